import type { Language } from "@dukan/contract";

/**
 * Every cookie the shop sets, and what it keeps in the browser's storage — once, in code.
 * The cookie page's table (`/kolacici`, `/en/cookies`), the consent banner's categories and the
 * consent's version are made from this list, and an end-to-end test fails when a page sets a
 * cookie that is not on it (docs/privacy-and-cookies.md). Add a cookie here in the same commit
 * that starts setting it.
 *
 * Categories (docs/decisions/015-cookie-consent.md): `necessary` cookies are set without asking
 * (the session, the consent itself, a form's one-time answer); `preferences` and `statistics`
 * wait for the visitor's consent. The shop has no statistics or marketing cookies today; the
 * category is offered so the banner need not change when one comes.
 */
export const cookieCategories = ["necessary", "preferences", "statistics"] as const;
export type CookieCategory = (typeof cookieCategories)[number];
/** The categories a visitor may refuse. */
export const optionalCategories = [
  "preferences",
  "statistics",
] as const satisfies readonly CookieCategory[];
export type OptionalCategory = (typeof optionalCategories)[number];

export interface ShopCookie {
  name: string;
  category: CookieCategory;
  /** A cookie (sent to the shop with every request) or the browser's own storage (read by the page's scripts only). */
  storage: "cookie" | "localStorage" | "sessionStorage";
  purpose: Record<Language, string>;
  lifetime: Record<Language, string>;
}

const YEAR = { hr: "1 godina", en: "1 year" };
const WEEK = { hr: "7 dana", en: "7 days" };
const UNTIL_CLEARED = {
  hr: "dok ga ne izbrišete ili se ne odjavite",
  en: "until you clear it or log out",
};
const TAB = { hr: "dok je kartica otvorena", en: "while the tab is open" };

export const shopCookies: readonly ShopCookie[] = [
  {
    name: "auth._token.local",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Prijava: pristupni ključ koji vas drži prijavljenima (samo nakon što se prijavite).",
      en: "Login: the access token that keeps you logged in (only once you log in).",
    },
    lifetime: WEEK,
  },
  {
    name: "auth._refresh_token.local",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Prijava: obnavlja pristupni ključ dok ste prijavljeni.",
      en: "Login: renews the access token while you are logged in.",
    },
    lifetime: WEEK,
  },
  {
    name: "auth.strategy",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Prijava: način prijave (lokalni korisnički račun).",
      en: "Login: how you logged in (a local account).",
    },
    lifetime: WEEK,
  },
  {
    name: "cookie_consent",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Pamti koje ste kolačiće dopustili, kako vas ne bismo pitali na svakoj stranici.",
      en: "Remembers which cookies you allowed, so you are not asked on every page.",
    },
    lifetime: YEAR,
  },
  {
    name: "cart_flash",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Prenosi jednokratnu poruku na sljedeću stranicu: o dodavanju u košaricu, na listu želja ili za usporedbu kad preglednik ne izvodi JavaScript, ili o promijenjenoj lozinci.",
      en: "Carries a one-time message to the next page: about an item added to the cart, the wishlist or the comparison when the browser runs no JavaScript, or about a changed password.",
    },
    lifetime: { hr: "60 sekundi", en: "60 seconds" },
  },
  {
    name: "pending_add",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Pamti proizvod koji ste htjeli dodati u košaricu ili na listu želja prije prijave, kako bi se dodao čim se prijavite; postavlja se tek kad to zatražite neprijavljeni.",
      en: "Remembers the product you wanted to add to the cart or the wishlist before logging in, so it is added as soon as you log in; set only when you ask for it while logged out.",
    },
    lifetime: { hr: "15 minuta", en: "15 minutes" },
  },
  {
    name: "info_bars_closed",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Pamti koje ste obavijesti zatvorili (dostava, EU projekt, valuta), kako se ne bi ponovno prikazivale; postavlja se tek kad zatvorite obavijest.",
      en: "Remembers which notices you closed (delivery, EU project, currency), so they are not shown again; set only when you close a notice.",
    },
    lifetime: YEAR,
  },
  {
    name: "compare_list",
    category: "necessary",
    storage: "cookie",
    purpose: {
      hr: "Proizvodi koje ste odabrali za usporedbu (najviše tri); postavlja se tek kad kliknete „Usporedi”.",
      en: "The products you chose to compare (at most three); set only when you click “Compare”.",
    },
    lifetime: { hr: "30 dana", en: "30 days" },
  },
  {
    name: "i18n_lang",
    category: "preferences",
    storage: "cookie",
    purpose: {
      hr: "Pamti jezik koji ste zadnji koristili, kako bi vas početna stranica dočekala na njemu.",
      en: "Remembers the language you used last, so the home page greets you in it.",
    },
    lifetime: YEAR,
  },
  {
    name: "dukan.cart",
    category: "necessary",
    storage: "localStorage",
    purpose: {
      hr: "Sažetak vaše košarice, kako bi sve otvorene kartice trgovine pokazivale isti broj proizvoda (samo prijavljenim kupcima).",
      en: "A summary of your cart, so every open tab of the shop shows the same count (logged-in customers only).",
    },
    lifetime: UNTIL_CLEARED,
  },
  {
    name: "scroll-positions",
    category: "necessary",
    storage: "sessionStorage",
    purpose: {
      hr: "Vraća vas na isto mjesto na stranici kad se vratite natrag.",
      en: "Brings you back to the same place on a page when you go back.",
    },
    lifetime: TAB,
  },
  {
    name: "chunk-reload-at",
    category: "necessary",
    storage: "sessionStorage",
    purpose: {
      hr: "Nakon nove inačice trgovine stranica se jednom ponovno učita umjesto da prikaže pogrešku.",
      en: "After a new version of the shop, a page reloads once instead of showing an error.",
    },
    lifetime: TAB,
  },
];

/** A cookie (or storage entry) of the list by its name. */
export function shopCookie(name: string): ShopCookie | undefined {
  return shopCookies.find((cookie) => cookie.name === name);
}
