import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/eu-fond";

export const loader = infoPageLoader("eu-fond");

export const meta = infoPageMeta("eu-fond");

export default function EuFondPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="eu-fond" page={loaderData.infoPage} />;
}
