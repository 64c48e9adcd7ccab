// The orders' figures the back office's dashboard shows (dashboard/service.ts reads them only
// through these functions, decision 021): sales in periods and by Zagreb day, orders waiting by
// status, unpaid bank transfers by age. Each is one aggregate statement over indexed columns.

import type { OrderStatus } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { orders } from "./schema.ts";

export interface SalesTotals {
  orders: number;
  netCents: number;
  grossCents: number;
}

/** A half-open range of instants, `[from, to)`. */
export interface InstantRange {
  from: Date;
  to: Date;
}

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];

/** Orders that count as sales: every order placed, but the cancelled. */
const counted = sql`${orders.status} <> 'cancelled'`;

/**
 * Orders placed in each range (cancelled ones left out), with their totals without VAT (total less
 * its VAT) and with VAT: one statement, one index range scan per range.
 */
export async function salesInRanges(
  db: Queryable,
  ranges: readonly InstantRange[],
): Promise<SalesTotals[]> {
  if (ranges.length === 0) return [];
  const within = (range: InstantRange) =>
    sql`${orders.createdAt} >= ${range.from.toISOString()}::timestamptz and ${orders.createdAt} < ${range.to.toISOString()}::timestamptz`;
  const columns = ranges.map(
    (range, index) =>
      sql`count(*) filter (where ${within(range)})::int as ${sql.raw(`orders_${index}`)},
        coalesce(sum(${orders.totalCents} - ${orders.vatCents}) filter (where ${within(range)}), 0)::bigint as ${sql.raw(`net_${index}`)},
        coalesce(sum(${orders.totalCents}) filter (where ${within(range)}), 0)::bigint as ${sql.raw(`gross_${index}`)}`,
  );
  const [row] = rowsOf(
    await db.execute(
      sql`select ${sql.join(columns, sql`, `)} from ${orders}
          where ${counted} and (${sql.join(ranges.map(within), sql` or `)})`,
    ),
  );
  return ranges.map((_, index) => ({
    orders: Number(row?.[`orders_${index}`] ?? 0),
    netCents: Number(row?.[`net_${index}`] ?? 0),
    grossCents: Number(row?.[`gross_${index}`] ?? 0),
  }));
}

/** Sales by day in `timeZone` within a range (days without orders left out), as `YYYY-MM-DD`. */
export async function salesByDay(
  db: Queryable,
  range: InstantRange,
  timeZone: string,
): Promise<Map<string, SalesTotals>> {
  const rows = rowsOf(
    await db.execute(
      sql`select to_char((${orders.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
                 count(*)::int as orders,
                 coalesce(sum(${orders.totalCents} - ${orders.vatCents}), 0)::bigint as net,
                 coalesce(sum(${orders.totalCents}), 0)::bigint as gross
            from ${orders}
           where ${counted} and ${orders.createdAt} >= ${range.from.toISOString()}::timestamptz
             and ${orders.createdAt} < ${range.to.toISOString()}::timestamptz
           group by 1`,
    ),
  );
  return new Map(
    rows.map((row) => [
      String(row.day),
      { orders: Number(row.orders), netCents: Number(row.net), grossCents: Number(row.gross) },
    ]),
  );
}

/** The statuses in which an order waits for the staff (not yet completed or cancelled). */
export const waitingStatuses = [
  "received",
  "confirmed",
  "ready_for_pickup",
  "shipped",
] as const satisfies readonly OrderStatus[];

/** How many orders wait in each of `waitingStatuses` (each listed, zero too). */
export async function ordersWaitingByStatus(
  db: Queryable,
): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = rowsOf(
    await db.execute(
      sql`select ${orders.status} as status, count(*)::int as n from ${orders}
           where ${orders.status} in (${sql.join(
             waitingStatuses.map((status) => sql`${status}`),
             sql`, `,
           )})
           group by 1`,
    ),
  );
  const counts = new Map(rows.map((row) => [String(row.status), Number(row.n)]));
  return waitingStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Unpaid bank-transfer orders (not cancelled) by age in whole days in `timeZone` since they were
 * placed (today's are 0 days old): 0–2, 3–5, 6–8 and 9 or more, with their totals.
 */
export async function unpaidBankTransfersByAge(
  db: Queryable,
  now: Date,
  timeZone: string,
): Promise<{ age: "0-2" | "3-5" | "6-8" | "9+"; count: number; totalCents: number }[]> {
  const age = sql`((${now.toISOString()}::timestamptz at time zone ${timeZone})::date - (${orders.createdAt} at time zone ${timeZone})::date)`;
  const group = (filter: ReturnType<typeof sql>, name: string) =>
    sql`count(*) filter (where ${filter})::int as ${sql.raw(`n_${name}`)},
        coalesce(sum(${orders.totalCents}) filter (where ${filter}), 0)::bigint as ${sql.raw(`t_${name}`)}`;
  const [row] = rowsOf(
    await db.execute(
      sql`select ${group(sql`${age} <= 2`, "a")}, ${group(sql`${age} between 3 and 5`, "b")},
                 ${group(sql`${age} between 6 and 8`, "c")}, ${group(sql`${age} > 8`, "d")}
            from ${orders}
           where ${orders.paymentMethod} = 'bank_transfer' and ${orders.paymentStatus} = 'unpaid'
             and ${counted}`,
    ),
  );
  const of = (name: string) => ({
    count: Number(row?.[`n_${name}`] ?? 0),
    totalCents: Number(row?.[`t_${name}`] ?? 0),
  });
  return [
    { age: "0-2", ...of("a") },
    { age: "3-5", ...of("b") },
    { age: "6-8", ...of("c") },
    { age: "9+", ...of("d") },
  ];
}
