// Placing an order: the cart priced, its lines checked against the stock, and everything written
// by the placing statement (placing-statement.ts) in one round trip, or the reason it was refused.
import { createHash } from "node:crypto";
import { croatianZipPattern } from "@dukan/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db, Tx } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { tableRow } from "../db/rows.ts";
import { orderYear } from "./order-number.ts";
import type { OrderInput, OrderPricing, PricedOrder } from "./pricing.ts";
import {
  isRow,
  LINE_COLUMNS,
  type PlacingState,
  type PlacingStatement,
  placingState,
  placingStatement,
} from "./placing-statement.ts";
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
  /** Statements of other modules written with the order (the checkout renews the attempt's idempotency key; the ERP's outbox row). */
  alsoWrite?: readonly AlsoWritten[];
  /** Payment on account: without it, an order on account is `payment_method_not_available`. */
  onAccount?: OnAccountCheck;
}

/**
 * The credit check of an order on account (another module's: the terms are accounts', the open
 * invoices invoices'). It runs in the placing's transaction before the order is written and must
 * lock the customer's terms row first, so two orders at once take their turns against the limit;
 * it refuses by throwing, and answers the terms' days, which the order keeps.
 */
export interface OnAccountCheck {
  check(tx: Tx, user: UserRow, totalCents: number): Promise<{ paymentDays: number }>;
}

/** The gate's state, thrown out of an on-account placing's transaction so that it rolls back. */
class NotPlaced extends Error {
  constructor(readonly state: PlacingState) {
    super("not placed");
  }
}

/**
 * A data-modifying statement of another module written in the placing statement, so undone with
 * it when nothing is placed. Its values are `sql.placeholder`s (named apart from the placing's own:
 * `order_…`, `line_…`, `cart_…`, `user_id`, `key`, `line_count`), filled for each placing by `values`;
 * it may read `placed`, the order inserted (`select id from placed`).
 */
export interface AlsoWritten {
  statement: SQL;
  values(user: UserRow, idempotencyKey: string): Record<string, unknown>;
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

/** Placing orders: stock, order, lines, history and the emptied cart in one statement. */
export function orderPlacement(db: Db, options: PlacementOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** The placing statement, prepared for the year it numbers orders in (and again in a new year). */
  let placing: { year: number; statement: PlacingStatement } | undefined;
  const placingFor = (year: number) => (orderFields: readonly string[]) => {
    if (placing?.year !== year) {
      placing = {
        year,
        statement: placingStatement(
          db,
          year,
          orderFields,
          (options.alsoWrite ?? []).map((also) => also.statement),
        ),
      };
    }
    return placing.statement;
  };

  /** An order the key placed, read again (a retry or a double click): refused when the cart is another one. */
  async function replay(
    cart: readonly CartLineLock[],
    existing: { id: number; cartHash: string },
  ): Promise<PlacedOrder> {
    if (cart.length > 0 && existing.cartHash !== cartHash(cart))
      throw new Refusal("idempotency_conflict");
    return { ...(await readOrder(db, existing.id)), replayed: true };
  }

  /**
   * An order on account: a transaction, not the one statement, since the credit check reads the
   * open invoices and orders after it locked the terms row (in a statement of its own, so it sees
   * every order committed while it waited for that lock); then the placing statement, prepared in
   * the transaction. Orders on account are few (companies with terms), so they pay the round trips.
   */
  async function writeOnAccount(
    user: UserRow,
    input: OrderInput,
    priced: PricedOrder,
    alsoWritten: Record<string, unknown>,
  ): ReturnType<typeof writeOrder> {
    const check = options.onAccount;
    if (!check) throw new Refusal("payment_method_not_available");
    try {
      return await db.transaction(async (tx) => {
        const { paymentDays } = await check.check(tx, user, priced.totals.totalCents);
        const year = orderYear(now());
        const written = await writeOrder(
          (fields) =>
            placingStatement(
              tx,
              year,
              fields,
              (options.alsoWrite ?? []).map((also) => also.statement),
            ),
          user,
          { ...input, paymentDays },
          priced,
          alsoWritten,
        );
        if ("state" in written) throw new NotPlaced(written.state);
        return written;
      });
    } catch (error) {
      if (error instanceof NotPlaced) return { state: error.state };
      // A retry of an order this key already placed (the second of a double click, checked once the
      // first had committed and taken up the limit) is answered with that order, not refused: the
      // placing statement finds it and writes nothing.
      if (error instanceof Refusal && (await keyPlaced(user, input.idempotencyKey)))
        return writeOrder(placingFor(orderYear(now())), user, input, priced, alsoWritten);
      throw error;
    }
  }

  /** Whether the customer's idempotency key has placed an order. */
  async function keyPlaced(user: UserRow, key: string): Promise<boolean> {
    const [found] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.userId} = ${user.id} and ${orders.idempotencyKey} = ${key}`);
    return found !== undefined;
  }

  /** One attempt: the order placed, the order the key already placed, or "reprice" (the cart changed since it was priced). */
  async function attempt(
    user: UserRow,
    input: OrderInput,
    priced: PricedOrder,
  ): Promise<PlacedOrder | "reprice"> {
    const alsoWritten = Object.assign(
      {},
      ...(options.alsoWrite ?? []).map((also) => also.values(user, input.idempotencyKey)),
    ) as Record<string, unknown>;
    const written =
      input.paymentMethod === "on_account"
        ? await writeOnAccount(user, input, priced, alsoWritten)
        : await writeOrder(placingFor(orderYear(now())), user, input, priced, alsoWritten);
    if (!("state" in written)) return { ...written, replayed: false, priced };
    const { state } = written;
    const cart = state.cart.map(([productId, quantity]) => ({ productId, quantity }));
    if (state.existing)
      return replay(cart, { id: state.existing.id, cartHash: state.existing.cart_hash });
    if (cart.length === 0) {
      // Two placings with one key at once: the second waited for the cart the first emptied, and
      // its statement began before the first's order existed; a new look finds it.
      const [existing] = await db
        .select({ id: orders.id, cartHash: orders.cartHash })
        .from(orders)
        .where(
          sql`${orders.userId} = ${user.id} and ${orders.idempotencyKey} = ${input.idempotencyKey}`,
        );
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
        {
          productId,
          itemCode,
          nameHr,
          nameEn,
          requested: quantity,
          available: left,
          code: left > 0 ? "no_more_stock" : "out_of_stock",
        },
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
    async placeOrder(
      user: UserRow,
      input: OrderInput,
      pricing: OrderPricing,
    ): Promise<PlacedOrder> {
      if (input.deliveryMethod === "delivery_service") {
        const zip = (input.delivery?.zip ?? "").trim();
        if (zip === "") throw refuseFields({ zip: "required" });
        if (!croatianZipPattern.test(zip)) throw refuseFields({ zip: "zip" });
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
 * Places the order with the placing statement (`placingStatement`), its values filled from the
 * priced order: the order, lines and first history row written, or the state the gate found.
 */
async function writeOrder(
  statementFor: (orderFields: readonly string[]) => PlacingStatement,
  user: UserRow,
  input: OrderInput,
  priced: PricedOrder,
  alsoWritten: Record<string, unknown>,
): Promise<
  { order: OrderRow; lines: OrderLineRow[]; history: OrderHistoryRow } | { state: PlacingState }
> {
  const { lines } = priced;
  const byProduct = [...lines].sort((a, b) => a.productId - b.productId);
  const fields = orderValues(user, input, priced, cartHash(lines));
  const values: Record<string, unknown> = {
    ...alsoWritten,
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [`order_${key}`, value])),
    user_id: user.id,
    key: input.idempotencyKey,
    cart_products: byProduct.map((l) => l.productId),
    cart_quantities: byProduct.map((l) => l.quantity),
    line_count: lines.length,
  };
  for (const [name, pick] of Object.entries(LINE_COLUMNS))
    values[name] = lines.map((line) => pick(line));
  let rows;
  try {
    rows = await statementFor(Object.keys(fields)).execute(values);
  } catch (error) {
    const state = placingState(error);
    if (state) return { state };
    throw error;
  }
  const [row] = rows;
  if (!row || !isRow(row.order)) throw new Error("order insert returned no row");
  const lineRows = Array.isArray(row.written_lines)
    ? (row.written_lines as Record<string, unknown>[])
    : [];
  if (typeof row.written_history !== "object" || row.written_history === null)
    throw new Error("history insert returned no row");
  return {
    order: tableRow(orders, row.order),
    lines: lineRows.map((line) => tableRow(orderLines, line)),
    history: tableRow(orderStatusHistory, row.written_history as Record<string, unknown>),
  };
}

async function readOrder(db: Db, id: number): Promise<Pick<PlacedOrder, "order" | "lines">> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} vanished`);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  return { order, lines };
}

/** The order's own columns (all but its number, which the statement takes from the year's counter). */
function orderValues(
  user: UserRow,
  input: OrderInput,
  priced: PricedOrder,
  hash: string,
): Omit<typeof orders.$inferInsert, "number"> {
  const { buyer, delivery } = input;
  const { totals } = priced;
  return {
    userId: user.id,
    paymentMethod: input.paymentMethod,
    instalments: input.paymentMethod === "card_instalments" ? (input.instalments ?? null) : null,
    paymentDays: input.paymentMethod === "on_account" ? (input.paymentDays ?? null) : null,
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
