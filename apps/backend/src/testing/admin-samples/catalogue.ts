import { asc } from "drizzle-orm";
import { brands, categories, products } from "../../catalogue/schema.ts";
import type { Db } from "../../db/client.ts";
import type { AdminSample } from "./context.ts";

/** Category slugs no other row has. */
function uniqueSlugs(stem: string): { slugHr: string; slugEn: string } {
  const tail = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { slugHr: `${stem}-${tail}`, slugEn: `${stem}-en-${tail}` };
}

/** A new top category without products, as `{id, version}`. */
async function emptyCategory(db: Db): Promise<{ id: number; version: number }> {
  const slugs = uniqueSlugs("prazna");
  const [row] = await db
    .insert(categories)
    .values({
      ...slugs,
      nameHr: "Prazna",
      nameEn: "Empty",
      groupCode: `S-${Math.random().toString(36).slice(2, 12)}`,
    })
    .returning({ id: categories.id, version: categories.version });
  if (!row) throw new Error("no category stored");
  return row;
}

/** A new brand no product uses, as `{id, version}`. */
async function unusedBrand(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(brands)
    .values({ slug: uniqueSlugs("marka").slugHr, name: "Marka" })
    .returning({ id: brands.id, version: brands.version });
  if (!row) throw new Error("no brand stored");
  return row;
}

/** Products, categories and brands. */
export const catalogueSamples: Record<string, AdminSample> = {
  "PATCH /api/admin/products/{id}": async ({ db }) => {
    const [product] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error("no product to change");
    return { path: `/api/admin/products/${product.id}`, body: { stock: product.stock + 1 } };
  },

  "POST /api/admin/products": async ({ db }) => {
    const [product] = await db
      .select({ brandId: products.brandId, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error("no product to copy brand and category from");
    const n = Date.now().toString(36);
    return {
      path: "/api/admin/products",
      body: {
        name_hr: `Uzorak ${n}`,
        name_en: `Sample ${n}`,
        slug_hr: `uzorak-${n}`,
        slug_en: `sample-${n}`,
        item_code: `SAMPLE-${n}`,
        brand_id: product.brandId,
        category_id: product.categoryId,
        retail_price_cents: 1990,
        wholesale_price_cents: 1200,
      },
    };
  },
  "POST /api/admin/products/bulk": async ({ db }) => {
    const some = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(2);
    return {
      path: "/api/admin/products/bulk",
      body: { action: "set-new", ids: some.map((p) => p.id), until: "2099-12-31" },
    };
  },
  // The staff's categories and brands (catalogue/admin-categories*.ts, admin-brands*.ts).
  "POST /api/admin/categories": () =>
    Promise.resolve({
      path: "/api/admin/categories",
      body: { nameHr: "Uzorak", nameEn: "Sample", ...uniqueSlugs("uzorak") },
    }),
  "PATCH /api/admin/categories/{id}": async ({ db }) => {
    const { id, version } = await emptyCategory(db);
    return { path: `/api/admin/categories/${id}`, body: { version, nameEn: "Sample renamed" } };
  },
  "POST /api/admin/categories/{id}/move": async ({ db }) => {
    const { id, version } = await emptyCategory(db);
    return {
      path: `/api/admin/categories/${id}/move`,
      body: { version, parentId: null, position: 0 },
    };
  },
  "DELETE /api/admin/categories/{id}": async ({ db }) => ({
    path: `/api/admin/categories/${(await emptyCategory(db)).id}`,
  }),
  "POST /api/admin/brands": () =>
    Promise.resolve({
      path: "/api/admin/brands",
      body: { name: "Uzorak", slug: uniqueSlugs("marka").slugHr, warrantyMonths: 24 },
    }),
  "PATCH /api/admin/brands/{id}": async ({ db }) => {
    const { id, version } = await unusedBrand(db);
    return { path: `/api/admin/brands/${id}`, body: { version, warrantyMonths: 36 } };
  },
  "DELETE /api/admin/brands/{id}": async ({ db }) => ({
    path: `/api/admin/brands/${(await unusedBrand(db)).id}`,
  }),
};
