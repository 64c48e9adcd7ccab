import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/warranty";

export const loader = infoPageLoader("warranty");

export const meta = infoPageMeta("warranty");

export default function WarrantyPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="warranty" page={loaderData.infoPage} />;
}
