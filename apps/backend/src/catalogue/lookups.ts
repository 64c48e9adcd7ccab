// The catalogue's answers for other modules (decision 021): they read products and brands only
// through these functions, never through the catalogue's tables.
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../db/client.ts";
import { brands, categories, products } from "./schema.ts";

/** A product with its brand's name, for its brochure; undefined when no product has the code. */
export async function productForBrochure(db: Db, itemCode: string) {
  const [row] = await db
    .select({ product: products, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.itemCode, itemCode))
    .limit(1);
  return row;
}

/** What a demo product's generated picture shows; undefined when no product has the code. */
export async function productForDemoPicture(db: Db, itemCode: string) {
  const [row] = await db
    .select({
      kind: products.kind,
      name: products.nameEn,
      brand: brands.name,
      itemCode: products.itemCode,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.itemCode, itemCode))
    .limit(1);
  return row;
}

/** Item code and names of products by id (products no longer there are left out). */
export async function productLabels(db: Queryable, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          itemCode: products.itemCode,
          nameHr: products.nameHr,
          nameEn: products.nameEn,
        })
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Brands (id, slug, name) by id. */
export async function brandsById(db: Queryable, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({ id: brands.id, slug: brands.slug, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Categories (id, slugs and names in both languages) by id. */
export async function categoriesById(db: Queryable, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: categories.id,
          slugHr: categories.slugHr,
          slugEn: categories.slugEn,
          nameHr: categories.nameHr,
          nameEn: categories.nameEn,
        })
        .from(categories)
        .where(inArray(categories.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** An active product by its item code (code and names, as an inquiry keeps them); undefined otherwise. */
export async function activeProductByItemCode(db: Queryable, itemCode: string) {
  const [product] = await db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .where(and(eq(products.itemCode, itemCode), eq(products.active, true)));
  return product;
}

/** Whether an active product has this id. */
export async function isActiveProduct(db: Queryable, id: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return product !== undefined;
}

/** The slugs of a product's page and of its category in both languages; undefined when it is gone. */
export async function productPageSlugs(db: Queryable, productId: number) {
  const [product] = await db
    .select({
      slugHr: products.slugHr,
      slugEn: products.slugEn,
      categoryHr: categories.slugHr,
      categoryEn: categories.slugEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return product;
}

/**
 * Active products with what pricing needs of them (the rebate editor's preview): the given ids, or
 * else a sample of those of the given brands and categories (direct), or else the newest.
 */
export async function productsToPrice(
  db: Queryable,
  pick: { ids: readonly number[]; brandIds: readonly number[]; categoryIds: readonly number[] },
  limit: number,
) {
  let where: SQL | undefined;
  if (pick.ids.length) where = inArray(products.id, [...pick.ids]);
  else if (pick.brandIds.length || pick.categoryIds.length)
    where = or(
      pick.brandIds.length ? inArray(products.brandId, [...pick.brandIds]) : undefined,
      pick.categoryIds.length ? inArray(products.categoryId, [...pick.categoryIds]) : undefined,
    );
  return db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
      brandId: products.brandId,
      categoryId: products.categoryId,
      retailPriceCents: products.retailPriceCents,
      saleRetailPriceCents: products.saleRetailPriceCents,
      wholesalePriceCents: products.wholesalePriceCents,
      saleWholesalePriceCents: products.saleWholesalePriceCents,
    })
    .from(products)
    .where(and(eq(products.active, true), where))
    .orderBy(desc(products.id))
    .limit(limit);
}
