import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/gdpr";

export const loader = infoPageLoader("gdpr");

export const meta = infoPageMeta("gdpr");

export default function GdprPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="gdpr" page={loaderData.infoPage} />;
}
