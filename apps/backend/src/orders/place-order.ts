import { createHash } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { tableRow } from "../db/rows.ts";
import { confirmationMailRow } from "./order-mails.ts";
import { orderNumberSql, orderYear } from "./order-number.ts";
import type { OrderInput, OrderPricing, PricedOrder, PricedOrderLine } from "./pricing.ts";
import { orderLines, orders, orderStatusHistory } from "./schema.ts";
import { type ShortLine, StockRefusal } from "./stock-refusal.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
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
   * Tests only: runs inside the transaction after the cart and the order key were checked and
   * before the stock is locked, to make races happen at that exact step.
   */
  beforeStock?: () => Promise<void>;
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

/** Placing orders: stock, order, lines, history and the emptied cart in one transaction. */
export function orderPlacement(db: Db, options: PlacementOptions = {}) {
  const now = options.now ?? (() => new Date());

  /**
   * One attempt inside one transaction. Locks the customer's cart lines first (a second placing
   * by the same customer waits here, then finds the order the first made), then the products in
   * id order (`FOR UPDATE`), so two orders never lock in opposite orders; the order number last.
   */
  async function attempt(tx: Tx, user: UserRow, input: OrderInput, priced: PricedOrder): Promise<PlacedOrder | "reprice"> {
    const cart = (
      await tx.execute(sql`
        select cl.product_id, cl.quantity from cart_lines cl join products p on p.id = cl.product_id
        where cl.user_id = ${user.id} and p.active
        order by cl.product_id
        for update of cl`)
    ).rows.map((row) => ({ productId: Number(row.product_id), quantity: Number(row.quantity) }));
    const hash = cartHash(cart);

    const [existing] = await tx
      .select({ id: orders.id, cartHash: orders.cartHash })
      .from(orders)
      .where(sql`${orders.userId} = ${user.id} and ${orders.idempotencyKey} = ${input.idempotencyKey}`);
    if (existing) {
      if (cart.length > 0 && existing.cartHash !== hash) throw new Refusal("idempotency_conflict");
      return { ...(await readOrder(tx, existing.id)), replayed: true };
    }
    if (cart.length === 0) throw new Refusal("empty_cart");
    if (cartHash(priced.lines) !== hash) return "reprice";

    await options.beforeStock?.();
    const ids = cart.map((l) => l.productId);
    const stock = new Map(
      (
        await tx.execute(sql`
          select id, stock from products where id = any(${sql.param(ids)}::int[])
          order by id
          for update`)
      ).rows.map((row) => [Number(row.id), Number(row.stock)]),
    );
    const short = priced.lines.flatMap((line): ShortLine[] => {
      const available = stock.get(line.productId) ?? 0;
      if (available >= line.quantity) return [];
      const { productId, itemCode, nameHr, nameEn, quantity } = line;
      return [
        { productId, itemCode, nameHr, nameEn, requested: quantity, available, code: available > 0 ? "no_more_stock" : "out_of_stock" },
      ];
    });
    if (short.length > 0) throw new StockRefusal(short);

    const written = await writeOrder(tx, user, input, priced, hash, orderYear(now()));
    if (written.decremented !== cart.length) throw new Error("stock changed under a row lock");
    return { order: written.order, lines: written.lines, history: written.history, replayed: false, priced };
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
        const placed = await db.transaction((tx) => attempt(tx, user, input, priced));
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
 * Everything the placing writes, in one statement (one round trip while the locks are held; on
 * PGlite, where every transaction waits for the one open, that is most of what a placing costs):
 * the stock decremented, the year's next order number, the order, its lines, its first history
 * row, the cart emptied and the confirmation mail queued (written by the mail worker later). The
 * counter row stays locked from here to the commit, the next round trip.
 */
async function writeOrder(
  tx: Tx,
  user: UserRow,
  input: OrderInput,
  priced: PricedOrder,
  hash: string,
  year: number,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; history: OrderHistoryRow; decremented: number }> {
  const { lines } = priced;
  const ints = (pick: (line: PricedOrderLine) => number) => sql`${sql.param(lines.map(pick))}::int[]`;
  const texts = (pick: (line: PricedOrderLine) => string) => sql`${sql.param(lines.map(pick))}::text[]`;
  const orderInsert: SQL = tx
    .insert(orders)
    .values(orderValues(user, input, priced, sql`(select number from counter)`, hash))
    .returning()
    .getSQL();
  const result = await tx.execute(sql`
    with decremented as (
      update products p set stock = p.stock - l.quantity, updated_at = now()
      from unnest(${ints((l) => l.productId)}, ${ints((l) => l.quantity)}) as l(id, quantity)
      where p.id = l.id and p.stock >= l.quantity
      returning p.id
    ), counter as (
      insert into order_number_counters as c (year, last) values (${year}, 1)
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
    ), emptied as (
      delete from cart_lines where user_id = ${user.id}
    ), mail as (
      ${confirmationMailRow(sql.raw("placed"))}
    )
    select placed.*, (select count(*) from decremented)::int as decremented_lines,
      (select json_agg(lines order by lines.id) from lines) as written_lines,
      (select row_to_json(history) from history) as written_history
    from placed`);
  const [row] = result.rows as Record<string, unknown>[];
  if (!row) throw new Error("order insert returned no row");
  const lineRows = Array.isArray(row.written_lines) ? (row.written_lines as Record<string, unknown>[]) : [];
  if (typeof row.written_history !== "object" || row.written_history === null) throw new Error("history insert returned no row");
  return {
    order: tableRow(orders, row),
    lines: lineRows.map((line) => tableRow(orderLines, line)),
    history: tableRow(orderStatusHistory, row.written_history as Record<string, unknown>),
    decremented: Number(row.decremented_lines),
  };
}

async function readOrder(tx: Tx, id: number): Promise<Pick<PlacedOrder, "order" | "lines">> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} vanished`);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
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
