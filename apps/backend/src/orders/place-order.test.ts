import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "../accounts/user.ts";
import { cartService } from "../cart/service.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { products } from "../catalogue/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { cartPricing } from "./cart-pricing.testing.ts";
import { orderPlacement } from "./place-order.ts";
import type { OrderInput, OrderPricing } from "./pricing.ts";
import { orderLines, orders, orderStatusHistory } from "./schema.ts";
import { StockRefusal } from "./stock-refusal.ts";

let database: Database;
let placement: ReturnType<typeof orderPlacement>;
let pricing: OrderPricing;
let buyers: UserRow[];
let items: { id: number; itemCode: string }[];

const BUYERS = 50;
const now = () => new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: now() });
  buyers = await database.db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, n) => ({
        type: n % 2 === 0 ? ("company" as const) : ("person" as const),
        email: `buyer${n}@example.com`,
        name: `Buyer ${n}`,
        companyName: n % 2 === 0 ? `Firma ${n} d.o.o.` : null,
        companyOib: n % 2 === 0 ? "12345678903" : null,
      })),
    )
    .returning();
  items = (
    await database.db
      .select({ id: products.id, itemCode: products.itemCode })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
  ).slice(0, 3);
  // The cart as the shop prices it today, read afresh on every call (no remembered carts).
  const carts = cartService(
    database.db,
    () => Promise.resolve({ categories: new Map(), lineage: new Map() }),
    { memoryMs: 0 },
  );
  pricing = cartPricing(carts.load);
  placement = orderPlacement(database.db, { now });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(cartLines);
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters cascade`,
  );
  await database.db.update(products).set({ stock: 100 });
});

const buyer = (n: number) => buyers[n] as UserRow;
const item = (n: number) => items[n] as { id: number; itemCode: string };
const fill = (n: number, lines: [item: number, quantity: number][]) =>
  database.db
    .insert(cartLines)
    .values(
      lines.map(([i, quantity]) => ({ userId: buyer(n).id, productId: item(i).id, quantity })),
    );
const setStock = (i: number, stock: number) =>
  database.db
    .update(products)
    .set({ stock })
    .where(eq(products.id, item(i).id));
const stockOf = async (i: number) =>
  (
    await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, item(i).id))
  )[0]?.stock;
const ordersOf = (n: number) =>
  database.db
    .select()
    .from(orders)
    .where(eq(orders.userId, buyer(n).id));
const cartOf = (n: number) =>
  database.db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, buyer(n).id));

function input(n: number, key = `key-${n}`): OrderInput {
  const user = buyer(n);
  return {
    idempotencyKey: key,
    paymentMethod: "bank_transfer",
    deliveryMethod: "delivery_service",
    buyer: {
      type: user.type,
      name: user.name,
      email: user.email,
      phone: "",
      company: user.companyName
        ? {
            name: user.companyName,
            oib: user.companyOib ?? "",
            address: "Ilica 1",
            place: "Zagreb",
          }
        : null,
    },
    delivery: { address: "Ilica 1", place: "Zagreb", zip: "10000" },
    note: "",
  };
}
const place = (n: number, key?: string, price: OrderPricing = pricing) =>
  placement.placeOrder(buyer(n), input(n, key), price);

/** Every caller waits until `count` callers arrived: the exact moment when all have passed a step. */
function meetingPoint(count: number) {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) open();
    await opened;
  };
}
/** Placing statements of this database waiting for a row lock (PostgreSQL). */
const placingsWaitingForALock = async () =>
  Number(
    (
      await database.pool.query<{ waiting: string }>(
        "select count(*) as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update of cl%'",
      )
    ).rows[0]?.waiting ?? 0,
  );
/** Resolves once `holds` answers true, asking again at once after each answer (a state to reach, not a time to wait). */
async function waitFor(holds: () => Promise<boolean>): Promise<void> {
  for (let asked = 0; asked < 10_000; asked++) if (await holds()) return;
  throw new Error("the awaited state was never reached");
}
/** The cart's pricing, answering only once `meet` lets it. */
const pricedAfter =
  (meet: () => Promise<void>): OrderPricing =>
  async (user, choices) => {
    const priced = await pricing(user, choices);
    await meet();
    return priced;
  };
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};

describe(`placing an order on ${testDatabaseKind}`, () => {
  it("turns the cart into an order with snapshots, a first history row and less stock, and empties the cart", async () => {
    await fill(0, [
      [0, 2],
      [1, 3],
    ]);
    const placed = await place(0);
    expect(placed.replayed).toBe(false);
    expect(placed.order.number).toBe("2026-000001");
    expect(placed.order).toMatchObject({
      status: "received",
      paymentStatus: "unpaid",
      companyOib: "12345678903",
      deliveryZip: "10000",
    });
    expect(placed.lines.map((l) => [l.productId, l.itemCode, l.quantity])).toEqual([
      [item(0).id, item(0).itemCode, 2],
      [item(1).id, item(1).itemCode, 3],
    ]);
    expect(placed.order.totalCents).toBe(
      placed.lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    );
    expect(
      placed.lines.every((l) => l.unitPriceCents > 0 && l.nameHr !== "" && l.vatRate === 25),
    ).toBe(true);
    expect(await stockOf(0)).toBe(98);
    expect(await stockOf(1)).toBe(97);
    expect(await cartOf(0)).toEqual([]);
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.order.id));
    expect(history.map((h) => [h.status, h.paymentStatus])).toEqual([["received", "unpaid"]]);
  });

  it("numbers an order placed after midnight of New Year's Eve in Zagreb in the new year, by the same placement", async () => {
    let clock = new Date("2026-12-31T22:30:00Z"); // 23:30 in Zagreb
    const overTheYear = orderPlacement(database.db, { now: () => clock });
    await fill(0, [[0, 1]]);
    const lastOfTheYear = await overTheYear.placeOrder(buyer(0), input(0, "eve"), pricing);
    clock = new Date("2026-12-31T23:30:00Z"); // 00:30 on 1 January in Zagreb
    await fill(1, [[0, 1]]);
    const firstOfTheNext = await overTheYear.placeOrder(buyer(1), input(1, "new-year"), pricing);
    await fill(2, [[0, 1]]);
    const secondOfTheNext = await overTheYear.placeOrder(buyer(2), input(2, "new-year"), pricing);
    expect(
      [lastOfTheYear, firstOfTheNext, secondOfTheNext].map((placed) => placed.order.number),
    ).toEqual(["2026-000001", "2027-000001", "2027-000002"]);
  });

  it("refuses an empty cart and writes nothing", async () => {
    expect((await refusalOf(place(0))).code).toBe("empty_cart");
    expect(await ordersOf(0)).toEqual([]);
  });

  it("refuses the delivery service without a zip code, or with one not of five digits", async () => {
    await fill(0, [[0, 1]]);
    const refusal = await refusalOf(
      placement.placeOrder(
        buyer(0),
        { ...input(0), delivery: { address: "Ilica 1", place: "Zagreb", zip: " " } },
        pricing,
      ),
    );
    expect(refusal.fields).toEqual({ zip: "required" });
    const short = await refusalOf(
      placement.placeOrder(
        buyer(0),
        { ...input(0), delivery: { address: "Ilica 1", place: "Split", zip: "2100" } },
        pricing,
      ),
    );
    expect(short.fields).toEqual({ zip: "zip" });
    expect(await stockOf(0)).toBe(100);
  });

  it("a retry with the same key returns the order already made and takes the stock once", async () => {
    await fill(0, [[0, 4]]);
    const first = await place(0, "checkout-1");
    const again = await place(0, "checkout-1");
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(again.lines).toEqual(first.lines);
    expect(await ordersOf(0)).toHaveLength(1);
    expect(await stockOf(0)).toBe(96);
  });

  it("a double click (two placings with one key at once) makes one order", async () => {
    await fill(0, [[0, 4]]);
    const [a, b] = await Promise.all([place(0, "double"), place(0, "double")]);
    expect(a.order.id).toBe(b.order.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await ordersOf(0)).toHaveLength(1);
    expect(await stockOf(0)).toBe(96);
  });

  it("the same key with another cart is a conflict and changes nothing", async () => {
    await fill(0, [[0, 1]]);
    await place(0, "checkout-2");
    await fill(0, [[1, 5]]);
    expect((await refusalOf(place(0, "checkout-2"))).code).toBe("idempotency_conflict");
    expect(await ordersOf(0)).toHaveLength(1);
    expect(await stockOf(1)).toBe(100);
    expect(await cartOf(0)).toHaveLength(1);
  });

  it("names each line the stock no longer covers and places nothing", async () => {
    await fill(0, [
      [0, 2],
      [1, 5],
      [2, 3],
    ]);
    await setStock(1, 4);
    await setStock(2, 0);
    const refusal = await refusalOf(place(0));
    expect(refusal).toBeInstanceOf(StockRefusal);
    expect(refusal.code).toBe("no_more_stock");
    expect(
      (refusal as StockRefusal).lines.map((l) => [l.productId, l.requested, l.available, l.code]),
    ).toEqual([
      [item(1).id, 5, 4, "no_more_stock"],
      [item(2).id, 3, 0, "out_of_stock"],
    ]);
    expect([await stockOf(0), await stockOf(1), await stockOf(2)]).toEqual([100, 4, 0]);
    expect(await ordersOf(0)).toEqual([]);
    expect(await cartOf(0)).toHaveLength(3);
  });

  it("a cart changed after it was priced is priced again", async () => {
    await fill(0, [[0, 1]]);
    let calls = 0;
    const changing: OrderPricing = async (user, choices) => {
      const priced = await pricing(user, choices);
      calls += 1;
      if (calls === 1)
        await database.db
          .update(cartLines)
          .set({ quantity: 2 })
          .where(eq(cartLines.userId, user.id));
      return priced;
    };
    const placed = await place(0, undefined, changing);
    expect(calls).toBe(2);
    expect(placed.lines.map((l) => l.quantity)).toEqual([2]);
  });
});

describe(`the last pieces on ${testDatabaseKind}`, () => {
  it("two buyers for the last piece both pass validation; one wins, the other reads no_more_stock and nothing of theirs is written", async () => {
    await setStock(0, 1);
    await fill(0, [[0, 1]]);
    await fill(1, [[0, 1]]);
    const bothPriced = pricedAfter(meetingPoint(2));
    const results = await Promise.allSettled([
      place(0, undefined, bothPriced),
      place(1, undefined, bothPriced),
    ]);
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(StockRefusal);
    expect((lost[0] as StockRefusal).code).toBe("no_more_stock");
    expect((lost[0] as StockRefusal).lines.map((l) => [l.productId, l.available])).toEqual([
      [item(0).id, 0],
    ]);
    const loser = won[0]?.order.userId === buyer(0).id ? 1 : 0;
    expect(await ordersOf(loser)).toEqual([]);
    expect(await cartOf(loser)).toHaveLength(1);
    expect(await stockOf(0)).toBe(0);
  });

  it.runIf(testDatabaseKind === "postgresql")(
    "two placings both past the cart check wait for the same stock lock: one wins, the other reads what is left and is refused",
    async () => {
      await setStock(0, 1);
      await fill(0, [[0, 1]]);
      await fill(1, [[0, 1]]);
      // A third transaction holds the product's row, so both placing statements stop at its lock.
      const holder = await database.pool.connect();
      try {
        await holder.query("begin");
        await holder.query("select stock from products where id = $1 for update", [item(0).id]);
        const results = Promise.allSettled([0, 1].map((n) => place(n)));
        await waitFor(async () => (await placingsWaitingForALock()) === 2);
        await holder.query("commit");
        const settled = await results;
        expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = settled.find((r) => r.status === "rejected");
        expect(refused?.status === "rejected" && refused.reason instanceof StockRefusal).toBe(true);
        expect(
          refused?.status === "rejected" &&
            (refused.reason as StockRefusal).lines.map((l) => l.available),
        ).toEqual([0]);
      } finally {
        holder.release(true); // never back into the pool with a transaction open
      }
      expect(await stockOf(0)).toBe(0);
      expect(await database.db.select().from(orders)).toHaveLength(1);
    },
  );

  it(`${BUYERS} buyers at once for a product with stock 20: exactly 20 orders, numbered consecutively, stock 0`, async () => {
    await setStock(0, 20);
    for (let n = 0; n < BUYERS; n++) await fill(n, [[0, 1]]);
    const results = await Promise.allSettled(Array.from({ length: BUYERS }, (_, n) => place(n)));
    const placed = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(placed).toHaveLength(20);
    expect(refused).toHaveLength(BUYERS - 20);
    expect(refused.every((e) => e instanceof StockRefusal && e.code === "no_more_stock")).toBe(
      true,
    );
    expect(await stockOf(0)).toBe(0);
    const numbers = (await database.db.select({ number: orders.number }).from(orders))
      .map((o) => o.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, n) => `2026-${String(n + 1).padStart(6, "0")}`),
    );
    const winners = placed.map((p) => p.order.userId);
    const left = await database.db
      .select()
      .from(cartLines)
      .where(and(inArray(cartLines.userId, winners)));
    expect(left).toEqual([]);
    expect(await database.db.select().from(orderLines)).toHaveLength(20);
  });
});
