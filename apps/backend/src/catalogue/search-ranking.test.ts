import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { brands, categories, products } from "./schema.ts";
import { type SearchService, searchService } from "./search.ts";
import { seedDemoCatalogue } from "./seed.ts";

// What a buyer types most — a kind of product in either language, a brand, a code — on the demo
// catalogue: the kind the query names first, before the accessories that merely mention it.

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

/** Whether every product of `first` groups comes before any other in the listing. */
function leads(found: Found[], ...first: string[]): boolean {
  const count = found.filter((f) => first.includes(f.group)).length;
  return count > 0 && found.slice(0, count).every((f) => first.includes(f.group));
}

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
  it("puts mice before mouse pads for mouse and miš, in either language", async () => {
    for (const q of ["mouse", "miš", "mis", "mice", "Miševi", "MOUSE"]) {
      const found = await list(q);
      expect(leads(found, "GM-MIS"), `${q}: ${groups(found).slice(0, 8).join(" ")}`).toBe(true);
      // the pads are found too, after the mice ("mice", "miševi": words of the category Miševi / Mice only)
      if (!["mice", "Miševi"].includes(q))
        expect(
          found.some((f) => f.group === "GM-POD"),
          q,
        ).toBe(true);
      expect(new Set(await suggestedGroups(q)), q).toEqual(new Set(["GM-MIS"]));
    }
    // still being typed, and typed wrong
    for (const q of ["mous", "mosue"])
      expect(new Set(await suggestedGroups(q)), q).toEqual(new Set(["GM-MIS"]));
    expect((await search.suggest("mouse")).categories[0]?.name_en).toBe("Mice");
  });

  it("puts mouse pads first when the query names them", async () => {
    for (const q of ["podloga za miš", "mouse pad", "podloga", "gaming podloga"])
      expect(leads(await list(q), "GM-POD"), q).toBe(true);
  });

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

  it("puts the kind a query names first, by its synonym in the other language too", async () => {
    for (const q of ["headphones", "slušalice", "headset"])
      expect(leads(await list(q), "GM-SLU"), q).toBe(true);
    for (const q of ["tipkovnica", "keyboard", "keyboards"])
      expect(leads(await list(q), "GM-TIP-MEH", "GM-TIP-MEM"), q).toBe(true);
    for (const q of ["tinta", "ink"]) expect(leads(await list(q), "UR-TT-TIN"), q).toBe(true);
    expect(leads(await list("toner"), "UR-TT-TON")).toBe(true);
    expect(leads(await list("kamera"), "UR-KAM")).toBe(true);
    expect(leads(await list("stolica"), "GM-STO")).toBe(true);
  });

  it("puts the glass for the phone named before a camera lens protector for it", async () => {
    for (const q of ["zaštitno staklo iphone 13", "screen protector iphone 13"]) {
      const found = await list(q);
      expect(found[0]?.nameEn, q).toMatch(/iPhone 13\b/);
      expect(leads(found, "ZS-MOB-APL"), `${q}: ${groups(found).slice(0, 8).join(" ")}`).toBe(true);
      expect(
        (await suggestedGroups(q)).every((g) => g === "ZS-MOB-APL"),
        q,
      ).toBe(true);
    }
  });

  it("lists a brand's products for the brand's name, its kind first", async () => {
    for (const [q, brand] of [
      ["kronos", "Kronos Gaming"],
      ["hexon", "Hexon"],
      ["vortexa", "Vortexa"],
    ] as const) {
      const found = await list(q);
      expect(found.length, q).toBeGreaterThan(5);
      expect(found.filter((f) => f.brand !== brand).map((f) => f.nameEn)).toEqual([]);
    }
    const hexonMice = await list("hexon miš");
    expect(hexonMice.every((f) => f.brand === "Hexon")).toBe(true);
    expect(leads(hexonMice, "GM-MIS")).toBe(true);
  });

  it("keeps an exact item code, EAN or part number first, then item-code prefixes", async () => {
    const [pad] = await database.db
      .select({ itemCode: products.itemCode, ean: products.ean, mpn: products.mpn })
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, "mousepad")))
      .orderBy(asc(products.id))
      .limit(1);
    if (!pad?.ean || !pad.mpn) throw new Error("no mouse pad with an EAN and a part number");
    for (const code of [pad.itemCode, pad.ean, pad.mpn]) {
      const found = await list(code);
      expect(found[0]?.itemCode, code).toBe(pad.itemCode);
      expect(found[0]?.rank, code).toBeGreaterThanOrEqual(2);
    }
    const prefix = await list(pad.itemCode.slice(0, -1));
    expect(prefix.every((f) => f.itemCode.startsWith(pad.itemCode.slice(0, -1)))).toBe(true);
    // a kind named never reaches the codes' ranks
    for (const q of ["mouse", "zaštitno staklo iphone 13", "kronos miš", "usb"])
      expect(Math.max(...(await list(q)).map((f) => f.rank)), q).toBeLessThan(1);
  });

  it("keeps every synonym group apart: no word starts a word of another group", async () => {
    const { rows } = await database.pool.query<{ word: string; other: string }>(`
      select a.word, b.word as other from search_synonyms a
      join search_synonyms b on b.meaning <> a.meaning and starts_with(b.word, a.word) and b.word <> a.word`);
    expect(rows).toEqual([]);
  });

  it("ranks a product moved to another category as that kind: the search index carries its category, which suggestions rank by", async () => {
    const [pad] = await database.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, "mousepad")))
      .orderBy(asc(products.id))
      .limit(1);
    const [mice] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.nameEn, "Mice"));
    if (!pad || !mice) throw new Error("no mouse pad or no Mice category");
    const categoryOf = async () =>
      (
        await database.pool.query<{ category_id: number }>(
          `select category_id from product_search where product_id = ${pad.id}`,
        )
      ).rows[0]?.category_id;
    expect(await categoryOf()).toBe(pad.categoryId);
    await database.db.update(products).set({ categoryId: mice.id }).where(eq(products.id, pad.id));
    await search.refreshProducts([pad.id]);
    expect(await categoryOf()).toBe(mice.id);
    const moved = (await list("mouse")).find((f) => f.id === pad.id);
    expect(moved?.group).toBe(groupOf.get(mice.id));
    // Ranked with the mice now: no mouse pad comes before it.
    const found = await list("mouse");
    const at = found.findIndex((f) => f.id === pad.id);
    expect(found.slice(0, at).every((f) => f.group === groupOf.get(mice.id))).toBe(true);
    await database.db
      .update(products)
      .set({ categoryId: pad.categoryId })
      .where(eq(products.id, pad.id));
    await search.refreshProducts([pad.id]);
  });
});
