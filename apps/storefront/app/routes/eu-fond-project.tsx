import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/eu-fond-project";

export const loader = infoPageLoader("eu-fond-project");

export const meta = infoPageMeta("eu-fond-project");

export default function EuFondProjectPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="eu-fond-project" page={loaderData.infoPage} />;
}
