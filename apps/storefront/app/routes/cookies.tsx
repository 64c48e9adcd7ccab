import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/cookies";

export const loader = infoPageLoader("cookies");

export const meta = infoPageMeta("cookies");

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="cookies" page={loaderData.infoPage} />;
}
