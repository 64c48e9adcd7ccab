// The staff's order list (`GET /api/admin/orders`, docs/orders.md "Staff: orders"): filters, the
// search, sort and page over the orders table, and the same list as CSV for Croatian Excel.
// Indexes (orders/schema.ts): created_at; status with created_at; total; number and company OIB
// by prefix (text_pattern_ops, read through db/starts-with.ts); the buyer's name, e-mail and company by trigram (`search_text`).

import {
  ADMIN_ORDERS_COUNT_CAP,
  type AdminOrderListQuery,
  type PaymentState,
  type AdminOrderRow,
  type Language,
} from "@dukan/contract";
import {
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStateLabels,
} from "@dukan/contract/order-status-labels";
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { zagrebDayStart } from "../calendar/zagreb.ts";
import { likeLiteral } from "../db/like.ts";
import { startsWith } from "../db/starts-with.ts";
import { csvRow } from "../http/csv.ts";
import { paymentStandingOf, receivedCents } from "./payment-state.ts";
import type { Queryable } from "./queryable.ts";
import { orders } from "./schema.ts";

export const ADMIN_ORDERS_PER_PAGE = 25;
/** The most orders a list counts (the contract's ADMIN_ORDERS_COUNT_CAP says why). */
export const COUNT_CAP = ADMIN_ORDERS_COUNT_CAP;
const MAX_PER_PAGE = 100;

/** A date (`2026-11-27`) is a Zagreb calendar day; anything else is an instant. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** An order number or its start, as `q` gives it (`2026-0001`). */
const isNumberSearch = (q: string | undefined) => q !== undefined && /^\d{4}-\d{0,6}$/.test(q);

/**
 * What `q` searches, each by its own index: an order number or its start (`2026-0001`), a number's
 * own part (`9`, `000009`), an OIB or its start (digits), an e-mail address or its start (with `@`), else any part of the buyer's name,
 * e-mail or company name (case-insensitive, trigrams). A rare text is found through the trigram
 * index and sorted; a common one (a surname) by walking the date index until a page is full — the
 * planner chooses from the trigram statistics.
 */
export function searchCondition(q: string, now = new Date()): SQL {
  if (isNumberSearch(q)) return startsWith(orders.number, q);
  if (/^\d{1,6}$/.test(q)) {
    // A number's own part ("9", "000009") of this year or the two before, or (four digits or
    // more) an OIB's start.
    const year = now.getUTCFullYear();
    const numbers = [year, year - 1, year - 2].map((y) => `${y}-${q.padStart(6, "0")}`);
    const byNumber = inArray(orders.number, numbers);
    return q.length < 4 ? byNumber : (or(byNumber, startsWith(orders.companyOib, q)) as SQL);
  }
  if (/^\d{7,11}$/.test(q))
    return q.length === 11 ? eq(orders.companyOib, q) : startsWith(orders.companyOib, q);
  if (/^[^\s@]+@\S*$/.test(q)) return startsWith(orders.buyerEmail, q.toLowerCase());
  return sql`${orders.searchText} like ('%' || dukan_fold(${likeLiteral(q)}) || '%')`;
}

/**
 * Orders whose payment stands as one of `states` (`paymentStandingOf`): a stored unpaid order is
 * partly paid once it has received money (`order_payments`, by its index on the order), else unpaid.
 */
function paymentStateCondition(states: readonly PaymentState[]): SQL {
  // Qualified by hand, as `receivedCents` is: Drizzle names a lone table's columns bare.
  const received = sql`exists (select 1 from order_payments received where received.order_id = "orders"."id")`;
  const stored = states.filter((s): s is "paid" | "refunded" => s === "paid" || s === "refunded");
  const unpaid = eq(orders.paymentStatus, "unpaid");
  const wanted: SQL[] = [];
  if (stored.length > 0) wanted.push(inArray(orders.paymentStatus, stored));
  const unpaidToo = states.includes("unpaid");
  const partlyToo = states.includes("partly_paid");
  if (unpaidToo && partlyToo) wanted.push(unpaid);
  else if (unpaidToo) wanted.push(and(unpaid, sql`not ${received}`) as SQL);
  else if (partlyToo) wanted.push(and(unpaid, received) as SQL);
  return wanted.length === 1 ? (wanted[0] as SQL) : (or(...wanted) as SQL);
}

/** The list's conditions from its query (without paging and sort). */
export function listConditions(query: AdminOrderListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(searchCondition(query.q));
  if (query.status?.length) where.push(inArray(orders.status, query.status));
  if (query.payment_status?.length) where.push(paymentStateCondition(query.payment_status));
  if (query.payment_method?.length) where.push(inArray(orders.paymentMethod, query.payment_method));
  if (query.delivery_method?.length)
    where.push(inArray(orders.deliveryMethod, query.delivery_method));
  if (query.buyer_type) where.push(eq(orders.buyerType, query.buyer_type));
  if (query.customer_id !== undefined) where.push(eq(orders.userId, query.customer_id));
  if (query.created_from)
    where.push(
      gte(
        orders.createdAt,
        isDay(query.created_from)
          ? zagrebDayStart(query.created_from)
          : new Date(query.created_from),
      ),
    );
  if (query.created_to)
    where.push(
      lt(
        orders.createdAt,
        isDay(query.created_to) ? zagrebDayStart(query.created_to, 1) : new Date(query.created_to),
      ),
    );
  if (query.total_from !== undefined) where.push(gte(orders.totalCents, query.total_from));
  if (query.total_to !== undefined) where.push(lte(orders.totalCents, query.total_to));
  return where.length === 0 ? undefined : and(...where);
}

/** By number in the order of its `text_pattern_ops` index, the one a search by number reads. */
const byNumber = (ascending: boolean) =>
  sql`${orders.number} using ${sql.raw(ascending ? "~<~" : "~>~")}`;

/**
 * Numbers are given in the order orders are placed, so a search by number lists its orders by date
 * in number order: read from the number's index, a page of an old number's orders costs as much as
 * a recent one's. By date, PostgreSQL walks the date index back from today until it meets them
 * (it cannot know that numbers follow dates): 74,000 orders passed over for a number a year old.
 */
function orderBy(query: AdminOrderListQuery): SQL[] {
  const ascending = query.order === "ASC";
  const direction = ascending ? asc : desc;
  switch (query.sort) {
    case "total_cents":
      return [direction(orders.totalCents), direction(orders.id)];
    case "number":
      return [byNumber(ascending)];
    default:
      return isNumberSearch(query.q)
        ? [byNumber(ascending)]
        : [direction(orders.createdAt), direction(orders.id)];
  }
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  deliveryMethod: orders.deliveryMethod,
  buyerType: orders.buyerType,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  companyName: orders.companyName,
  companyOib: orders.companyOib,
  userId: orders.userId,
  totalCents: orders.totalCents,
  receivedCents: receivedCents,
  version: orders.version,
};

type ListedRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof rowColumns, "receivedCents">
> & { receivedCents: number };

function rowOf(row: ListedRow): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    delivery_method: row.deliveryMethod,
    buyer_type: row.buyerType,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    company_name: row.companyName,
    company_oib: row.companyOib,
    customer_id: row.userId,
    total_cents: row.totalCents,
    ...paymentStandingOf(row),
    version: row.version,
  };
}

function pageOf(query: AdminOrderListQuery) {
  const perPage = Math.min(
    Math.max(Number(query.perPage ?? ADMIN_ORDERS_PER_PAGE) || ADMIN_ORDERS_PER_PAGE, 1),
    MAX_PER_PAGE,
  );
  const page = Math.max(Number(query.page ?? 1) || 1, 1);
  return { perPage, offset: (page - 1) * perPage };
}

/** A page of the staff's order list and how many orders match (at most `COUNT_CAP`). */
export async function adminOrderList(
  db: Queryable,
  query: AdminOrderListQuery,
): Promise<{ data: AdminOrderRow[]; total: number; capped: boolean }> {
  const where = listConditions(query);
  const { perPage, offset } = pageOf(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(orders)
        .where(where)
        .limit(COUNT_CAP)
        .as("matching"),
    ),
  ]);
  const total = count?.total ?? 0;
  return { data: rows.map(rowOf), total, capped: total >= COUNT_CAP };
}

/** Orders read at a time for the CSV. */
const CSV_BATCH = 2_000;

/** Cents as Croatian Excel reads a number: `1234,50`, `-12,50` (a plain number: csvRow keeps it a number). */
const amount = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;

const zagrebTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Zagreb",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

const csvHeads: Record<Language, string[]> = {
  hr: [
    "Broj",
    "Datum",
    "Status",
    "Plaćanje",
    "Način plaćanja",
    "Dostava",
    "Kupac",
    "Ime",
    "E-pošta",
    "Tvrtka",
    "OIB",
    "Iznos (EUR)",
  ],
  en: [
    "Number",
    "Date",
    "Status",
    "Payment",
    "Payment method",
    "Delivery",
    "Buyer",
    "Name",
    "E-mail",
    "Company",
    "OIB",
    "Total (EUR)",
  ],
};
const buyerTypes: Record<Language, Record<"company" | "person", string>> = {
  hr: { company: "Pravna osoba", person: "Fizička osoba" },
  en: { company: "Company", person: "Person" },
};

/**
 * The filtered list as CSV for Croatian Excel: UTF-8 with a byte-order mark, `;` between cells,
 * CRLF lines, amounts with a decimal comma, times in Zagreb, words in `language`; every matching
 * order in the list's sort, read in batches.
 */
export async function* adminOrderCsv(
  db: Queryable,
  query: AdminOrderListQuery,
  language: Language,
): AsyncGenerator<string> {
  const where = listConditions(query);
  yield `\ufeff${csvRow(csvHeads[language], ";")}`;
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(CSV_BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvRow(
          [
            r.number,
            zagrebTime.format(r.createdAt),
            orderStatusLabels[language][r.status],
            paymentStateLabels[language][paymentStandingOf(r).payment_state],
            paymentMethodLabels[language][r.paymentMethod],
            deliveryMethodLabels[language][r.deliveryMethod],
            buyerTypes[language][r.buyerType],
            r.buyerName,
            r.buyerEmail,
            r.companyName ?? "",
            r.companyOib ?? "",
            amount(r.totalCents),
          ],
          ";",
        ),
      )
      .join("");
    if (rows.length < CSV_BATCH) return;
  }
}
