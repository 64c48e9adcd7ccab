import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/delivery";

export const loader = infoPageLoader("delivery");

export const meta = infoPageMeta("delivery");

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="delivery" page={loaderData.infoPage} />;
}
