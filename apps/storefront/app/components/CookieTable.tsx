import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { shopCookies } from "../lib/shop-cookies.ts";

/** Every cookie and browser storage entry the shop uses, from the one list in code (lib/shop-cookies.ts). */
export function CookieTable() {
  const t = useMessages().privacy;
  const language = useLanguage();
  return (
    <div className="table-scroll" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
      <table className="cookie-table">
        <caption id="cookie-table-caption">{t.table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.table.name}</th>
            <th scope="col">{t.table.purpose}</th>
            <th scope="col">{t.table.category}</th>
            <th scope="col">{t.table.lifetime}</th>
          </tr>
        </thead>
        <tbody>
          {shopCookies.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
                <span className="cookie-table__storage">{t.table.storage[cookie.storage]}</span>
              </th>
              <td>{cookie.purpose[language]}</td>
              <td>{t.categories[cookie.category].label}</td>
              <td>{cookie.lifetime[language]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
