import { type Language, LOCALE_TAGS, isLanguage } from "./index.ts";

/** The staff's language, Croatian for anything the app does not speak. */
export const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : "hr");

/** The staff's language as a BCP 47 tag for dates and numbers. */
export const localeTag = (locale: string): string => LOCALE_TAGS[languageOf(locale)];

/**
 * Cents as money in the staff's language: "1.234,50 €" (hr), "€1,234.50" (en). Euros unless
 * `currency` names another ISO 4217 code (a bank statement's foreign credit).
 */
export function money(cents: number, locale: string, currency = "EUR"): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: "currency",
    currency: /^[A-Z]{3}$/.test(currency) ? currency : "EUR",
  }).format(cents / 100);
}

/** A count in the staff's language ("1.234", "1,234"). */
export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(localeTag(locale)).format(value);
}

/** A file's size as people read it: kB up to a megabyte, then MB ("8,8 kB", "1.2 MB"). */
export function fileSize(bytes: number, locale: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 1 }).format(value);
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} kB` : `${format(bytes / 1024 / 1024)} MB`;
}
