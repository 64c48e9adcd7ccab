import { type Language, LOCALE_TAGS, isLanguage } from "../i18n/index.ts";
import { momentText } from "../i18n/moments.ts";

/** The app's language as a BCP 47 tag for dates and money. */
export const tagOf = (locale: string) => LOCALE_TAGS[isLanguage(locale) ? locale : "hr"];
export const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : "hr");

/** Euro cents as money in the app's language. */
export function money(cents: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale), { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );
}

/** An instant as a date and time in the app's language, in Zagreb. */
export function dateTime(value: string | null | undefined, locale: string): string {
  return value ? momentText(value, locale) : "—";
}

/** An instant's Zagreb day in the app's language. */
export function dateOnly(value: string | null | undefined, locale: string): string {
  return value ? momentText(value, locale, "date") : "—";
}

/**
 * Whether a record is a customer's whole page (`GET /api/admin/customers/{id}`) rather than their
 * list row, which react-admin shows first while the page is read.
 */
export const isDetail = (record: object | undefined): boolean =>
  record !== undefined && "logins" in record && "orders" in record;
