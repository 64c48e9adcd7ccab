import { describe, expect, it } from "vitest";
import {
  allowsCategory,
  CONSENT_COOKIE,
  consentCookies,
  consentOfForm,
  consentVersion,
  readConsent,
} from "./cookie-consent.server.ts";
import { shopCookies } from "./shop-cookies.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** The value a Set-Cookie header gives the consent cookie. */
const stored = (cookies: string[]) => /^cookie_consent=([^;]*)/.exec(cookies[0] ?? "")?.[1] ?? "";

describe("cookie consent", () => {
  it("reads back the choice it stored, for a year", () => {
    const cookies = consentCookies({ preferences: true, statistics: false }, { secure: true });
    expect(cookies[0]).toMatch(
      /^cookie_consent=[0-9a-z]+\.preferences; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(readConsent(`${CONSENT_COOKIE}=${stored(cookies)}`)).toEqual({
      preferences: true,
      statistics: false,
    });
  });

  it("asks again when there is no choice, or when it was made for another list of optional cookies", () => {
    expect(readConsent("")).toBeNull();
    expect(readConsent("i18n_lang=hr")).toBeNull();
    const old = stored(consentCookies({ preferences: true, statistics: true }, { secure: false }));
    expect(readConsent(`${CONSENT_COOKIE}=${old}`, "another")).toBeNull();
    expect(
      consentVersion([...shopCookies, { name: "new_cookie", category: "statistics" }]),
    ).not.toBe(consentVersion());
    expect(consentVersion([...shopCookies].reverse())).toBe(consentVersion());
    // A cookie changing between necessary and optional asks again; a new necessary one does not.
    const language = shopCookies.find((cookie) => cookie.category === "preferences");
    if (!language) throw new Error("no preferences cookie");
    expect(
      consentVersion(
        shopCookies.map((cookie) =>
          cookie === language ? { ...cookie, category: "necessary" } : cookie,
        ),
      ),
    ).not.toBe(consentVersion());
    expect(consentVersion([...shopCookies, { name: "new_cookie", category: "necessary" }])).toBe(
      consentVersion(),
    );
  });

  it("expires the cookies a narrower choice refuses", () => {
    const cookies = consentCookies({ preferences: false, statistics: false }, { secure: false });
    expect(stored(cookies)).toBe(consentVersion());
    expect(cookies).toContain("i18n_lang=; Path=/; Max-Age=0; SameSite=Lax");
    expect(cookies.some((c) => c.startsWith("auth."))).toBe(false);
  });

  it("takes accept all, necessary only and the ticked categories from the form; anything else is no choice", () => {
    expect(consentOfForm(form({ choice: "all" }))).toEqual({ preferences: true, statistics: true });
    expect(consentOfForm(form({ choice: "necessary", preferences: "on" }))).toEqual({
      preferences: false,
      statistics: false,
    });
    expect(consentOfForm(form({ choice: "custom", statistics: "on" }))).toEqual({
      preferences: false,
      statistics: true,
    });
    expect(consentOfForm(form({ choice: "everything" }))).toBeNull();
  });

  it("allows necessary cookies always, the others only when chosen", () => {
    expect(allowsCategory(null, "necessary")).toBe(true);
    expect(allowsCategory(null, "preferences")).toBe(false);
    expect(allowsCategory({ preferences: true, statistics: false }, "preferences")).toBe(true);
  });

  it("lists every cookie once, each with its purpose and lifetime in both languages", () => {
    const names = shopCookies.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const cookie of shopCookies)
      for (const language of ["hr", "en"] as const) {
        expect(cookie.purpose[language], cookie.name).not.toBe("");
        expect(cookie.lifetime[language], cookie.name).not.toBe("");
      }
  });
});
