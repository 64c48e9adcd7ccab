import { testApiOptions } from "../testing/api.ts";
import { suggestionsResponseSchema } from "@dukan/contract";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "./seed.ts";
import type { Database } from "../db/client.ts";
import { categories, products } from "./schema.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { trigramSimilarity } from "./search-names.ts";
import { type SearchService, searchService } from "./search.ts";

let database: Database;
let search: SearchService;
let groupOf: Map<number, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  // Seeding builds the search index (refreshIndex) before its final vacuum.
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
  nameHr: string;
  nameEn: string;
  group: string;
}

/** A listing as the catalogue runs it: active products AND the match, best first. */
async function list(q: string, limit = 2000): Promise<Found[]> {
  const match = await search.match(q);
  if (!match) throw new Error(`no match for ${JSON.stringify(q)}`);
  const rows = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(and(eq(products.active, true), match.where))
    .orderBy(desc(match.rank), asc(products.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, group: groupOf.get(r.categoryId) ?? "" }));
}

async function activeIn(...groups: string[]): Promise<number[]> {
  const ids = [...groupOf].filter(([, code]) => groups.includes(code)).map(([id]) => id);
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), inArray(products.categoryId, ids)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const ids = (found: Found[]) => found.map((f) => f.id).sort((a, b) => a - b);
const fold = (s: string) =>
  s.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();

describe(`search on ${testDatabaseKind}`, () => {
  it("folds diacritics and case in the database (đ too)", async () => {
    const { rows } = await database.pool.query<{ f: string; t: string }>(
      "select dukan_fold('ČĆĐŠŽ čćđšž Miševi') as f, dukan_search_text('USB-C, 2,4 GHz; žica/čaša') as t",
    );
    expect(rows[0]).toEqual({ f: "ccdsz ccdsz misevi", t: "usb c 2 4 ghz zica casa" });
  });

  it("answers null for an empty query and nothing for one without words", async () => {
    expect(await search.match("")).toBeNull();
    expect(await search.match("   \t ")).toBeNull();
    expect(await list("%")).toEqual([]);
    expect(await list("  --- ")).toEqual([]);
  });

  it("finds mice by miš and mis, with or without the diacritic", async () => {
    const mice = await activeIn("GM-MIS");
    expect(mice.length).toBeGreaterThan(50);
    for (const q of ["miš", "mis", "MIŠ", "Miševi", "misevi"]) {
      const found = await list(q);
      expect(ids(found), q).toEqual(expect.arrayContaining(mice));
      expect(
        found.slice(0, 20).every((f) => ["GM-MIS", "GM-POD"].includes(f.group)),
        q,
      ).toBe(true);
    }
  });

  it("folds both ways: žičani and zicani find the same products", async () => {
    const withDiacritics = await list("žičani");
    const without = await list("zicani");
    expect(withDiacritics.length).toBeGreaterThan(10);
    expect(ids(without)).toEqual(ids(withDiacritics));
    expect(withDiacritics.every((f) => fold(f.nameHr).includes("zican"))).toBe(true);
    // and a word typed with diacritics it does not have
    expect(ids(await list("žastitno štaklo"))).toEqual(ids(await list("zaštitno staklo")));
  });

  it("forgives typos: tipkovnca and tipkovnicu find keyboards", async () => {
    const keyboards = await activeIn("GM-TIP-MEH", "GM-TIP-MEM");
    expect(keyboards.length).toBeGreaterThan(50);
    for (const q of ["tipkovnca", "tipkovnicu", "tipkovnice", "Tipkovnica"]) {
      const found = await list(q);
      expect(ids(found), q).toEqual(keyboards);
    }
    expect(ids(await list("keybord"))).toEqual(keyboards);
  });

  it("forgives two letters swapped, even in a short word or one still being typed: mosue, keybaord, tipkvonica", async () => {
    const keyboards = await activeIn("GM-TIP-MEH", "GM-TIP-MEM");
    expect(ids(await list("keybaord"))).toEqual(keyboards);
    expect(ids(await list("tipkvonica"))).toEqual(keyboards);
    const mouse = ids(await list("mouse"));
    expect(mouse.length).toBeGreaterThan(50);
    // "mosue" shares two of ten trigrams with "mouse": too few for a trigram correction
    expect(ids(await list("mosue"))).toEqual(mouse);
    expect(ids(await list("omuse"))).toEqual(mouse);
    expect(ids(await list("mosu"))).toEqual(mouse);
    const suggested = await search.suggest("mosue");
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.products.every((p) => /mouse/i.test(p.name_en))).toBe(true);
  });

  it("matches word prefixes: tipk finds keyboards first", async () => {
    const keyboards = await activeIn("GM-TIP-MEH", "GM-TIP-MEM");
    const found = await list("tipk");
    expect(ids(found)).toEqual(expect.arrayContaining(keyboards));
    expect(found.slice(0, keyboards.length).every((f) => f.group.startsWith("GM-TIP"))).toBe(true);
  });

  it("searches English names and brands, all words together", async () => {
    const mice = await activeIn("GM-MIS");
    const mouse = await list("mouse");
    expect(ids(mouse)).toEqual(expect.arrayContaining(mice));
    expect(mouse.filter((f) => !/mouse/i.test(f.nameEn)).map((f) => f.nameEn)).toEqual([]);
    const keyboard = await list("wireless keyboard");
    expect(keyboard.length).toBeGreaterThan(0);
    expect(
      keyboard.filter((f) => !/wireless.*keyboard/i.test(f.nameEn)).map((f) => f.nameEn),
    ).toEqual([]);
    const kronos = await list("kronos miš");
    expect(kronos.length).toBeGreaterThan(5);
    expect(
      kronos
        .filter((f) => !f.nameHr.includes("Kronos") || !f.nameHr.includes("miš"))
        .map((f) => f.nameHr),
    ).toEqual([]);
  });

  it("ranks an exact item code first, then item-code prefixes", async () => {
    const exact = await list("GM10040");
    expect(exact[0]?.itemCode).toBe("GM10040");
    expect((await list("gm10040"))[0]?.itemCode).toBe("GM10040");
    const prefix = await list("gm1004");
    expect(prefix.length).toBeGreaterThanOrEqual(9);
    expect(prefix.slice(0, 9).every((f) => f.itemCode.startsWith("GM1004"))).toBe(true);
    expect(prefix.every((f) => f.itemCode.startsWith("GM1004"))).toBe(true);
    const suggested = await search.suggest("gm10040");
    expect(suggested.products[0]?.item_code).toBe("GM10040");
  });

  it("finds a product by its EAN, typed with or without spaces, and by its part number", async () => {
    const [product] = await database.db
      .select({ itemCode: products.itemCode, ean: products.ean, mpn: products.mpn })
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, "mouse")))
      .orderBy(asc(products.id))
      .limit(1);
    const ean = product?.ean ?? "";
    const mpn = product?.mpn ?? "";
    expect(ean).toMatch(/^\d{13}$/);
    expect((await list(ean)).map((f) => f.itemCode)).toEqual([product?.itemCode]);
    expect((await list(`${ean.slice(0, 7)} ${ean.slice(7)}`))[0]?.itemCode).toBe(product?.itemCode);
    expect((await list(mpn.toLowerCase()))[0]?.itemCode).toBe(product?.itemCode);
    expect((await search.suggest(ean)).products.map((p) => p.item_code)).toEqual([
      product?.itemCode,
    ]);
    expect((await search.suggest(mpn)).products[0]?.item_code).toBe(product?.itemCode);
    // A wrong check digit names nothing.
    const wrong = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;
    expect(await list(wrong)).toEqual([]);
    expect((await search.suggest(wrong)).products).toEqual([]);
  });

  it("takes %, _, quotes and backslashes as text", async () => {
    for (const q of [
      "%",
      "_",
      "'",
      "\\",
      "%%",
      "mi%",
      "mi_",
      "miš%",
      "'miš'",
      "miš\\",
      "\\'; drop table products; --",
      "a:*|!b",
      "(",
      "&&",
      "*",
    ]) {
      await expect(list(q), q).resolves.toBeDefined();
      await expect(search.suggest(q), q).resolves.toBeDefined();
    }
    // punctuation separates words like a space does; it never widens a search
    expect(ids(await list("miš%"))).toEqual(ids(await list("miš")));
    expect(ids(await list("'miš'"))).toEqual(ids(await list("miš")));
    expect(await list("_")).toEqual([]);
    const everything = await database.db.$count(products);
    expect((await list("mi%")).length).toBeLessThan(everything / 2);
  });

  it("copes with a 2,000-character query and odd characters", async () => {
    const long = "tipkovnica ".repeat(200);
    expect(long.length).toBe(2200);
    expect((await list(long)).length).toBeGreaterThan(0);
    await expect(list("x".repeat(2000))).resolves.toEqual([]);
    await expect(
      list("a b c d e f g h i j k l m n o p q r s t u v w x y z ".repeat(40)),
    ).resolves.toBeDefined();
    await expect(list("miš\u0000\u0007\ud800")).resolves.toBeDefined();
    await expect(search.suggest("é".repeat(2000))).resolves.toBeDefined();
    await expect(search.suggest("🙂 miš 🙂")).resolves.toBeDefined();
  });

  it("suggests active products, categories and brands", async () => {
    const suggested = await search.suggest("miš");
    expect(suggested.products.length).toBe(6);
    expect(suggested.products.every((p) => fold(p.name_hr).includes("mis"))).toBe(true);
    expect(
      suggested.products.every((p) => p.picture_url !== null && p.category_slug_hr !== ""),
    ).toBe(true);
    expect(suggested.categories[0]?.name_hr).toBe("Miševi");
    expect(suggested.categories.length).toBeLessThanOrEqual(3);

    const inactive = await database.db
      .select({ itemCode: products.itemCode })
      .from(products)
      .where(eq(products.active, false))
      .limit(1);
    const code = inactive[0]?.itemCode ?? "";
    expect(code).not.toBe("");
    expect((await search.suggest(code)).products.map((p) => p.item_code)).not.toContain(code);

    const brand = await search.suggest("kronos");
    expect(brand.brands.map((b) => b.name)).toEqual(["Kronos Gaming"]);
    expect(brand.products.every((p) => p.name_hr.includes("Kronos"))).toBe(true);
    expect((await search.suggest("kronso")).brands.map((b) => b.name)).toEqual(["Kronos Gaming"]);

    const typo = await search.suggest("tipkovnca");
    expect(typo.products.length).toBe(6);
    expect(typo.products.every((p) => /tipkovnica/i.test(p.name_hr))).toBe(true);
    expect(typo.categories.map((c) => c.name_hr)).toContain("Tipkovnice");

    const typing = await search.suggest("zastitno stak");
    expect(typing.products.length).toBe(6);
    expect(typing.products.every((p) => fold(p.name_hr).includes("zastitno staklo"))).toBe(true);

    expect(await search.suggest("")).toEqual({ products: [], categories: [], brands: [] });
  });

  it("suggests only matches, as many as there are up to six, from samples or the index", async () => {
    // Common and rare words, typos, prefixes, item codes, none, and words whose samples hold few
    // of the products with the other words ("samsung uredska", "usb with": the index answers).
    for (const q of [
      "miš",
      "kronos miš",
      "zastitno stak",
      "tipkovnca",
      "usb c",
      "kabel usb",
      "wireless keyboard",
      "punjač",
      "gm1004",
      "GM10040",
      "crna tipkovnica",
      "samsung galaxy",
      "iphone 15",
      "bezicni toner",
      "samsung uredska",
      "usb with",
      "xqzv",
    ]) {
      const all = new Set((await list(q)).map((f) => f.id));
      const suggested = (await search.suggest(q)).products.map((p) => p.id);
      expect(suggested.length, q).toBe(Math.min(6, all.size));
      expect(
        suggested.filter((id) => !all.has(id)),
        q,
      ).toEqual([]);
    }
  });

  it("takes a one-letter word whole", async () => {
    const found = await list("usb c");
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => !/usb.c\b/i.test(f.nameEn)).map((f) => f.nameEn)).toEqual([]);
  });

  it("re-indexes changed products", async () => {
    const [row] = await database.db
      .select({ id: products.id, nameHr: products.nameHr })
      .from(products)
      .where(eq(products.itemCode, "GM10041"));
    if (!row) throw new Error("GM10041 missing");
    expect(await list("kvrgloder")).toEqual([]);
    await database.db
      .update(products)
      .set({ nameHr: sql`${products.nameHr} || ' Kvrgloder'` })
      .where(eq(products.id, row.id));
    await search.refreshProducts([row.id]);
    expect((await list("kvrgloder")).map((f) => f.itemCode)).toEqual(["GM10041"]);
    expect((await list("kvrglodr")).map((f) => f.itemCode)).toEqual(["GM10041"]);
    expect((await search.suggest("kvrgloder")).products.map((p) => p.item_code)).toEqual([
      "GM10041",
    ]);
    expect((await search.suggest("kronos kvrg")).products.map((p) => p.item_code)).toEqual([
      "GM10041",
    ]);
    await database.db.update(products).set({ nameHr: row.nameHr }).where(eq(products.id, row.id));
    await search.refreshIndex();
    expect(await list("kvrgloder")).toEqual([]);
    expect((await search.suggest("kvrgloder")).products).toEqual([]);
  });

  it("answers GET /api/search/suggest", async () => {
    const api = createApi(database, testApiOptions());
    const response = await api.request("/api/search/suggest?q=tipkovnca");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = suggestionsResponseSchema.parse(await response.json());
    expect(body.data.products.length).toBeGreaterThan(0);

    const [coded] = await database.db
      .select({ itemCode: products.itemCode, ean: products.ean })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    const byEan = suggestionsResponseSchema.parse(
      await (await api.request(`/api/search/suggest?q=${coded?.ean ?? ""}`)).json(),
    );
    expect(byEan.data.products[0]?.item_code).toBe(coded?.itemCode);

    const empty = suggestionsResponseSchema.parse(
      await (await api.request("/api/search/suggest")).json(),
    );
    expect(empty).toEqual({ data: { products: [], categories: [], brands: [] } });
    for (const q of [
      "%25",
      "%27",
      "%5C",
      "%00",
      "%E0%A4%A",
      "%",
      "x".repeat(3000),
      "&q=",
      "%F0%9F%99%82",
    ]) {
      const odd = await api.request(`/api/search/suggest?q=${q}`);
      expect(odd.status, q).toBe(200);
      suggestionsResponseSchema.parse(await odd.json());
    }
  });
});

describe("trigram similarity in memory", () => {
  it("matches pg_trgm on single words", () => {
    expect(trigramSimilarity("tipkovnca", "tipkovnica")).toBeCloseTo(8 / 13);
    expect(trigramSimilarity("mis", "misevi")).toBeCloseTo(3 / 8);
    expect(trigramSimilarity("", "")).toBe(0);
  });
});
