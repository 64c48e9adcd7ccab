import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The calendar year in Zagreb at this moment: an order placed at 00:30 on 1 January is the new year's. */
export function orderYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Zagreb", year: "numeric" }).format(at));
}

/** `2026-000123`: the year and its sequence, six digits. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The next number of the year, taken inside the placing transaction: the counter row stays
 * locked until it commits, so concurrent orders get consecutive numbers and a refused order
 * (rolled back) leaves no gap. Taken last in the transaction, to hold the lock briefly.
 */
export async function nextOrderNumber(tx: Tx, year: number): Promise<string> {
  const result = await tx.execute(sql`
    insert into order_number_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = order_number_counters.last + 1
    returning last`);
  const [row] = result.rows as { last: number | string }[];
  if (!row) throw new Error("order number counter returned no row");
  return formatOrderNumber(year, Number(row.last));
}
