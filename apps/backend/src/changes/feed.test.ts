import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createChangeFeed } from "./feed.ts";

let database: Database;
let product: { id: number; categoryId: number; parentId: number | null };
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 60, now: new Date("2026-11-01T10:00:00Z") });
  const { rows } = await database.pool.query<{
    id: number;
    category_id: number;
    parent_id: number | null;
  }>(
    "select p.id, p.category_id, c.parent_id from products p join categories c on c.id = p.category_id where c.parent_id is not null order by p.id limit 1",
  );
  const row = rows[0];
  if (!row) throw new Error("no product in a subcategory");
  product = { id: row.id, categoryId: row.category_id, parentId: row.parent_id };
});
afterAll(async () => {
  await database.close();
});

const SET_SHOP =
  "insert into site_settings (key, value) values ('shop', '{}') on conflict (key) do update set value = excluded.value";

/** A feed started now, with every change it hands over collected. */
async function follow() {
  const feed = createChangeFeed(database.pool, database.writeEpoch);
  await feed.sync();
  const seen: string[][] = [];
  feed.subscribe((keys) => seen.push([...keys]));
  return { feed, seen };
}

describe("the change feed", () => {
  it("hands over a committed price change with the product, its categories up to the top and the catalogue's listings", async () => {
    const { feed, seen } = await follow();
    await database.pool.query(
      "update products set retail_price_cents = retail_price_cents + 100 where id = $1",
      [product.id],
    );
    await feed.sync();
    expect(seen).toHaveLength(1);
    expect(new Set(seen[0])).toEqual(
      new Set([
        "products",
        "listing-counts",
        `product:${product.id}`,
        `category:${product.categoryId}`,
        `category:${product.parentId}`,
      ]),
    );
  });

  it("names the category counts only when products come, go or are switched off", async () => {
    const { feed, seen } = await follow();
    await database.pool.query("update products set stock = stock + 1 where id = $1", [product.id]);
    await database.pool.query("update products set active = false where id = $1", [product.id]);
    await database.pool.query("update products set active = true where id = $1", [product.id]);
    await feed.sync();
    expect(seen.map((keys) => keys.includes("category-counts"))).toEqual([false, true, true]);
  });

  it("names the listing counts unless only the stock moved, and that without crossing zero", async () => {
    await database.pool.query("update products set stock = 5 where id = $1", [product.id]);
    const { feed, seen } = await follow();
    await database.pool.query(
      "update products set stock = 4, version = version + 1 where id = $1",
      [product.id],
    );
    await database.pool.query("update products set stock = 0 where id = $1", [product.id]);
    await database.pool.query("update products set stock = 3 where id = $1", [product.id]);
    await database.pool.query("update products set name_en = name_en || '!' where id = $1", [
      product.id,
    ]);
    await feed.sync();
    expect(seen.map((keys) => keys.includes("listing-counts"))).toEqual([false, true, true, true]);
  });

  // Two transactions at once: only a PostgreSQL server runs them (PGlite runs one transaction at a time,
  // so its ids always commit in order).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "sees nothing of a change rolled back, and a change that commits after a later one",
    async () => {
      const { feed, seen } = await follow();
      const slow = await database.pool.connect();
      try {
        await slow.query("begin");
        await slow.query("update products set stock = stock + 1 where id = $1", [product.id]); // takes the lower id
        await database.pool.query(SET_SHOP); // commits first, with the higher id
        const before = await feed.sync();
        // An upsert runs the settings' statement trigger as an insert and as an update.
        expect(new Set(seen.flat())).toEqual(new Set(["settings"]));
        const earlier = seen.length;
        // The page cache asks whether anything touched a product page since `before`: not yet.
        expect(feed.touchedSince(before, new Set([`product:${product.id}`]))).toBe(false);
        await slow.query("commit");
        await feed.sync();
        expect(seen[earlier]).toContain(`product:${product.id}`);
        expect(feed.touchedSince(before, new Set([`product:${product.id}`]))).toBe(true);
        expect(feed.touchedSince(before, new Set(["page:contact"]))).toBe(false);
        await slow.query("rollback").catch(() => {});

        await slow.query("begin");
        await slow.query("update products set stock = stock + 1 where id = $1", [product.id]);
        await slow.query("rollback");
        await database.pool.query(SET_SHOP);
        await feed.sync();
        expect(new Set(seen.slice(earlier + 1).flat())).toEqual(new Set(["settings"]));
      } finally {
        await slow.query("rollback").catch(() => {});
        slow.release();
      }
    },
  );

  it("marks a statement changing every product as touching everything, at once", async () => {
    const { feed, seen } = await follow();
    await database.pool.query(
      "insert into products (item_code, slug_hr, slug_en, name_hr, name_en, brand_id, category_id, retail_price_cents, wholesale_price_cents, vat_rate) select 'BIG' || g, 'big-hr-' || g, 'big-en-' || g, 'Big ' || g, 'Big ' || g, (select min(id) from brands), $1, 100, 80, 25 from generate_series(1, 600) g",
      [product.categoryId],
    );
    const started = Date.now();
    await database.pool.query("update products set updated_at = now()");
    expect(Date.now() - started).toBeLessThan(10_000);
    await feed.sync();
    expect(seen.at(-1)).toEqual(["*"]);
  });

  it("marks categories and brands as touching everything, and answers callers arriving together with one read", async () => {
    const { feed, seen } = await follow();
    await database.db.execute(
      sql`update brands set name = name where id = (select min(id) from brands)`,
    );
    const positions = await Promise.all([feed.sync(), feed.sync(), feed.sync()]);
    expect(seen).toEqual([["*"]]);
    expect(new Set(positions).size).toBe(1);
    expect(feed.touchedSince(0, new Set(["page:about"]))).toBe(true);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "on the embedded database asks nothing while no transaction has written, and sees the next write",
    async () => {
      let queries = 0;
      const counting = {
        query: (...args: Parameters<typeof database.pool.query>) => (
          queries++,
          database.pool.query(...args)
        ),
      } as typeof database.pool;
      const feed = createChangeFeed(counting, database.writeEpoch);
      await feed.sync();
      await feed.sync(); // the first read's news is now known
      const asked = queries;
      await database.pool.query("select count(*) from products where updated_at > now()"); // a read
      await database.pool.query("select $1::text as words", ["update products set stock = 0"]);
      await database.db.transaction((tx) => tx.execute(sql`select id from products limit 1`));
      await Promise.all([feed.sync(), feed.sync()]);
      expect(queries).toBe(asked);
      const seen: string[][] = [];
      feed.subscribe((keys) => seen.push([...keys]));
      await database.pool.query("update products set stock = stock + 1 where id = $1", [
        product.id,
      ]);
      await feed.sync();
      expect(queries).toBeGreaterThan(asked);
      expect(seen[0]).toContain(`product:${product.id}`);
    },
  );

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "on the embedded database sees a write however its statement reads: in a SELECT's CTE, in a function a SELECT calls",
    async () => {
      const { feed, seen } = await follow();
      await feed.sync();
      await database.pool.query(
        "with changed as (update products set stock = stock + 1 where id = $1 returning id) select count(*) from changed",
        [product.id],
      );
      await feed.sync();
      expect(seen.at(-1)).toContain(`product:${product.id}`);
      await database.pool.query("select note_catalogue_change($1::text[])", [["page:about"]]);
      await feed.sync();
      expect(seen.at(-1)).toEqual(["page:about"]);
    },
  );

  it("follows changes made by another process's connection (a second feed on the same database)", async () => {
    const first = await follow();
    const second = await follow();
    await database.pool.query(
      "update products set retail_price_cents = retail_price_cents + 1 where id = $1",
      [product.id],
    );
    await Promise.all([first.feed.sync(), second.feed.sync()]);
    expect(first.seen).toEqual(second.seen);
    expect(first.seen).toHaveLength(1);
  });
});
