import { useCallback } from "react";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { screenByName } from "../route-table.ts";
import { CookieChoices } from "./CookieChoices.tsx";

/**
 * The cookie banner, on every page until the visitor chooses (root.tsx shows it while the root
 * loader finds no current choice). A labelled region at the top of the page, not a modal: it
 * neither traps focus nor hides the page from screen readers. Once a choice is saved with
 * JavaScript the banner goes and focus moves to the page's content.
 */
export function CookieBanner() {
  const t = useMessages().privacy;
  const language = useLanguage();
  const cookiesPage = localizedPath(language, screenByName.get("cookies")?.[language] ?? "/");
  const saved = useCallback(() => document.getElementById("content")?.focus(), []);
  return (
    <section className="cookie-banner" aria-label={t.banner.label}>
      <div className="container cookie-banner__inner">
        <p className="cookie-banner__text">
          <strong>{t.banner.title}.</strong> {t.banner.text}{" "}
          <a href={cookiesPage}>{t.banner.more}</a>
        </p>
        <CookieChoices consent={null} open={false} onSaved={saved} />
      </div>
    </section>
  );
}
