import type { Language } from "@dukan/contract";

/**
 * A storefront page's absolute address for a mail, in `language` (English under `/en`):
 * `shopPage("https://dukan.hr/", "en", "/orders/2026-000123")` is
 * `https://dukan.hr/en/orders/2026-000123`; `path` starts with `/` (none: the home page).
 */
export function shopPage(siteUrl: string, language: Language, path = ""): string {
  return `${siteUrl.replace(/\/$/, "")}${language === "en" ? "/en" : ""}${path}`;
}
