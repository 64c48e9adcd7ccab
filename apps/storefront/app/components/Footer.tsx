import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import type { PageName } from "../locales/index.ts";
import { screenByName } from "../route-table.ts";
import { ShopLink } from "./ShopLink.tsx";

const informationPages: PageName[] = [
  "about",
  "contact",
  "delivery",
  "warranty",
  "complaint",
  "rebate",
  "gdpr",
  "cookies",
  "download",
  "b2b",
  "eu-fond",
];
const shoppingPages: PageName[] = ["new-items", "sale-items", "compare", "wishlist", "cart", "register", "login"];

export function Footer() {
  const t = useMessages();
  const language = useLanguage();
  const link = (name: PageName) => {
    const screen = screenByName.get(name);
    return (
      <li key={name}>
        <ShopLink to={localizedPath(language, screen ? screen[language] : "/")}>{t.pages[name].title}</ShopLink>
      </li>
    );
  };
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-information">
          <h2 id="footer-information">{t.footer.information}</h2>
          <ul>
            {informationPages.map(link)}
            <li>
              <ShopLink to={`${localizedPath(language, screenByName.get("cookies")?.[language] ?? "/")}#cookie-settings`}>
                {t.privacy.footerLink}
              </ShopLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">{t.footer.shopping}</h2>
          <ul>{shoppingPages.map(link)}</ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t.footer.openingHours}</h2>
          <ul className="opening-hours">
            <li>{t.footer.weekdays}</li>
            <li>{t.footer.saturday}</li>
            <li>{t.footer.sunday}</li>
          </ul>
          <p className="site-footer__currency">{t.bars.currency}</p>
        </section>
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {t.site.name} — {t.site.tagline}. {t.footer.rights}
      </p>
    </footer>
  );
}
