import { defaultPriceImportMapping } from "@dukan/contract";
import { asc } from "drizzle-orm";
import { products } from "../../catalogue/schema.ts";
import type { Db } from "../../db/client.ts";
import { erpCsv } from "../../price-imports/fixtures.testing.ts";
import { priceImportSources } from "../../price-imports/schema.ts";
import { importWorkSettled } from "../../price-imports/service.ts";
import type { AdminSample, AdminSampleContext } from "./context.ts";

/** A price list of one demo product (its stock one more), as a form upload (`POST /api/admin/price-imports`). */
async function priceListForm(db: Db): Promise<FormData> {
  const [product] = await db
    .select({ itemCode: products.itemCode, stock: products.stock })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  const form = new FormData();
  const csv = erpCsv([
    [product?.itemCode ?? "X", "", "", "", "", "", "", String((product?.stock ?? 0) + 1)],
  ]);
  form.append("file", new Blob([Buffer.from(csv)]), "cjenik.csv");
  return form;
}

/** A price import read to its preview, by id. */
async function readPriceImport(context: AdminSampleContext): Promise<number> {
  const uploaded = await context.api.request("/api/admin/price-imports", {
    method: "POST",
    body: await priceListForm(context.db),
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  const { id } = (await uploaded.json()) as { id: number };
  await importWorkSettled();
  return id;
}

/** A saved price import column mapping under a new name, as `{id, version}`. */
async function savedImportSource(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(priceImportSources)
    .values({
      name: `ERP ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      mapping: { ...defaultPriceImportMapping },
    })
    .returning({ id: priceImportSources.id, version: priceImportSources.version });
  if (!row) throw new Error("no source stored");
  return row;
}

/** Price imports and their saved sources. */
export const priceImportSamples: Record<string, AdminSample> = {
  // The ERP's price and stock imports (price-imports/routes.ts).
  "POST /api/admin/price-imports": async ({ db }) => ({
    path: "/api/admin/price-imports",
    form: await priceListForm(db),
  }),
  "POST /api/admin/price-imports/{id}/held": async (context) => ({
    path: `/api/admin/price-imports/${await readPriceImport(context)}/held`,
    body: { all: true, confirmed: true },
  }),
  "POST /api/admin/price-imports/{id}/apply": async (context) => ({
    path: `/api/admin/price-imports/${await readPriceImport(context)}/apply`,
  }),
  "POST /api/admin/price-imports/sources": () =>
    Promise.resolve({
      path: "/api/admin/price-imports/sources",
      body: { name: `ERP ${Date.now()}`, mapping: defaultPriceImportMapping },
    }),
  "PATCH /api/admin/price-imports/sources/{id}": async ({ db }) => {
    const { id, version } = await savedImportSource(db);
    return {
      path: `/api/admin/price-imports/sources/${id}`,
      body: { mapping: { ...defaultPriceImportMapping, decimal: "." }, version },
    };
  },
  "DELETE /api/admin/price-imports/sources/{id}": async ({ db }) => ({
    path: `/api/admin/price-imports/sources/${(await savedImportSource(db)).id}`,
  }),
};
