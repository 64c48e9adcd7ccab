import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../accounts/user.ts";
import { cartService } from "../cart/service.ts";
import { seedDemoCatalogue } from "./seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { cartPricing } from "../orders/cart-pricing.testing.ts";
import { orderPlacement } from "../orders/place-order.ts";
import type { OrderInput } from "../orders/pricing.ts";
import { products, productTouches } from "./schema.ts";
import { touchOrderedProducts } from "./stock-touches.ts";

let database: Database;
let buyer: UserRow;
let ids: number[];
const longAgo = new Date("2026-01-01T00:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: longAgo });
  const [user] = await database.db
    .insert(users)
    .values({ type: "person", email: "touch@example.com", name: "Iva" })
    .returning();
  if (!user) throw new Error("no user");
  buyer = user;
  ids = (
    await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
  )
    .slice(0, 2)
    .map((p) => p.id);
  await database.db.update(products).set({ stock: 50, updatedAt: longAgo });
});
afterAll(async () => {
  await database?.close();
});

const input = (key: string): OrderInput => ({
  idempotencyKey: key,
  paymentMethod: "bank_transfer",
  instalments: null,
  deliveryMethod: "personal_pickup",
  buyer: { type: "person", name: "Iva", email: "touch@example.com", phone: "", company: null },
  delivery: null,
  note: "",
  language: "hr",
});

async function placeOne(key: string) {
  await database.db
    .insert(cartLines)
    .values(ids.map((productId) => ({ userId: buyer.id, productId, quantity: 1 })));
  const carts = cartService(
    database.db,
    () => Promise.resolve({ categories: new Map(), lineage: new Map() }),
    { memoryMs: 0 },
  );
  await orderPlacement(database.db).placeOrder(buyer, input(key), cartPricing(carts.load));
}

const changeTimes = async () =>
  await database.db
    .select({ id: products.id, stock: products.stock, updatedAt: products.updatedAt })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);

describe("an order's stock change and the products' updated_at", () => {
  it("is queued by the placing (the decrement leaves updated_at alone) and moved to now by the job, once", async () => {
    await placeOne("touch-0001");
    await placeOne("touch-0002");
    const placed = await changeTimes();
    expect(placed.map((p) => p.stock)).toEqual([48, 48]);
    expect(placed.map((p) => p.updatedAt.toISOString())).toEqual([
      longAgo.toISOString(),
      longAgo.toISOString(),
    ]);
    // Two orders of the same products: each product queued once.
    expect(
      (await database.db.select().from(productTouches).orderBy(productTouches.productId)).map(
        (t) => t.productId,
      ),
    ).toEqual(ids);

    const before = Date.now();
    await touchOrderedProducts(database.db);
    const touched = await changeTimes();
    for (const product of touched)
      expect(product.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(await database.db.select().from(productTouches)).toEqual([]);

    // Nothing queued: nothing moves.
    await touchOrderedProducts(database.db);
    expect((await changeTimes()).map((p) => p.updatedAt.getTime())).toEqual(
      touched.map((p) => p.updatedAt.getTime()),
    );
  });

  it("never moves updated_at back (a product changed by the staff after the order keeps its later time)", async () => {
    const later = new Date(Date.now() + 3_600_000);
    await database.db.execute(sql`insert into product_touches (product_id) values (${ids[0]})`);
    await database.db
      .update(products)
      .set({ updatedAt: later })
      .where(eq(products.id, ids[0] ?? 0));
    await touchOrderedProducts(database.db);
    expect((await changeTimes())[0]?.updatedAt.toISOString()).toBe(later.toISOString());
  });

  it.runIf(testDatabaseKind === "postgresql")(
    "skips a product a placing holds (it queues the product after locking it: waiting for it would deadlock) and takes it next round",
    async () => {
      const [held, free] = ids as [number, number];
      await database.db.update(products).set({ updatedAt: longAgo });
      await database.db.execute(
        sql`insert into product_touches (product_id) values (${held}), (${free})`,
      );
      const placing = await database.pool.connect();
      try {
        await placing.query("begin");
        await placing.query("select id from products where id = $1 for update", [held]);
        // A placing holding the product while the job runs: the job finishes, without it.
        await touchOrderedProducts(database.db);
        const [heldRow, freeRow] = await changeTimes();
        expect(heldRow?.updatedAt.toISOString()).toBe(longAgo.toISOString());
        expect(freeRow?.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
        expect((await database.db.select().from(productTouches)).map((t) => t.productId)).toEqual([
          held,
        ]);
      } finally {
        await placing.query("rollback");
        placing.release();
      }
      await touchOrderedProducts(database.db);
      expect((await changeTimes())[0]?.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
      expect(await database.db.select().from(productTouches)).toEqual([]);
    },
  );

  it("moves a queue longer than one statement takes in one round (a few products a statement)", async () => {
    const all = (
      await database.db.select({ id: products.id }).from(products).orderBy(products.id)
    ).map((p) => p.id);
    expect(all.length).toBeGreaterThan(16);
    await database.db.update(products).set({ updatedAt: longAgo });
    await database.db.insert(productTouches).values(all.map((productId) => ({ productId })));
    await touchOrderedProducts(database.db);
    const times = await database.db.select({ updatedAt: products.updatedAt }).from(products);
    expect(times.filter((p) => p.updatedAt.getTime() === longAgo.getTime())).toEqual([]);
    expect(await database.db.select().from(productTouches)).toEqual([]);
  });

  it("drops the queued touch of a product no longer in the catalogue", async () => {
    await database.db.execute(sql`insert into product_touches (product_id) values (999999)`);
    await touchOrderedProducts(database.db);
    expect(await database.db.select().from(productTouches)).toEqual([]);
  });
});
