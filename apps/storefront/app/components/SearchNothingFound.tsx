import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { format } from "../locales/index.ts";
import { ShopLink } from "./ShopLink.tsx";

/**
 * A search that found nothing, with no filter to blame: what to try instead, and the way to ask
 * the shop for a product it does not list (a distributor can often source it).
 */
export function SearchNothingFound({ q }: { q: string }) {
  const language = useLanguage();
  const t = useMessages().search;
  return (
    <section className="empty-state search-nothing-found" aria-labelledby="search-tips">
      <p>
        <strong>{format(t.nothingFound, { q })}</strong>
      </p>
      <h2 id="search-tips">{t.tips}</h2>
      <ul>
        <li>{t.tipSpelling}</li>
        <li>{t.tipGeneral}</li>
        <li>{t.tipCode}</li>
      </ul>
      <p>
        {t.askUs} <ShopLink to={screenPath(language, "contact")}>{t.askUsLink}</ShopLink>
      </p>
      <p>
        <ShopLink to={screenPath(language, "new-items")}>{t.browseNew}</ShopLink>
      </p>
    </section>
  );
}
