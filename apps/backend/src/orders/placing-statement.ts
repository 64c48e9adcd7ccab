// The statement that places an order: one round trip that locks, checks and writes everything
// (orderPlacement in place-order.ts fills its values and reads what it found or wrote).
import { emptyCart, lockedCartLines } from "../cart/placing.ts";
import { lockedStock, queueStockTouches, takeStock } from "../catalogue/stock.ts";
import { type SQL, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { GENERIC_PLAN } from "../db/generic-plan.ts";
import { statementName } from "../db/preparing-client.ts";
import { confirmationMailRow } from "./order-mail-confirmation.ts";
import { orderNumberSql } from "./order-number.ts";
import type { PricedOrderLine } from "./pricing.ts";
import { orders } from "./schema.ts";

/**
 * What the placing statement found when it placed nothing (the detail of `order_placing_gate`'s
 * error): the customer's cart (active products, by id), an order the key had already placed, and
 * the lines the stock no longer covers with what is left.
 */
export interface PlacingState {
  cart: [productId: number, quantity: number][];
  existing: { id: number; cart_hash: string } | null;
  short: [productId: number, available: number][];
}

/** The order lines' columns as the placing statement takes them: one array each, by placeholder name. */
export const LINE_COLUMNS = {
  line_products: (l: PricedOrderLine) => l.productId,
  line_item_codes: (l: PricedOrderLine) => l.itemCode,
  line_names_hr: (l: PricedOrderLine) => l.nameHr,
  line_names_en: (l: PricedOrderLine) => l.nameEn,
  line_unit_prices: (l: PricedOrderLine) => l.unitPriceCents,
  line_rebates: (l: PricedOrderLine) => l.rebatePercent,
  line_vat_rates: (l: PricedOrderLine) => l.vatRate,
  line_quantities: (l: PricedOrderLine) => l.quantity,
  line_net: (l: PricedOrderLine) => l.netCents,
  line_vat: (l: PricedOrderLine) => l.vatCents,
  line_totals: (l: PricedOrderLine) => l.totalCents,
} satisfies Record<string, (line: PricedOrderLine) => number | string>;

/**
 * The whole placing in one statement, so that no lock is held while a round trip waits (on PGlite,
 * where every transaction waits for the one open, the round trips inside a transaction were what a
 * placing cost under load): the customer's cart lines are locked, then the products in id order
 * (`FOR UPDATE`), so two placings never lock in opposite orders; the order key is looked up, and
 * the cart compared with the lines priced and the stock with the cart. Only when all of that holds
 * does `order_placing_gate` let the writes go on: the stock decremented (its `updated_at` queued for
 * the stock-touch job, `catalogue/stock-touches.ts`), the year's next order number, the order, its lines, its
 * first history row, the cart emptied, the confirmation mail queued (written by the mail worker
 * later) and `alsoWrite`. Otherwise the gate ends the statement
 * with the state it found, and every write is undone with it. The year's counter row is held from
 * its increment to the commit at the end of this statement only.
 *
 * Under READ COMMITTED a row locked after waiting for another placing is read in its committed
 * version, so the stock compared is the stock left; the decrement's `stock >= quantity` is checked
 * again at the end (`order_placing_check`).
 *
 * Each step is a CTE (Drizzle's `$with`); PostgreSQL runs each data-modifying one exactly once and
 * keeps the result of a read one that later steps read more than once (the locked cart, the key's
 * order, the short lines, the gate).
 *
 * A prepared statement for a year (Drizzle's `.prepare()`): its values are placeholders, which
 * `writeOrder` names (the order's columns `order_<field>` for each of `orderFields`, the lines'
 * arrays `LINE_COLUMNS`, and the cart's products and quantities in product order) besides those of
 * `alsoWrite`.
 */
export function placingStatement(
  db: Pick<Db, "$with" | "with" | "insert">,
  year: number,
  orderFields: readonly string[],
  alsoWrite: readonly SQL[],
) {
  const param = (name: string) => sql.placeholder(name);
  const ints = (name: keyof typeof LINE_COLUMNS | "cart_products" | "cart_quantities") =>
    sql`${param(name)}::int[]`;
  const texts = (name: keyof typeof LINE_COLUMNS) => sql`${param(name)}::text[]`;
  const insertedValues = Object.fromEntries(
    orderFields.map((field) => [field, param(`order_${field}`)]),
  );
  const orderInsert: SQL = db
    .insert(orders)
    .values({ ...insertedValues, number: sql`(select number from counter)` } as PgInsertValue<
      typeof orders
    >)
    .returning()
    .getSQL();
  const userId = param("user_id");
  const cte = (name: string, body: SQL) => db.$with(name, {}).as(body);
  const ctes = [
    cte(
      "cart",
      sql`
      ${GENERIC_PLAN}${lockedCartLines(userId)}`,
    ),
    cte(
      "existing",
      sql`
      select id, cart_hash from orders where user_id = ${userId} and idempotency_key = ${param("key")}`,
    ),
    cte(
      "stock",
      sql`
      ${lockedStock(sql`select product_id from cart`)}`,
    ),
    cte(
      "short",
      sql`
      select s.id, s.stock from stock s join cart c on c.product_id = s.id where s.stock < c.quantity`,
    ),
    cte(
      "state",
      sql`
      select jsonb_build_object(
        'cart', coalesce((select jsonb_agg(jsonb_build_array(product_id, quantity) order by product_id) from cart), '[]'::jsonb),
        'existing', (select jsonb_build_object('id', id, 'cart_hash', cart_hash) from existing),
        'short', coalesce((select jsonb_agg(jsonb_build_array(id, stock) order by id) from short), '[]'::jsonb),
        'ok', not exists (select from existing) and not exists (select from short)
          and exists (select from cart)
          and (select array_agg(product_id order by product_id) from cart) = ${ints("cart_products")}
          and (select array_agg(quantity order by product_id) from cart) = ${ints("cart_quantities")}
      ) as state`,
    ),
    cte(
      "gate",
      sql`
      select order_placing_gate(state) as passed from state`,
    ),
    cte(
      "decremented",
      sql`
      ${takeStock(ints("line_products"), ints("line_quantities"), sql`gate`)}`,
    ),
    cte(
      "touched",
      sql`
      ${queueStockTouches(sql`decremented`)}`,
    ),
    cte(
      "emptied",
      sql`
      ${emptyCart(userId, sql`gate`)}`,
    ),
    cte(
      "counter",
      sql`
      -- Everything that needs no order number is done before the year's counter row is locked
      -- (its lock is held to the commit: every placing waits for it in turn on PostgreSQL).
      insert into order_number_counters as c (year, last)
      select ${year}, 1 from gate
      where (select count(*) from decremented) + (select count(*) from touched) + (select count(*) from emptied) >= 0
      on conflict (year) do update set last = c.last + 1
      returning ${orderNumberSql(year, sql.raw("c.last"))} as number`,
    ),
    cte("placed", orderInsert),
    cte(
      "lines",
      sql`
      insert into order_lines (order_id, product_id, item_code, name_hr, name_en, unit_price_cents, rebate_percent, vat_rate,
        quantity, net_cents, vat_cents, line_total_cents)
      select placed.id, l.product_id, l.item_code, l.name_hr, l.name_en, l.unit_price_cents, l.rebate_percent, l.vat_rate,
        l.quantity, l.net_cents, l.vat_cents, l.line_total_cents
      from placed, unnest(${ints("line_products")}, ${texts("line_item_codes")}, ${texts("line_names_hr")},
        ${texts("line_names_en")}, ${ints("line_unit_prices")}, ${ints("line_rebates")}, ${ints("line_vat_rates")},
        ${ints("line_quantities")}, ${ints("line_net")}, ${ints("line_vat")}, ${ints("line_totals")})
        with ordinality as l(product_id, item_code, name_hr, name_en, unit_price_cents, rebate_percent, vat_rate,
          quantity, net_cents, vat_cents, line_total_cents, position)
      order by l.position
      returning *`,
    ),
    cte(
      "history",
      sql`
      insert into order_status_history (order_id, status, payment_status) select id, status, payment_status from placed
      returning *`,
    ),
    cte(
      "mail",
      sql`
      ${confirmationMailRow(sql.raw("placed"))}`,
    ),
    ...alsoWrite.map((statement, index) => cte(`also_${index}`, statement)),
  ];
  const statement = db
    .with(...ctes)
    .select({
      order: sql<unknown>`row_to_json(placed)`,
      checked: sql<boolean>`order_placing_check((select count(*) from decremented) = ${param("line_count")}, 'every line decremented')`,
      written_lines: sql<unknown>`(select json_agg(lines order by lines.id) from lines)`,
      written_history: sql<unknown>`(select row_to_json(history) from history)`,
    })
    .from(sql`placed`);
  // Named by its text, as the pool's client names the statements it prepares: a name is prepared
  // once on each connection, and another text (another year, another `alsoWrite`) gets another name.
  return statement.prepare(statementName(statement.toSQL().sql));
}

export type PlacingStatement = ReturnType<typeof placingStatement>;

export const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The state `order_placing_gate` ended the placing statement with, if that is what `error` is (Drizzle wraps the driver's error). */
export function placingState(error: unknown): PlacingState | null {
  for (
    let cause = error;
    typeof cause === "object" && cause !== null;
    cause = (cause as { cause?: unknown }).cause
  ) {
    const { hint, detail } = cause as { hint?: unknown; detail?: unknown };
    if (hint === "order_placing_gate" && typeof detail === "string")
      return JSON.parse(detail) as PlacingState;
  }
  return null;
}
