import {
  apiErrorSchema,
  priceImportListSchema,
  priceImportRowListSchema,
  priceImportSchema,
} from "@dukan/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { priceHistory, products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { type ErpRow, erpCsv, erpXlsx, zipBomb } from "./fixtures.testing.ts";
import { importWorkSettled } from "./service.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { catalogue: "", orders: "" };
type Product = typeof products.$inferSelect;
let catalogue: Product[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  await seedDemoCatalogue(database.db, { products: 24, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
  tokens.catalogue = await staffToken(api, demoStaff.catalogue);
  tokens.orders = await staffToken(api, demoStaff.orders);
  catalogue = await database.db.select().from(products).orderBy(asc(products.id));
});
afterAll(async () => database?.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const euro = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const product = (i: number): Product => {
  const p = catalogue[i];
  if (!p) throw new Error(`no product ${i}`);
  return p;
};
const now = async (id: number) =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0];

/** Uploads a file and waits until it is read: its preview. */
async function upload(
  bytes: Uint8Array,
  options: { name?: string; token?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(bytes)]), options.name ?? "cjenik.csv");
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  const response = await api.request("/api/admin/price-imports", {
    method: "POST",
    body: form,
    headers: { ...as(options.token ?? tokens.catalogue), "accept-language": "en" },
  });
  if (response.status !== 202) return { response, preview: undefined };
  const started = priceImportSchema.parse(await response.json());
  expect(started.status).toBe("reading");
  await importWorkSettled();
  const read = await api.request(`/api/admin/price-imports/${started.id}`, {
    headers: as(tokens.catalogue),
  });
  return { response, preview: priceImportSchema.parse(await read.json()) };
}

const rowsOf = async (id: number, outcome?: string) =>
  priceImportRowListSchema.parse(
    await (
      await api.request(
        `/api/admin/price-imports/${id}/rows?perPage=500${outcome ? `&outcome=${outcome}` : ""}`,
        { headers: as(tokens.catalogue) },
      )
    ).json(),
  ).data;
const apply = (id: number) =>
  api.request(`/api/admin/price-imports/${id}/apply`, {
    method: "POST",
    headers: as(tokens.catalogue),
  });

describe("the ERP's price and stock import over HTTP", () => {
  it("previews, holds a big drop, applies in one go with price history, and twice changes nothing", async () => {
    const [a, b, c, d] = [product(0), product(1), product(2), product(3)];
    const rows: ErpRow[] = [
      [
        a.itemCode,
        a.nameHr,
        "",
        "",
        "",
        euro(a.retailPriceCents + 100),
        euro(a.wholesalePriceCents),
        "77",
      ],
      [
        b.itemCode,
        b.nameHr,
        "",
        "",
        "",
        euro(b.retailPriceCents),
        euro(b.wholesalePriceCents),
        String(b.stock),
      ],
      [c.itemCode, c.nameHr, "", "", "", euro(Math.floor(c.retailPriceCents / 4)), "", ""],
      [d.itemCode, d.nameHr, "", "", "", "abc", "", "-2"],
      ["ERP-NOVI-1", "Novi proizvod iz ERP-a", "", "Nepostojeća", "", "10,00", "8,00", "1"],
    ];
    const file = erpCsv(rows);
    const { preview } = await upload(file);
    if (!preview) throw new Error("not read");
    expect(preview.status).toBe("ready");
    expect(preview.format).toBe("csv");
    expect(preview.summary).toEqual({ created: 0, changed: 1, unchanged: 1, held: 1, refused: 2 });
    const all = await rowsOf(preview.id);
    expect(all[0]?.changes).toEqual({
      retailPriceCents: { before: a.retailPriceCents, after: a.retailPriceCents + 100 },
      stock: { before: a.stock, after: 77 },
    });
    expect(all[2]).toMatchObject({ outcome: "held", reasons: ["price_drop"] });
    expect(all[3]?.reasons).toEqual(["retail_price_invalid", "negative_stock"]);
    expect(all[4]?.reasons).toContain("unknown_category");
    expect((await rowsOf(preview.id, "refused")).map((r) => r.position)).toEqual([5, 6]);
    // Nothing applied yet.
    expect((await now(a.id))?.retailPriceCents).toBe(a.retailPriceCents);

    const history = async (id: number) =>
      (await database.db.select().from(priceHistory).where(eq(priceHistory.productId, id))).length;
    const historyBefore = await history(a.id);
    const applied = await apply(preview.id);
    expect(applied.status).toBe(200);
    const report = priceImportSchema.parse(await applied.json());
    expect(report.status).toBe("applied");
    expect(report.result).toEqual({ changed: 1, created: 0, priceChanges: 1, leftHeld: 1 });
    expect(await now(a.id)).toMatchObject({
      retailPriceCents: a.retailPriceCents + 100,
      stock: 77,
    });
    expect(await history(a.id)).toBe(historyBefore + 1);
    expect((await now(c.id))?.retailPriceCents).toBe(c.retailPriceCents);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "price_import"), eq(auditLog.action, "price_import.apply")));
    expect(entry?.entityId).toBe(String(preview.id));

    // Applying again answers the report; the same file again changes nothing.
    expect(priceImportSchema.parse(await (await apply(preview.id)).json()).result).toEqual(
      report.result,
    );
    const { preview: again } = await upload(file);
    if (!again) throw new Error("not read");
    expect(again.sameFileAs).toBe(preview.id);
    expect(again.summary).toMatchObject({ changed: 0, unchanged: 2, held: 1 });
    const second = priceImportSchema.parse(await (await apply(again.id)).json());
    expect(second.result).toEqual({ changed: 0, created: 0, priceChanges: 0, leftHeld: 1 });
    expect(await history(a.id)).toBe(historyBefore + 1);
  });

  it("applies a held drop once the staff confirm it, and creates new products inactive", async () => {
    const c = product(4);
    const brand = await database.db.execute<{ name: string }>(sql`select name from brands limit 1`);
    const category = await database.db.execute<{ group_code: string }>(
      sql`select group_code from categories where parent_id is not null limit 1`,
    );
    const bytes = await erpXlsx([
      [
        c.itemCode,
        c.nameHr,
        "",
        "",
        "",
        Math.floor(c.retailPriceCents / 4) / 100,
        c.wholesalePriceCents / 100,
        5,
      ],
      [
        "ERP-NEW-7",
        "Punjač 65 W",
        4006381333931,
        category.rows[0]?.group_code ?? "",
        brand.rows[0]?.name ?? "",
        49.9,
        30,
        4,
      ],
    ]);
    const { preview } = await upload(bytes, { name: "cjenik.xlsx" });
    if (!preview) throw new Error("not read");
    expect(preview.summary).toMatchObject({ held: 1, created: 1 });
    const held = await api.request(`/api/admin/price-imports/${preview.id}/held`, {
      method: "POST",
      headers: { ...as(tokens.catalogue), "content-type": "application/json" },
      body: JSON.stringify({ all: true, confirmed: true }),
    });
    expect(priceImportSchema.parse(await held.json()).confirmedHeld).toBe(1);
    const report = priceImportSchema.parse(await (await apply(preview.id)).json());
    expect(report.result).toEqual({ changed: 1, created: 1, priceChanges: 1, leftHeld: 0 });
    expect((await now(c.id))?.retailPriceCents).toBe(Math.floor(c.retailPriceCents / 4));
    const [created] = await database.db
      .select()
      .from(products)
      .where(eq(products.itemCode, "ERP-NEW-7"));
    expect(created).toMatchObject({
      active: false,
      retailPriceCents: 4_990,
      stock: 4,
      ean: "4006381333931",
    });
    if (!created) throw new Error("not created");

    // Searched for by its name, the staff's product list finds it at once; once the staff show it
    // (the bulk action, which leaves the search index alone), so does the shop's search.
    const codesFound = async (path: string, headers: Record<string, string> = {}) =>
      (
        (await (await api.request(path, { headers })).json()) as { data: { item_code: string }[] }
      ).data.map((p) => p.item_code);
    expect(
      await codesFound("/api/admin/products?q=punja%C4%8D%2065", as(tokens.catalogue)),
    ).toContain("ERP-NEW-7");
    const shown = await api.request("/api/admin/products/bulk", {
      method: "POST",
      headers: { ...as(tokens.catalogue), "content-type": "application/json" },
      body: JSON.stringify({ action: "activate", ids: [created.id] }),
    });
    expect(shown.status).toBe(200);
    expect(await codesFound("/api/products?q=punjac%2065%20w")).toContain("ERP-NEW-7");
  });

  it("applies nothing when the catalogue refuses one row at apply time (one transaction)", async () => {
    const [e, f] = [product(5), product(6)];
    const { preview } = await upload(
      erpCsv([
        [e.itemCode, e.nameHr, "", "", "", euro(e.retailPriceCents + 1), "", "3"],
        [f.itemCode, f.nameHr, "5901234123457", "", "", "", "", ""],
      ]),
    );
    if (!preview) throw new Error("not read");
    expect(preview.summary.changed).toBe(2);
    // Meanwhile another product gets the EAN this file gives f.
    await database.db
      .update(products)
      .set({ ean: "5901234123457" })
      .where(eq(products.id, product(7).id));
    const failed = await apply(preview.id);
    expect(failed.status).toBe(409);
    expect(apiErrorSchema.parse(await failed.json()).error.code).toBe("price_import_conflict");
    expect(await now(e.id)).toMatchObject({ retailPriceCents: e.retailPriceCents, stock: e.stock });
    const after = priceImportSchema.parse(
      await (
        await api.request(`/api/admin/price-imports/${preview.id}`, {
          headers: as(tokens.catalogue),
        })
      ).json(),
    );
    expect(after).toMatchObject({
      status: "ready",
      failure: "price_import_conflict",
      appliedAt: null,
    });

    // Once the other product lets the EAN go, two applies at once change the catalogue once.
    await database.db
      .update(products)
      .set({ ean: null })
      .where(eq(products.id, product(7).id));
    const both = await Promise.all([apply(preview.id), apply(preview.id)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const reports = await Promise.all(
      both.map(async (a) => priceImportSchema.parse(await a.json())),
    );
    expect(reports.map((r) => r.result)).toEqual([
      { changed: 2, created: 0, priceChanges: 1, leftHeld: 0 },
      { changed: 2, created: 0, priceChanges: 1, leftHeld: 0 },
    ]);
    expect(reports[0]?.failure).toBeNull();
    expect(await now(e.id)).toMatchObject({ retailPriceCents: e.retailPriceCents + 1, stock: 3 });
  });

  it("refuses bad files with a reason and keeps the orders role out", async () => {
    const wrong = await upload(new TextEncoder().encode("Datum;Iznos\r\n2026-01-01;1,00\r\n"));
    expect(wrong.preview).toMatchObject({ status: "failed", failure: "price_import_columns" });
    const bomb = await upload(zipBomb(100), { name: "bomba.xlsx" });
    expect(bomb.preview).toMatchObject({ status: "failed", failure: "price_import_zip_bomb" });
    const empty = await upload(new Uint8Array());
    expect(empty.response.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.response.json()).error.fields).toHaveProperty("file");
    const big = await upload(new Uint8Array(50 * 1024 * 1024).fill(0x41));
    expect(big.response.status).toBe(413);
    const other = await upload(erpCsv([]), { token: tokens.orders });
    expect(other.response.status).toBe(403);
    const list = priceImportListSchema.parse(
      await (
        await api.request("/api/admin/price-imports", { headers: as(tokens.catalogue) })
      ).json(),
    );
    expect(list.total).toBeGreaterThanOrEqual(5);
    const notReady = await apply(wrong.preview?.id ?? 0);
    expect(notReady.status).toBe(409);
  });
});
