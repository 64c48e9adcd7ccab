import {
  brandListResponseSchema,
  categoryTreeResponseSchema,
  type ListingFacets,
  productListResponseSchema,
} from "@dukan/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let categorySlugs: string[];
let brandSlugs: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 600, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
  const slugs = (nodes: z.infer<typeof categoryTreeResponseSchema>["data"]): string[] =>
    nodes.flatMap((n) => [n.slug_hr, ...slugs(n.children)]);
  categorySlugs = slugs((await get("/api/categories", categoryTreeResponseSchema)).data);
  brandSlugs = (await get("/api/brands", brandListResponseSchema)).data.map((b) => b.slug);
});
afterAll(async () => {
  await database?.close();
});

async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await api.request(path);
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}

/** A listing's query: what it is (category, search, new, sale) and its chosen facets. */
type Query = Record<string, string | undefined>;
const list = (query: Query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  return get(`/api/products?${search}`, productListResponseSchema);
};
const totalOf = async (query: Query) => (await list(query)).meta.total;
const facetsOf = async (query: Query): Promise<ListingFacets> => {
  const { facets } = await list({ ...query, facets: "1" });
  if (!facets) throw new Error("no facets in the answer");
  return facets;
};
const euros = (value: number | null) => (value === null ? undefined : String(value));

/** Random listings: a scope (none, a category, a search, new or sale) with random filters over it. */
const queries = () =>
  fc.record({
    category: fc.option(fc.constantFrom(...categorySlugs), { nil: undefined }),
    q: fc.option(fc.constantFrom("miš", "kabel", "tipkovnica", "usb", "zaštitno staklo"), {
      nil: undefined,
    }),
    new: fc.option(fc.constant("1"), { nil: undefined }),
    sale: fc.option(fc.constant("1"), { nil: undefined }),
    brand: fc.option(
      fc.uniqueArray(fc.constantFrom(...brandSlugs), { minLength: 1, maxLength: 2 }).map(String),
      { nil: undefined },
    ),
    price: fc.option(
      fc.oneof(
        fc.constantFrom<[string?, string?]>(
          [undefined, "9.99"],
          ["25", "49.99"],
          ["100", "249.99"],
        ),
        fc
          .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 700 }))
          .map(([a, b]): [string?, string?] => [String(Math.min(a, b)), String(Math.max(a, b))]),
      ),
      { nil: undefined },
    ),
    in_stock: fc.option(fc.constant("1"), { nil: undefined }),
  });

function queryOf(drawn: { price?: [string?, string?] | undefined; [key: string]: unknown }): Query {
  const { price, ...rest } = drawn;
  return { ...(rest as Query), min_price: price?.[0], max_price: price?.[1] };
}

describe(`listing facets on ${testDatabaseKind}`, () => {
  it("count for each value what the listing holds with that value chosen, and offer no value that empties it", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (drawn) => {
        const query = queryOf(drawn);
        const facets = await facetsOf(query);
        for (const brand of facets.brands) {
          expect(brand.count > 0 || brand.selected, brand.slug).toBe(true);
          expect(await totalOf({ ...query, brand: brand.slug }), brand.slug).toBe(brand.count);
        }
        for (const range of facets.price_ranges) {
          expect(range.count > 0 || range.selected).toBe(true);
          const withRange = {
            ...query,
            min_price: euros(range.min_price),
            max_price: euros(range.max_price),
          };
          expect(await totalOf(withRange), JSON.stringify(range)).toBe(range.count);
        }
        expect(await totalOf({ ...query, in_stock: "1" })).toBe(facets.in_stock.count);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("split the listing: without a brand chosen, the brands' counts add up to its total; without a price, the ranges' do", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (drawn) => {
        const query = queryOf({ ...drawn, brand: undefined, price: undefined });
        const [facets, total] = await Promise.all([facetsOf(query), totalOf(query)]);
        const sum = (counts: { count: number }[]) => counts.reduce((s, c) => s + c.count, 0);
        expect(sum(facets.brands)).toBe(total);
        expect(sum(facets.price_ranges)).toBe(total);
        expect(facets.in_stock.count).toBeLessThanOrEqual(total);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("mark what is chosen, and a chosen brand shows its count under the other filters", async () => {
    const [brand] = brandSlugs;
    const facets = await facetsOf({ brand, min_price: "25", max_price: "49.99", in_stock: "1" });
    expect(facets.brands.find((b) => b.slug === brand)?.selected).toBe(true);
    expect(facets.brands.filter((b) => b.selected)).toHaveLength(1);
    expect(facets.price_ranges.filter((r) => r.selected)).toEqual([
      expect.objectContaining({ min_price: 25, max_price: 49.99 }),
    ]);
    expect(facets.in_stock.selected).toBe(true);
    // Other brands are still offered, counted under the price and stock filters.
    expect(facets.brands.length).toBeGreaterThan(1);
  });

  it("answer no facets unless asked", async () => {
    expect((await list({})).facets).toBeUndefined();
  });
});

describe("A listing's counts", () => {
  it("are kept through an order's stock change and counted anew when a stock crosses zero", async () => {
    // As the shop runs: the API follows the committed changes.
    const changes = createChangeFeed(database.pool, database.writeEpoch);
    await changes.sync();
    const shop = createApi(database, { ...testApiOptions(), changes });
    const { rows } = await database.pool.query<{ id: number; slug: string }>(
      `select p.id, c.slug_hr as slug from products p join categories c on c.id = p.category_id
       where p.active order by p.category_id, p.id limit 2`,
    );
    const [sold, hidden] = rows;
    if (!sold || !hidden || sold.slug !== hidden.slug)
      throw new Error("no category of two products");
    const setStock = async (stock: number) => {
      await database.pool.query("update products set stock = $1 where id = $2", [stock, sold.id]);
      await changes.sync();
    };
    await database.pool.query("update products set stock = 7 where id = $1", [hidden.id]);
    await setStock(5);
    const counts = async () => {
      const response = await shop.request(`/api/products?category=${sold.slug}&facets=1`, {
        headers: { "cache-control": "no-cache" },
      });
      const { meta, facets } = productListResponseSchema.parse(await response.json());
      return { total: meta.total, inStock: facets?.in_stock.count };
    };
    const before = await counts();
    // A change no trigger notes (replication role): only a recount shows it.
    const client = await database.pool.connect();
    try {
      await client.query("set session_replication_role = replica");
      await client.query("update products set active = false where id = $1", [hidden.id]);
    } finally {
      await client.query("reset session_replication_role");
      client.release();
    }
    await setStock(4);
    expect(await counts()).toEqual(before);
    await setStock(0);
    expect(await counts()).toEqual({ total: before.total - 1, inStock: (before.inStock ?? 0) - 2 });
  });
});
