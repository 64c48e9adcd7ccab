import { momentText } from "../i18n/moments.ts";

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
