import type { Language } from "@dukan/contract";

/** English pages live under /en; everything else is Croatian. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "hr";
}

/** A path in the given language: `/about` → `/en/about` for English. */
export function localizedPath(language: Language, path: string): string {
  if (language === "hr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export const LANGUAGE_COOKIE = "i18n_lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
