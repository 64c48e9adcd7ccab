import type { InfoBarName, SiteSettings } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import type { PageName } from "../locales/index.ts";
import { screenByName } from "../route-table.ts";
import { CloseBar, useClosing } from "./CloseBar.tsx";
import { useCompanyFacts } from "./CompanyDetails.tsx";
import type { Account } from "./Header.tsx";
import { OpeningHours } from "./OpeningHours.tsx";
import { NewsletterSignup } from "./NewsletterSignup.tsx";
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
const shoppingPages: PageName[] = [
  "new-items",
  "sale-items",
  "brands",
  "compare",
  "wishlist",
  "cart",
];
/** A visitor is offered an account; a logged-in user their profile, and a customer their orders and invoices. */
const visitorPages: PageName[] = ["register", "login"];
const accountPages = (account: Account): PageName[] =>
  account.shops ? ["orders", "my-invoices", "profile"] : ["profile"];

/**
 * `site`: the settings' data (contact, opening hours, the company's legal data, the currency line);
 * `closed`: the bars the visitor closed; `account`: the logged-in user, if the page is theirs (then
 * never a cached visitor page, docs/page-cache.md).
 */
export function Footer({
  site,
  closed,
  account,
}: {
  site: SiteSettings | null;
  closed: readonly InfoBarName[];
  account: Account | null;
}) {
  const t = useMessages();
  const language = useLanguage();
  const closingCurrency = useClosing("currency");
  const showCurrency =
    site?.info_bars.currency === true && !closed.includes("currency") && !closingCurrency;
  const link = (name: PageName) => {
    const screen = screenByName.get(name);
    return (
      <li key={name}>
        <ShopLink to={localizedPath(language, screen ? screen[language] : "/")}>
          {t.pages[name].title}
        </ShopLink>
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
              <ShopLink
                to={`${localizedPath(language, screenByName.get("cookies")?.[language] ?? "/")}#cookie-settings`}
              >
                {t.privacy.footerLink}
              </ShopLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">{t.footer.shopping}</h2>
          <ul>
            {[...shoppingPages, ...(account ? accountPages(account) : visitorPages)].map(link)}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t.footer.openingHours}</h2>
          {site && <OpeningHours hours={site.opening_hours} className="opening-hours" />}
          {showCurrency && (
            <div className="site-footer__currency">
              <p>{t.bars.currency}</p>
              <CloseBar bar="currency" label={t.bars.closeCurrency} />
            </div>
          )}
        </section>
        {site && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t.footer.contact}</h2>
            <ul>
              <li>
                {site.contact.street}, {site.contact.place}
              </li>
              <li>
                {t.siteInfo.phone}:{" "}
                <a href={`tel:${site.contact.phone.replace(/[^\d+]/g, "")}`}>
                  {site.contact.phone}
                </a>
              </li>
              <li>
                {t.siteInfo.email}:{" "}
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              </li>
            </ul>
          </section>
        )}
        <NewsletterSignup />
      </div>
      {site && <CompanyLine company={site.company} />}
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {site?.shop_name ?? t.site.name} — {t.site.tagline}.{" "}
        {t.footer.rights}
      </p>
    </footer>
  );
}

/** The company's legal data in one compact paragraph (Zakon o trgovačkim društvima, čl. 21); `/about` shows them in full. */
function CompanyLine({ company }: { company: SiteSettings["company"] }) {
  const facts = useCompanyFacts(company);
  return (
    <p className="container site-footer__company">
      {facts.map(([label, value], i) => (
        <span key={label}>
          {i > 0 && " · "}
          {label}: {value}
        </span>
      ))}
    </p>
  );
}
