import { type SQL, sql } from "drizzle-orm";

/** The calendar year in Zagreb at this moment: an order placed at 00:30 on 1 January is the new year's. */
export function orderYear(at: Date): number {
  return Number(zagrebYearFormat.format(at));
}

// Made once: building an Intl formatter costs far more than using it.
const zagrebYearFormat = new Intl.DateTimeFormat("en", {
  timeZone: "Europe/Zagreb",
  year: "numeric",
});

/** `2026-000123`: the year and its sequence, six digits. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * `formatOrderNumber` in SQL, for the statement that takes the year's next number (`placeOrder`):
 * `sequence` is the SQL of the counter's new value.
 */
export function orderNumberSql(year: number, sequence: SQL): SQL {
  return sql`${String(year)}::text || '-' || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`;
}
