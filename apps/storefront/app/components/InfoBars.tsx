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
        <span aria-hidden="true" className="info-bar__icon">
          ⛟
        </span>
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
