import { type Language, LOCALE_TAGS, isLanguage } from "./index.ts";

/** The staff's language, Croatian for anything the app does not speak. */
export const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : "hr");

/** The staff's language as a BCP 47 tag for dates and numbers. */
export const localeTag = (locale: string): string => LOCALE_TAGS[languageOf(locale)];

/**
 * Cents as money in the staff's language: "1.234,50 €" (hr), "€1,234.50" (en). Euros unless
 * `currency` names another ISO 4217 code (a bank statement's foreign credit). Nothing is nothing:
 * a negative zero (a credit note's outstanding −0) or a fraction of a cent below zero prints
 * "0,00 €", without a minus (`signDisplay: "negative"`).
 */
export function money(cents: number, locale: string, currency = "EUR"): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: "currency",
    currency: /^[A-Z]{3}$/.test(currency) ? currency : "EUR",
    signDisplay: "negative",
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

/** Cents as euros to edit, without the sign: "7.500,50" (hr), "7,500.50" (en); zero never as "−0,00". */
export function eurosText(cents: number, locale: string): string {
  return new Intl.NumberFormat(localeTag(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "negative",
  }).format(cents / 100);
}

/**
 * Euros as staff type them, in cents: "7.500,50", "7500,50", "7,500.50", "7500.5" and "7 500"
 * read alike in either language. A mark followed by one or two digits at the end is the decimal
 * one; the others group thousands. A single mark before three digits is ambiguous ("7.500",
 * "7,500"): it groups thousands only where the language groups with it ("." in Croatian, "," in
 * English), else it is no amount: a euro has no third decimal. Null when empty; undefined when it
 * is no amount ("abc", "1.2.3", "-5").
 */
export function parseEuros(text: string, locale: string): number | null | undefined {
  const typed = text.replace(/[\s\u00a0\u202f]/g, "").replace(/€$/, "");
  if (typed === "") return null;
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(typed);
  if (!match) return undefined;
  const [, whole = "", grouping, decimal, fraction = ""] = match;
  if (grouping && grouping === decimal) return undefined;
  const groups = whole.split(/[.,]/).length - 1;
  const thousandsMark = languageOf(locale) === "en" ? "," : ".";
  if (groups === 1 && !decimal && grouping !== thousandsMark) return undefined;
  if (/[.,].*[.,]/.test(whole) && new Set(whole.replace(/\d/g, "")).size > 1) return undefined;
  return Number(whole.replace(/[.,]/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
}
