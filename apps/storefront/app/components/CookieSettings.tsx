import { useRouteLoaderData } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import type { loader as rootLoader } from "../root.tsx";
import { CookieChoices } from "./CookieChoices.tsx";

/** The cookie page's settings (the footer's "Cookie settings" leads here): the banner's choice, open, ticked as the visitor chose. */
export function CookieSettings() {
  const t = useMessages().privacy;
  const consent = useRouteLoaderData<typeof rootLoader>("root")?.consent ?? null;
  return (
    <section
      id="cookie-settings"
      aria-labelledby="cookie-settings-title"
      className="cookie-settings"
    >
      <h2 id="cookie-settings-title">{t.settingsTitle}</h2>
      <p>{t.settingsIntro}</p>
      <CookieChoices
        key={consent ? `${consent.preferences}-${consent.statistics}` : "none"}
        consent={consent}
        open
      />
    </section>
  );
}
