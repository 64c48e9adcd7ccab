import { feedKeyResponseSchema, productFeedSchema, sessionTokensResponseSchema } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { brands, categories, productPictures, products } from "../db/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let key = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 30, now: new Date("2026-11-01T00:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  const login = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(demoAccounts.company),
    headers: { "content-type": "application/json" },
  });
  const token = sessionTokensResponseSchema.parse(await login.json()).data.token;
  key = feedKeyResponseSchema.parse(await (await api.request("/api/me/feed-key", { headers: { authorization: `Bearer ${token}` } })).json())
    .data.key;
}, 60_000);
afterAll(async () => database?.close());

const formats = ["xml", "json", "csv"] as const;
/** A feed's text without its time of writing. */
const feed = async (format: (typeof formats)[number]) =>
  (await (await api.request(`/api/b2b/products.${format}?key=${key}`)).text()).replace(/generated_at="[^"]+"|"generated_at":"[^"]+"/, "");
const entries = async () => Number((await database.db.execute(sql`select count(*)::int as n from feed_entries`)).rows[0]?.n);
/** The feed as each format writes it with no entry stored: what the entries must never change. */
async function renderedAfresh() {
  await database.db.execute(sql`delete from feed_entries`);
  const fresh: Record<string, string> = {};
  for (const format of formats) fresh[format] = await feed(format);
  return fresh;
}
const products_ = async () => productFeedSchema.parse(await (await api.request(`/api/b2b/products.json?key=${key}`)).json()).data;

describe(`pre-rendered feed entries on ${testDatabaseKind}`, () => {
  it("are stored by a feed and give the next one the same bytes", async () => {
    const fresh = await renderedAfresh();
    expect(await entries()).toBeGreaterThanOrEqual(3 * 25);
    for (const format of formats) expect(await feed(format), format).toBe(fresh[format]);
  });

  it("are never used once what they were rendered from changed: the product, its pictures, category or brand", async () => {
    const [first, second, third] = await database.db
      .select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .limit(3);
    if (!first || !second || !third) throw new Error("seeded products expected");
    for (const format of formats) await feed(format); // every entry current
    const changes: Array<[string, () => Promise<unknown>, (p: Awaited<ReturnType<typeof products_>>) => unknown]> = [
      [
        "a name, updated_at set",
        () => database.db.update(products).set({ nameHr: "Novo ime", updatedAt: new Date() }).where(eq(products.id, first.id)),
        (data) => data.find((p) => p.id === first.id)?.name_hr === "Novo ime",
      ],
      [
        "the stock, updated_at forgotten",
        () => database.db.execute(sql`update products set stock = 4321 where id = ${second.id}`),
        (data) => data.find((p) => p.id === second.id)?.stock === 4321,
      ],
      [
        "a picture",
        () => database.db.update(productPictures).set({ url: "/novo.webp" }).where(eq(productPictures.productId, third.id)),
        (data) => data.find((p) => p.id === third.id)?.pictures.includes("http://shop.test/novo.webp"),
      ],
      [
        "the category's group code",
        () => database.db.update(categories).set({ groupCode: "NOVA-GRUPA" }).where(eq(categories.id, first.categoryId)),
        (data) => data.filter((p) => p.category_id === first.categoryId).every((p) => p.group_id === "NOVA-GRUPA"),
      ],
      [
        "the brand's name",
        () => database.db.update(brands).set({ name: "Nova marka" }).where(eq(brands.id, second.brandId)),
        (data) => data.find((p) => p.id === second.id)?.brand === "Nova marka",
      ],
    ];
    for (const [what, change, shows] of changes) {
      await change();
      expect(shows(await products_()), what).toBe(true);
      // Every format says what a feed rendered afresh says.
      const withEntries: Record<string, string> = {};
      for (const format of formats) withEntries[format] = await feed(format);
      expect(withEntries, what).toEqual(await renderedAfresh());
    }
  });
});
