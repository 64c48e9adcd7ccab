import { useEffect, useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";

/** What the root loader says of the visitor's cookie choice (lib/cookie-consent.server.ts): null until they choose. */
export interface CookieConsent {
  preferences: boolean;
  statistics: boolean;
}

/**
 * The cookie choice as one form: "Accept all", "Necessary only", and the categories to tick
 * ("Save my choice"), necessary ones always on. A plain form posting to /cookie-consent, which
 * sets the cookie and sends the visitor back here; with JavaScript it is sent without leaving the
 * page (`stay`), and the frame reloads its data. In the banner the categories sit behind
 * "Settings" (a `<details>`, no script); on the cookie page they are open, ticked as chosen.
 */
export function CookieChoices({
  consent,
  open,
  onSaved,
}: {
  consent: CookieConsent | null;
  open: boolean;
  onSaved?: () => void;
}) {
  const t = useMessages().privacy;
  const language = useLanguage();
  const location = useLocation();
  const fetcher = useFetcher<{ saved: boolean }>({ key: "cookie-consent" });
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const saved = fetcher.state === "idle" && fetcher.data?.saved === true;
  useEffect(() => {
    if (saved) onSaved?.();
  }, [saved, onSaved]);

  const categories = (
    <fieldset className="cookie-choices__categories">
      <legend>{t.settingsTitle}</legend>
      <div className="field field--check">
        <input
          id={`${id}-necessary`}
          type="checkbox"
          checked
          disabled
          aria-describedby={`${id}-necessary-hint`}
        />
        <label htmlFor={`${id}-necessary`}>
          {t.categories.necessary.label} ({t.alwaysOn})
        </label>
        <p id={`${id}-necessary-hint`} className="field__hint">
          {t.categories.necessary.description}
        </p>
      </div>
      {(["preferences", "statistics"] as const).map((category) => (
        <div className="field field--check" key={category}>
          <input
            id={`${id}-${category}`}
            type="checkbox"
            name={category}
            defaultChecked={consent?.[category] ?? false}
            aria-describedby={`${id}-${category}-hint`}
          />
          <label htmlFor={`${id}-${category}`}>{t.categories[category].label}</label>
          <p id={`${id}-${category}-hint`} className="field__hint">
            {t.categories[category].description}
          </p>
        </div>
      ))}
      <button type="submit" name="choice" value="custom" className="button button--secondary">
        {t.banner.save}
      </button>
    </fieldset>
  );

  return (
    <fetcher.Form
      method="post"
      action={localizedPath(language, "/cookie-consent")}
      className="cookie-choices"
    >
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="stay" value="1" />}
      <div className="cookie-choices__buttons">
        <button type="submit" name="choice" value="all" className="button">
          {t.banner.acceptAll}
        </button>
        <button type="submit" name="choice" value="necessary" className="button button--secondary">
          {t.banner.necessaryOnly}
        </button>
      </div>
      {open ? (
        categories
      ) : (
        <details className="cookie-choices__settings">
          <summary>{t.banner.settings}</summary>
          {categories}
        </details>
      )}
      {saved && open && (
        <p role="status" className="notice notice--success">
          {t.saved}
        </p>
      )}
    </fetcher.Form>
  );
}
