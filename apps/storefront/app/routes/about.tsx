import { CompanyDetails } from "../components/CompanyDetails.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/about";

export const loader = infoPageLoader("about");

export const meta = infoPageMeta("about");

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage name="about" page={loaderData.infoPage}>
      <CompanyDetails />
    </InfoPage>
  );
}
