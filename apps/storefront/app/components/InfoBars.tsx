import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { EU_PROJECT_SLUG } from "../route-table.ts";
import { ShopLink } from "./ShopLink.tsx";

/** The delivery promise and the EU-fund notice, under the header on every page. */
export function InfoBars() {
  const t = useMessages();
  const language = useLanguage();
  return (
    <div className="info-bars">
      <p className="info-bar info-bar--delivery">
        <svg aria-hidden="true" className="info-bar__icon" width="20" height="14" viewBox="0 0 20 14" focusable="false">
          <path d="M1 1h11v9H1zM12 4h4l3 3v3h-7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          <circle cx="5" cy="11.5" r="1.8" fill="currentColor" />
          <circle cx="15" cy="11.5" r="1.8" fill="currentColor" />
        </svg>
        {t.bars.delivery}
      </p>
      <p className="info-bar info-bar--eu">
        <span className="eu-flag" aria-hidden="true" />
        <span>{t.bars.euFund}</span>{" "}
        <ShopLink to={localizedPath(language, `/eu-fond/${EU_PROJECT_SLUG[language]}`)}>{t.bars.euFundLink}</ShopLink>
      </p>
    </div>
  );
}
