import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "./language.ts";
import { parseCookies } from "./session.server.ts";
import {
  type CookieCategory,
  type OptionalCategory,
  optionalCategories,
  type ShopCookie,
  shopCookies,
} from "./shop-cookies.ts";

/**
 * The visitor's cookie choice (docs/privacy-and-cookies.md): which optional categories they
 * allowed, kept for a year in `cookie_consent` as `<version>` followed by the allowed categories,
 * dot-separated (`k2x9q0.preferences`). The version is made from the cookies the choice is about,
 * those of the optional categories: when one comes, goes or changes category, every stored choice
 * is out of date and the banner asks again. A new necessary cookie (set without asking) is listed
 * on the cookie page but asks no one again: nothing it does waits for a choice.
 */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export type Consent = Record<OptionalCategory, boolean>;

/** A short fingerprint of the optional cookies' names and categories (FNV-1a, base 36). */
export function consentVersion(
  list: readonly Pick<ShopCookie, "name" | "category">[] = shopCookies,
): string {
  const optional: readonly CookieCategory[] = optionalCategories;
  const text = list
    .filter((cookie) => optional.includes(cookie.category))
    .map((cookie) => `${cookie.name}:${cookie.category}`)
    .sort()
    .join("|");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const currentVersion = consentVersion();

/** The choice a request's cookies carry; null when there is none yet or it was made for another list. */
export function readConsent(
  cookieHeader: string | null | undefined,
  version: string = currentVersion,
): Consent | null {
  const value = parseCookies(cookieHeader).get(CONSENT_COOKIE);
  if (!value) return null;
  const [stored, ...allowed] = value.split(".");
  if (stored !== version) return null;
  return {
    preferences: allowed.includes("preferences"),
    statistics: allowed.includes("statistics"),
  };
}

/** Whether a category's cookies may be set for this request (necessary ones always). */
export function allowsCategory(consent: Consent | null, category: CookieCategory): boolean {
  return category === "necessary" || consent?.[category] === true;
}

/**
 * The Set-Cookie values of a choice: the consent cookie, and every cookie of the list the choice
 * does not allow expired (one set before, under an earlier, wider choice).
 */
export function consentCookies(consent: Consent, options: { secure: boolean }): string[] {
  const allowed = optionalCategories.filter((category) => consent[category]);
  const value = [currentVersion, ...allowed].join(".");
  const secure = options.secure ? "; Secure" : "";
  const refused = shopCookies.filter(
    (cookie) => cookie.storage === "cookie" && !allowsCategory(consent, cookie.category),
  );
  return [
    `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`,
    ...refused.map((cookie) => `${cookie.name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`),
  ];
}

/** The choice a consent form sent: accept all, necessary only, or the ticked categories. */
export function consentOfForm(form: FormData): Consent | null {
  switch (form.get("choice")) {
    case "all":
      return { preferences: true, statistics: true };
    case "necessary":
      return { preferences: false, statistics: false };
    case "custom":
      return {
        preferences: form.get("preferences") === "on",
        statistics: form.get("statistics") === "on",
      };
    default:
      return null;
  }
}

/** The language cookie (a preference: set only with consent, docs/decisions/015-cookie-consent.md). */
export function languageCookie(language: string, options: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
