// The catalogue's side of the ERP price and stock import (apps/backend/src/price-imports): what it
// reads of the products a file names, and the one set-based write that applies a file's changes.
// Prices go the way of the staff's PATCH (admin-service.ts): a price_history row for every regular
// price change and the sale reference price (Omnibus) computed again; `updated_at` moves, so the B2B
// feeds, the page cache (its triggers, docs/page-cache.md) and search see the change like any other.

import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { refreshSaleReferencePricesOf } from "./omnibus.ts";
import { brands, categories, products } from "./schema.ts";

/** A product an import row names: what the import may change of it. */
export interface ImportTarget {
  id: number;
  itemCode: string;
  nameHr: string;
  retailPriceCents: number;
  wholesalePriceCents: number;
  stock: number;
  ean: string | null;
}

/** The products with these item codes, by item code (one query for the whole file). */
export async function importTargets(
  q: Queryable,
  itemCodes: readonly string[],
): Promise<Map<string, ImportTarget>> {
  const found = new Map<string, ImportTarget>();
  if (itemCodes.length === 0) return found;
  const rows = await q
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      retailPriceCents: products.retailPriceCents,
      wholesalePriceCents: products.wholesalePriceCents,
      stock: products.stock,
      ean: products.ean,
    })
    .from(products)
    .where(sql`${products.itemCode} = any(${sql.param([...itemCodes])}::text[])`);
  for (const row of rows) found.set(row.itemCode, row);
  return found;
}

/** Which product has each of these EANs, by EAN. */
export async function eanOwners(
  q: Queryable,
  eans: readonly string[],
): Promise<Map<string, number>> {
  if (eans.length === 0) return new Map();
  const rows = await q
    .select({ id: products.id, ean: products.ean })
    .from(products)
    .where(sql`${products.ean} = any(${sql.param([...eans])}::text[])`);
  return new Map(rows.map((r) => [r.ean ?? "", r.id]));
}

/** The slugs among these that a product already has (Croatian or English). */
export async function productSlugsTaken(
  q: Queryable,
  slugs: readonly string[],
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await q
    .select({ hr: products.slugHr, en: products.slugEn })
    .from(products)
    .where(
      sql`${products.slugHr} = any(${sql.param([...slugs])}::text[]) or ${products.slugEn} = any(${sql.param([...slugs])}::text[])`,
    );
  return new Set(rows.flatMap((r) => [r.hr, r.en]));
}

/** Categories and brands by every name an ERP file may use for them (lower case). */
export async function importNames(q: Queryable) {
  const [cats, brandRows] = await Promise.all([
    q
      .select({
        id: categories.id,
        groupCode: categories.groupCode,
        slugHr: categories.slugHr,
        nameHr: categories.nameHr,
      })
      .from(categories),
    q.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
  ]);
  const category = new Map<string, number>();
  for (const c of cats)
    for (const name of [c.nameHr, c.slugHr, c.groupCode]) category.set(name.toLowerCase(), c.id);
  const brand = new Map<string, number>();
  for (const b of brandRows)
    for (const name of [b.name, b.slug]) brand.set(name.toLowerCase(), b.id);
  return { category, brand };
}

/** A known product's new values (undefined: unchanged). */
export interface ImportedChange {
  productId: number;
  retailPriceCents?: number;
  wholesalePriceCents?: number;
  stock?: number;
  ean?: string;
}

/** A product an import creates: inactive until the staff complete and show it. */
export interface ImportedProduct {
  itemCode: string;
  name: string;
  slug: string;
  categoryId: number;
  brandId: number;
  retailPriceCents: number;
  wholesalePriceCents: number;
  stock: number;
  ean: string | null;
}

export interface ImportApplied {
  /** Products whose row changed (a value differed from the catalogue's when applied). */
  changed: number;
  created: number;
  /** Regular price changes kept in price_history. */
  priceChanges: number;
  /** The new products' ids, for the search index (`search.ts` refreshProducts) after the commit. */
  createdIds: number[];
}

/**
 * Applies an import in the caller's transaction, as a handful of statements whatever the number of
 * rows: the known products' values (only rows where a value differs; stock, prices and EAN), one
 * price_history row per product whose regular prices changed, the sale reference price of those on
 * sale, and the new products (inactive, with their first price in price_history). Applying the
 * same values twice changes nothing.
 */
export async function applyImportedProducts(
  tx: Queryable,
  changes: readonly ImportedChange[],
  created: readonly ImportedProduct[],
): Promise<ImportApplied> {
  let changed = 0;
  let priceChanges = 0;
  let createdIds: number[] = [];
  if (changes.length > 0) {
    const payload = JSON.stringify(
      changes.map((c) => ({
        id: c.productId,
        retail: c.retailPriceCents ?? null,
        wholesale: c.wholesalePriceCents ?? null,
        stock: c.stock ?? null,
        ean: c.ean ?? null,
      })),
    );
    const updated = await tx.execute<{ id: number; price_changed: boolean }>(sql`
      with v as (
        select * from jsonb_to_recordset(${payload}::jsonb)
          as v(id int, retail int, wholesale int, stock int, ean text)
      ),
      old as (
        select p.id, p.retail_price_cents, p.wholesale_price_cents
        from products p join v on v.id = p.id
        for update of p
      )
      update products p set
        retail_price_cents = coalesce(v.retail, p.retail_price_cents),
        wholesale_price_cents = coalesce(v.wholesale, p.wholesale_price_cents),
        stock = coalesce(v.stock, p.stock),
        ean = coalesce(v.ean, p.ean),
        updated_at = now()
      from v join old on old.id = v.id
      where p.id = v.id and (
        coalesce(v.retail, p.retail_price_cents) <> p.retail_price_cents or
        coalesce(v.wholesale, p.wholesale_price_cents) <> p.wholesale_price_cents or
        coalesce(v.stock, p.stock) <> p.stock or
        coalesce(v.ean, p.ean) is distinct from p.ean)
      returning p.id,
        (p.retail_price_cents <> old.retail_price_cents or
         p.wholesale_price_cents <> old.wholesale_price_cents) as price_changed`);
    changed = updated.rows.length;
    const priced = updated.rows.filter((r) => r.price_changed).map((r) => r.id);
    priceChanges = priced.length;
    if (priced.length > 0) {
      await tx.execute(sql`
        insert into price_history (product_id, retail_price_cents, wholesale_price_cents)
        select id, retail_price_cents, wholesale_price_cents from products
        where id = any(${sql.param(priced)}::int[])`);
      await refreshSaleReferencePricesOf(tx, priced);
    }
  }
  if (created.length > 0) {
    const payload = JSON.stringify(
      created.map((p) => ({
        item_code: p.itemCode,
        name: p.name,
        slug: p.slug,
        category_id: p.categoryId,
        brand_id: p.brandId,
        retail: p.retailPriceCents,
        wholesale: p.wholesalePriceCents,
        stock: p.stock,
        ean: p.ean,
      })),
    );
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into products (item_code, ean, slug_hr, slug_en, name_hr, name_en, category_id,
        brand_id, stock, retail_price_cents, wholesale_price_cents, active)
      select v.item_code, v.ean, v.slug, v.slug, v.name, v.name, v.category_id, v.brand_id,
        v.stock, v.retail, v.wholesale, false
      from jsonb_to_recordset(${payload}::jsonb) as v(item_code text, name text, slug text,
        category_id int, brand_id int, retail int, wholesale int, stock int, ean text)
      returning id`);
    createdIds = inserted.rows.map((r) => r.id);
    await tx.execute(sql`
      insert into price_history (product_id, retail_price_cents, wholesale_price_cents)
      select id, retail_price_cents, wholesale_price_cents from products where id = any(${sql.param(createdIds)}::int[])`);
  }
  return { changed, created: created.length, priceChanges, createdIds };
}
