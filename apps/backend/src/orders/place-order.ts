import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { nextOrderNumber, orderYear } from "./order-number.ts";
import type { OrderInput, OrderPricing, PricedOrder, PricedOrderLine } from "./pricing.ts";
import { orderLines, orders, orderStatusHistory } from "./schema.ts";
import { type ShortLine, StockRefusal } from "./stock-refusal.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface PlacedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** True when the idempotency key had already placed this order (a retry or double click). */
  replayed: boolean;
}

export interface PlacementOptions {
  now?: () => Date;
  /** Called after the cart was emptied (the cart service forgets the cart it remembers). */
  cartEmptied?: (user: UserRow) => void;
  /**
   * Runs inside the placing transaction once the order, its lines and its first history row are
   * written (the confirmation mail goes into the outbox here, so it exists exactly when the order does).
   * The order has no number yet: `takeNumber` gives it the year's next one and answers the numbered
   * row. Read what is needed first and take the number last — the year's counter row stays locked
   * from then to the commit, so every placing waits for the one holding it.
   */
  afterPlaced?: (tx: Tx, order: OrderRow, takeNumber: () => Promise<OrderRow>) => Promise<void>;
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

    const decremented = await tx.execute(sql`
      update products p set stock = p.stock - l.quantity, updated_at = now()
      from unnest(${sql.param(ids)}::int[], ${sql.param(cart.map((l) => l.quantity))}::int[]) as l(id, quantity)
      where p.id = l.id and p.stock >= l.quantity`);
    if (decremented.rowCount !== cart.length) throw new Error("stock changed under a row lock");

    // Numbered last (takeNumber): until then a placeholder unique to the customer's attempt, never seen outside this transaction.
    const [order] = await tx
      .insert(orders)
      .values(orderValues(user, input, priced, `~${user.id}:${input.idempotencyKey}`, hash))
      .returning();
    if (!order) throw new Error("order insert returned no row");
    const lines = await tx
      .insert(orderLines)
      .values(priced.lines.map((line) => lineValues(order.id, line)))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
    await tx.execute(sql`delete from cart_lines where user_id = ${user.id}`);
    let numbered: OrderRow | null = null;
    const takeNumber = async (): Promise<OrderRow> => {
      if (numbered) return numbered;
      const number = await nextOrderNumber(tx, orderYear(now()));
      const [row] = await tx.update(orders).set({ number }).where(eq(orders.id, order.id)).returning();
      if (!row) throw new Error(`order ${order.id} vanished`);
      numbered = row;
      return row;
    };
    await options.afterPlaced?.(tx, order, takeNumber);
    return { order: await takeNumber(), lines, replayed: false };
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

async function readOrder(tx: Tx, id: number): Promise<Omit<PlacedOrder, "replayed">> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} vanished`);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
  return { order, lines };
}

function orderValues(user: UserRow, input: OrderInput, priced: PricedOrder, number: string, hash: string): typeof orders.$inferInsert {
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

function lineValues(orderId: number, line: PricedOrderLine): typeof orderLines.$inferInsert {
  return {
    orderId,
    productId: line.productId,
    itemCode: line.itemCode,
    nameHr: line.nameHr,
    nameEn: line.nameEn,
    unitPriceCents: line.unitPriceCents,
    rebatePercent: line.rebatePercent,
    vatRate: line.vatRate,
    quantity: line.quantity,
    netCents: line.netCents,
    vatCents: line.vatCents,
    lineTotalCents: line.totalCents,
  };
}
