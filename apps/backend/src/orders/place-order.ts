import { createHash } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { GENERIC_PLAN } from "../db/generic-plan.ts";
import { tableRow } from "../db/rows.ts";
import { confirmationMailRow } from "./order-mails.ts";
import { orderNumberSql, orderYear } from "./order-number.ts";
import type { OrderInput, OrderPricing, PricedOrder, PricedOrderLine } from "./pricing.ts";
import { orderLines, orders, orderStatusHistory } from "./schema.ts";
import { type ShortLine, StockRefusal } from "./stock-refusal.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * An order just written (with its first history row and the pricing it was written from), or one the
 * idempotency key had already placed (`replayed`: a retry or double click), as read back.
 */
export type PlacedOrder = { order: OrderRow; lines: OrderLineRow[] } & (
  { replayed: false; history: OrderHistoryRow; priced: PricedOrder } | { replayed: true }
);

export interface PlacementOptions {
  now?: () => Date;
  /** Called after the cart was emptied (the cart service forgets the cart it remembers). */
  cartEmptied?: (user: UserRow) => void;
  /**
   * A data-modifying statement of another module written with the order, in the placing statement
   * (the checkout renews the attempt's idempotency key): undone with it when nothing is placed.
   */
  alsoWrite?: (user: UserRow, idempotencyKey: string) => SQL;
}

/** How often a cart that changed between pricing and placing is priced again before giving up. */
const PRICING_ATTEMPTS = 3;

interface CartLineLock {
  productId: number;
  quantity: number;
}

/** The cart an order is made from: its products and quantities, in product order. */
export function cartHash(lines: readonly CartLineLock[]): string {
  const text = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => `${l.productId}:${l.quantity}`)
    .join(",");
  return createHash("sha256").update(text).digest("hex");
}

/**
 * What the placing statement found when it placed nothing (the detail of `order_placing_gate`'s
 * error): the customer's cart (active products, by id), an order the key had already placed, and
 * the lines the stock no longer covers with what is left.
 */
interface PlacingState {
  cart: [productId: number, quantity: number][];
  existing: { id: number; cart_hash: string } | null;
  short: [productId: number, available: number][];
}

/** Placing orders: stock, order, lines, history and the emptied cart in one statement. */
export function orderPlacement(db: Db, options: PlacementOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** An order the key placed, read again (a retry or a double click): refused when the cart is another one. */
  async function replay(cart: readonly CartLineLock[], existing: { id: number; cartHash: string }): Promise<PlacedOrder> {
    if (cart.length > 0 && existing.cartHash !== cartHash(cart)) throw new Refusal("idempotency_conflict");
    return { ...(await readOrder(db, existing.id)), replayed: true };
  }

  /** One attempt: the order placed, the order the key already placed, or "reprice" (the cart changed since it was priced). */
  async function attempt(user: UserRow, input: OrderInput, priced: PricedOrder): Promise<PlacedOrder | "reprice"> {
    const placing = await writeOrder(db, user, input, priced, orderYear(now()), options.alsoWrite?.(user, input.idempotencyKey));
    if (!("state" in placing)) return { ...placing, replayed: false, priced };
    const { state } = placing;
    const cart = state.cart.map(([productId, quantity]) => ({ productId, quantity }));
    if (state.existing) return replay(cart, { id: state.existing.id, cartHash: state.existing.cart_hash });
    if (cart.length === 0) {
      // Two placings with one key at once: the second waited for the cart the first emptied, and
      // its statement began before the first's order existed; a new look finds it.
      const [existing] = await db
        .select({ id: orders.id, cartHash: orders.cartHash })
        .from(orders)
        .where(sql`${orders.userId} = ${user.id} and ${orders.idempotencyKey} = ${input.idempotencyKey}`);
      if (existing) return replay(cart, existing);
      throw new Refusal("empty_cart");
    }
    if (cartHash(priced.lines) !== cartHash(cart)) return "reprice";
    const available = new Map(state.short);
    const short = priced.lines.flatMap((line): ShortLine[] => {
      const left = available.get(line.productId);
      if (left === undefined) return [];
      const { productId, itemCode, nameHr, nameEn, quantity } = line;
      return [
        { productId, itemCode, nameHr, nameEn, requested: quantity, available: left, code: left > 0 ? "no_more_stock" : "out_of_stock" },
      ];
    });
    if (short.length > 0) throw new StockRefusal(short);
    throw new Error(`order not placed for no known reason: ${JSON.stringify(state)}`);
  }

  return {
    /**
     * `POST /api/orders`: the cart becomes an order, or nothing changes. Refusals: `empty_cart`;
     * `no_more_stock` (a `StockRefusal` naming each line the stock no longer covers);
     * `idempotency_conflict` when the key already placed an order from another cart;
     * `cart_changed` when the cart kept changing while it was priced.
     */
    async placeOrder(user: UserRow, input: OrderInput, pricing: OrderPricing): Promise<PlacedOrder> {
      if (input.deliveryMethod === "delivery_service" && (input.delivery?.zip ?? "").trim() === "") {
        throw refuseFields({ zip: "required" });
      }
      for (let attempts = 0; attempts < PRICING_ATTEMPTS; attempts++) {
        const priced = await pricing(user, input);
        const placed = await attempt(user, input, priced);
        if (placed !== "reprice") {
          if (!placed.replayed) options.cartEmptied?.(user);
          return placed;
        }
      }
      throw new Refusal("cart_changed");
    },
  };
}

/**
 * The whole placing in one statement, so that no lock is held while a round trip waits (on PGlite,
 * where every transaction waits for the one open, the round trips inside a transaction were what a
 * placing cost under load): the customer's cart lines are locked, then the products in id order
 * (`FOR UPDATE`), so two placings never lock in opposite orders; the order key is looked up, and
 * the cart compared with the lines priced and the stock with the cart. Only when all of that holds
 * does `order_placing_gate` let the writes go on: the stock decremented (its `updated_at` queued for
 * the stock-touch job, `stock-touches.ts`), the year's next order number, the order, its lines, its
 * first history row, the cart emptied, the confirmation mail queued (written by the mail worker
 * later) and `alsoWrite`. Otherwise the gate ends the statement
 * with the state it found, and every write is undone with it. The year's counter row is held from
 * its increment to the commit at the end of this statement only.
 *
 * Under READ COMMITTED a row locked after waiting for another placing is read in its committed
 * version, so the stock compared is the stock left; the decrement's `stock >= quantity` is checked
 * again at the end (`order_placing_check`).
 */
async function writeOrder(
  db: Db,
  user: UserRow,
  input: OrderInput,
  priced: PricedOrder,
  year: number,
  alsoWrite: SQL | undefined,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; history: OrderHistoryRow } | { state: PlacingState }> {
  const { lines } = priced;
  const ints = (pick: (line: PricedOrderLine) => number) => sql`${sql.param(lines.map(pick))}::int[]`;
  const texts = (pick: (line: PricedOrderLine) => string) => sql`${sql.param(lines.map(pick))}::text[]`;
  const byProduct = [...lines].sort((a, b) => a.productId - b.productId);
  const orderInsert: SQL = db
    .insert(orders)
    .values(orderValues(user, input, priced, sql`(select number from counter)`, cartHash(lines)))
    .returning()
    .getSQL();
  let result;
  try {
    result = await db.execute(sql`${GENERIC_PLAN}
      with cart as materialized (
        select cl.product_id, cl.quantity from cart_lines cl join products p on p.id = cl.product_id
        where cl.user_id = ${user.id} and p.active
        order by cl.product_id
        for update of cl
      ), existing as materialized (
        select id, cart_hash from orders where user_id = ${user.id} and idempotency_key = ${input.idempotencyKey}
      ), stock as materialized (
        select id, stock from products where id in (select product_id from cart) order by id for update
      ), short as materialized (
        select s.id, s.stock from stock s join cart c on c.product_id = s.id where s.stock < c.quantity
      ), state as materialized (
        select jsonb_build_object(
          'cart', coalesce((select jsonb_agg(jsonb_build_array(product_id, quantity) order by product_id) from cart), '[]'::jsonb),
          'existing', (select jsonb_build_object('id', id, 'cart_hash', cart_hash) from existing),
          'short', coalesce((select jsonb_agg(jsonb_build_array(id, stock) order by id) from short), '[]'::jsonb),
          'ok', not exists (select from existing) and not exists (select from short)
            and exists (select from cart)
            and (select array_agg(product_id order by product_id) from cart) = ${sql.param(byProduct.map((l) => l.productId))}::int[]
            and (select array_agg(quantity order by product_id) from cart) = ${sql.param(byProduct.map((l) => l.quantity))}::int[]
        ) as state
      ), gate as materialized (
        select order_placing_gate(state) as passed from state
      ), decremented as (
        update products p set stock = p.stock - l.quantity
        from unnest(${ints((l) => l.productId)}, ${ints((l) => l.quantity)}) as l(id, quantity), gate
        where p.id = l.id and p.stock >= l.quantity
        returning p.id
      ), touched as (
        insert into product_touches (product_id) select id from decremented on conflict do nothing
        returning product_id
      ), emptied as (
        delete from cart_lines where user_id = ${user.id} and exists (select from gate)
        returning id
      ), counter as (
        -- Everything that needs no order number is done before the year's counter row is locked
        -- (its lock is held to the commit: every placing waits for it in turn on PostgreSQL).
        insert into order_number_counters as c (year, last)
        select ${year}, 1 from gate
        where (select count(*) from decremented) + (select count(*) from touched) + (select count(*) from emptied) >= 0
        on conflict (year) do update set last = c.last + 1
        returning ${orderNumberSql(year, sql.raw("c.last"))} as number
      ), placed as (
        ${orderInsert}
      ), lines as (
        insert into order_lines (order_id, product_id, item_code, name_hr, name_en, unit_price_cents, rebate_percent, vat_rate,
          quantity, net_cents, vat_cents, line_total_cents)
        select placed.id, l.product_id, l.item_code, l.name_hr, l.name_en, l.unit_price_cents, l.rebate_percent, l.vat_rate,
          l.quantity, l.net_cents, l.vat_cents, l.line_total_cents
        from placed, unnest(${ints((l) => l.productId)}, ${texts((l) => l.itemCode)}, ${texts((l) => l.nameHr)},
          ${texts((l) => l.nameEn)}, ${ints((l) => l.unitPriceCents)}, ${ints((l) => l.rebatePercent)}, ${ints((l) => l.vatRate)},
          ${ints((l) => l.quantity)}, ${ints((l) => l.netCents)}, ${ints((l) => l.vatCents)}, ${ints((l) => l.totalCents)})
          with ordinality as l(product_id, item_code, name_hr, name_en, unit_price_cents, rebate_percent, vat_rate,
            quantity, net_cents, vat_cents, line_total_cents, position)
        order by l.position
        returning *
      ), history as (
        insert into order_status_history (order_id, status, payment_status) select id, status, payment_status from placed
        returning *
      ), mail as (
        ${confirmationMailRow(sql.raw("placed"))}
      )${alsoWrite ? sql`, also as (${alsoWrite})` : sql``}
      select placed.*,
        order_placing_check((select count(*) from decremented) = ${lines.length}, 'every line decremented') as checked,
        (select json_agg(lines order by lines.id) from lines) as written_lines,
        (select row_to_json(history) from history) as written_history
      from placed`);
  } catch (error) {
    const state = placingState(error);
    if (state) return { state };
    throw error;
  }
  const [row] = result.rows as Record<string, unknown>[];
  if (!row) throw new Error("order insert returned no row");
  const lineRows = Array.isArray(row.written_lines) ? (row.written_lines as Record<string, unknown>[]) : [];
  if (typeof row.written_history !== "object" || row.written_history === null) throw new Error("history insert returned no row");
  return {
    order: tableRow(orders, row),
    lines: lineRows.map((line) => tableRow(orderLines, line)),
    history: tableRow(orderStatusHistory, row.written_history as Record<string, unknown>),
  };
}

/** The state `order_placing_gate` ended the placing statement with, if that is what `error` is (Drizzle wraps the driver's error). */
function placingState(error: unknown): PlacingState | null {
  for (let cause = error; typeof cause === "object" && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { hint, detail } = cause as { hint?: unknown; detail?: unknown };
    if (hint === "order_placing_gate" && typeof detail === "string") return JSON.parse(detail) as PlacingState;
  }
  return null;
}

async function readOrder(db: Db, id: number): Promise<Pick<PlacedOrder, "order" | "lines">> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} vanished`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
  return { order, lines };
}

function orderValues(user: UserRow, input: OrderInput, priced: PricedOrder, number: SQL, hash: string): PgInsertValue<typeof orders> {
  const { buyer, delivery } = input;
  const { totals } = priced;
  return {
    number,
    userId: user.id,
    paymentMethod: input.paymentMethod,
    instalments: input.paymentMethod === "card_instalments" ? (input.instalments ?? null) : null,
    deliveryMethod: input.deliveryMethod,
    buyerType: buyer.type,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerPhone: buyer.phone,
    companyName: buyer.company?.name ?? null,
    companyOib: buyer.company?.oib ?? null,
    companyAddress: buyer.company?.address ?? null,
    companyPlace: buyer.company?.place ?? null,
    deliveryAddress: delivery?.address ?? null,
    deliveryPlace: delivery?.place ?? null,
    deliveryZip: delivery?.zip ?? null,
    note: input.note,
    language: input.language ?? "hr",
    pricesIncludeVat: priced.pricesIncludeVat,
    subtotalCents: totals.subtotalCents,
    rebateCents: totals.rebateCents,
    vatCents: totals.vatCents,
    deliveryFeeCents: totals.deliveryFeeCents,
    cardSurchargeCents: totals.cardSurchargeCents,
    totalCents: totals.totalCents,
    idempotencyKey: input.idempotencyKey,
    cartHash: hash,
  };
}
