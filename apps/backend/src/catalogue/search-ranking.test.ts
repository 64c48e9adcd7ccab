import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { brands, categories, products } from "./schema.ts";
import { type SearchService, searchService } from "./search.ts";
import { seedDemoCatalogue } from "./seed.ts";

// What a buyer types most — a kind of product in either language, a brand, a code — on the demo
// catalogue.

let database: Database;
let search: SearchService;
let groupOf: Map<number, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 1500, now: new Date("2026-11-01T10:00:00Z") });
  search = searchService(database.db);
  const rows = await database.db
    .select({ id: categories.id, groupCode: categories.groupCode })
    .from(categories);
  groupOf = new Map(rows.map((r) => [r.id, r.groupCode]));
});
afterAll(async () => {
  await database?.close();
});

interface Found {
  id: number;
  itemCode: string;
  nameEn: string;
  brand: string;
  group: string;
  rank: number;
}

/** A listing as the catalogue runs it: active products AND the match, best first. */
async function list(q: string): Promise<Found[]> {
  const match = await search.match(q);
  if (!match) throw new Error(`no match for ${JSON.stringify(q)}`);
  const rows = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameEn: products.nameEn,
      brand: brands.name,
      categoryId: products.categoryId,
      rank: sql<number>`(${match.rank})::float8`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.active, true), match.where))
    .orderBy(desc(match.rank), asc(products.id));
  return rows.map((r) => ({ ...r, group: groupOf.get(r.categoryId) ?? "" }));
}

/** The category groups of a listing, in its order. */
const groups = (found: Found[]) => found.map((f) => f.group);

/** The groups of the suggested products. */
async function suggestedGroups(q: string): Promise<string[]> {
  const ids = (await search.suggest(q)).products.map((p) => p.id);
  const rows = await database.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(sql`${products.id} = any(${sql.param(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, groupOf.get(r.categoryId) ?? ""]));
  return ids.map((id) => byId.get(id) ?? "");
}

describe(`search ranking on ${testDatabaseKind}`, () => {
  it("finds a kind by its synonym in the other language", async () => {
    for (const q of ["headphones", "slušalice", "headset", "slusalica"]) {
      const found = await list(q);
      expect(found.length, q).toBeGreaterThan(10);
      expect(new Set(groups(found)), q).toEqual(new Set(["GM-SLU"]));
      expect(new Set(await suggestedGroups(q)), q).toEqual(new Set(["GM-SLU"]));
    }
    expect((await search.suggest("headphones")).categories.map((c) => c.name_en)).toEqual([
      "Headsets",
    ]);
    expect((await search.suggest("mouse")).categories[0]?.name_en).toBe("Mice");
  });

  it("keeps every synonym group apart: no word starts a word of another group", async () => {
    const { rows } = await database.pool.query<{ word: string; other: string }>(`
      select a.word, b.word as other from search_synonyms a
      join search_synonyms b on b.meaning <> a.meaning and starts_with(b.word, a.word) and b.word <> a.word`);
    expect(rows).toEqual([]);
  });
});
