import { CookieTable } from "../components/CookieTable.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { island } from "../lib/island.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/cookies";

export const loader = infoPageLoader("cookies");

export const meta = infoPageMeta("cookies");

// The choice's form wakes at the first interaction (lib/island.tsx): the page's first visit carries no more script.
const CookieSettings = island(() =>
  import("../components/CookieSettings.tsx").then((m) => m.CookieSettings),
);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  // Under the page's text: every cookie from the list in code, and the choice (the footer's "Cookie settings").
  return (
    <InfoPage name="cookies" page={loaderData.infoPage}>
      <CookieTable />
      <CookieSettings />
    </InfoPage>
  );
}
