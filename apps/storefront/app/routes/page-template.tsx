import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/page-template";

export const loader = infoPageLoader("page-template");

export const meta = infoPageMeta("page-template");

export default function PageTemplatePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="page-template" page={loaderData.infoPage} />;
}
