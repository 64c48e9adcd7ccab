import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { products } from "./schema.ts";
import { seedDemoCatalogue } from "./seed.ts";
import { catalogueService } from "./service.ts";
import { sitemapPageOf, sitemapPagesOf } from "./sitemap.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 60, now: new Date("2026-11-01T10:00:00Z") });
  // Some products out of the catalogue, among them a page's first one.
  const ids = (await database.db.select({ id: products.id }).from(products).orderBy(products.id))
    .map((row) => row.id)
    .filter((_, i) => i % 7 === 0);
  await database.db.update(products).set({ active: false }).where(inArray(products.id, ids));
});
afterAll(async () => {
  await database?.close();
});

/** Every active product's slug in id order: what the sitemap's pages, one after another, list. */
async function activeSlugs(): Promise<string[]> {
  const rows = await database.db
    .select({ slug: products.slugHr })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  return rows.map((row) => row.slug);
}

describe(`the product sitemap's pages on ${testDatabaseKind}`, () => {
  it("list every active product once, page after page, each from where the one before ended", async () => {
    const size = 8;
    const pages = await sitemapPagesOf(database.db, size);
    const slugs = await activeSlugs();
    expect(pages.total).toBe(slugs.length);
    expect(pages.starts).toHaveLength(Math.ceil(slugs.length / size));
    const kept = { pages: async () => pages, categories: async () => new Map() };
    const listed: string[] = [];
    for (let page = 1; page <= pages.starts.length; page++) {
      const { data, meta } = await sitemapPageOf(database.db, page, kept, size);
      expect(meta.last_page).toBe(pages.starts.length);
      listed.push(...data.map((p) => p.slug_hr));
    }
    expect(listed).toEqual(slugs);
    const past = await sitemapPageOf(database.db, pages.starts.length + 1, kept, size);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(slugs.length);
  });

  it("keep a product switched on after the pages were counted in one page only", async () => {
    const size = 8;
    const pages = await sitemapPagesOf(database.db, size);
    const [inactive] = await database.db
      .select({ id: products.id, slug: products.slugHr })
      .from(products)
      .where(eq(products.active, false))
      .orderBy(asc(products.id))
      .limit(1);
    if (!inactive) throw new Error("no inactive product");
    await database.db.update(products).set({ active: true }).where(eq(products.id, inactive.id));
    const kept = { pages: async () => pages, categories: async () => new Map() };
    const listed: string[] = [];
    for (let page = 1; page <= pages.starts.length; page++)
      listed.push(
        ...(await sitemapPageOf(database.db, page, kept, size)).data.map((p) => p.slug_hr),
      );
    expect(listed).toEqual(await activeSlugs());
    await database.db.update(products).set({ active: false }).where(eq(products.id, inactive.id));
  });

  it("are answered by the service with the category's slugs, counted once for all pages", async () => {
    const catalogue = catalogueService(database.db);
    const first = await catalogue.sitemapPage(1);
    expect(first.data.length).toBe((await activeSlugs()).length);
    expect(first.data[0]?.category_slug_hr).toBeTruthy();
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.active, true));
    expect(first.meta.total).toBe(count);
  });
});
