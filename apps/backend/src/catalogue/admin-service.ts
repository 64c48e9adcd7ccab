import type { AdminProductChange, AdminProductCreate } from "@dukan/contract";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db, Tx } from "../db/client.ts";
import type { FieldMessageKey } from "../locales/index.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { type ProductRow, adminProductDetail } from "./admin-read.ts";
import { applySale, saleFields } from "./admin-sale.ts";
import { slugProblems } from "./admin-slugs.ts";
import { cleanDescription } from "./admin-texts.ts";
import { refreshSaleReferencePrice } from "./omnibus.ts";
import {
  brands,
  categories,
  priceHistory,
  productOldSlugs,
  products,
  relatedProducts,
} from "./schema.ts";

/** The fields a change names, without the version (a create names them all). */
export type ProductFields = Omit<AdminProductChange, "version">;

/** The product's fields as the audit log shows them (the API's names). */
async function auditView(tx: Tx, id: number): Promise<Record<string, unknown>> {
  const detail = await adminProductDetail(tx, id);
  if (!detail) return {};
  const {
    version: _v,
    old_slugs: _o,
    pictures: _p,
    updated_at: _u,
    created_at: _c,
    ...rest
  } = detail;
  return rest;
}

/** Field problems of references and codes the schema cannot see: brand, category, related, item code, EAN, slugs. */
async function referenceProblems(
  tx: Tx,
  id: number | null,
  change: ProductFields,
): Promise<Record<string, FieldMessageKey>> {
  const problems: Record<string, FieldMessageKey> = {};
  const others = id === null ? undefined : ne(products.id, id);
  if (change.brand_id !== undefined) {
    const [found] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, change.brand_id));
    if (!found) problems.brand_id = "unknown_brand";
  }
  if (change.category_id !== undefined) {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, change.category_id));
    if (!found) problems.category_id = "unknown_category";
  }
  if (change.related_ids !== undefined && change.related_ids.length > 0) {
    const wanted = [...new Set(change.related_ids)];
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, wanted));
    if (
      found.length !== wanted.length ||
      wanted.includes(id ?? -1) ||
      wanted.length !== change.related_ids.length
    )
      problems.related_ids = "unknown_product";
  }
  if (change.item_code !== undefined) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(sql`lower(${products.itemCode}) = lower(${change.item_code})`, others));
    if (taken) problems.item_code = "item_code_taken";
  }
  if (change.ean !== undefined && change.ean !== null) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.ean, change.ean), others));
    if (taken) problems.ean = "ean_taken";
  }
  Object.assign(problems, await slugProblems(tx, id, change));
  return problems;
}

/** The columns a change sets directly (prices, sale, related and slugs' history aside). */
function columnsOf(change: ProductFields): Partial<typeof products.$inferInsert> {
  const set: Partial<typeof products.$inferInsert> = {};
  if (change.name_hr !== undefined) set.nameHr = change.name_hr;
  if (change.name_en !== undefined) set.nameEn = change.name_en;
  if (change.slug_hr !== undefined) set.slugHr = change.slug_hr;
  if (change.slug_en !== undefined) set.slugEn = change.slug_en;
  if (change.description_hr !== undefined)
    set.descriptionHr = cleanDescription(change.description_hr);
  if (change.description_en !== undefined)
    set.descriptionEn = cleanDescription(change.description_en);
  if (change.specifications !== undefined)
    set.specifications = change.specifications.filter(
      (row) => row.name_hr || row.name_en || row.value_hr || row.value_en,
    );
  if (change.item_code !== undefined) set.itemCode = change.item_code;
  if (change.ean !== undefined) set.ean = change.ean;
  if (change.mpn !== undefined) set.mpn = change.mpn;
  if (change.kpd_code !== undefined) set.kpdCode = change.kpd_code;
  if (change.brand_id !== undefined) set.brandId = change.brand_id;
  if (change.category_id !== undefined) set.categoryId = change.category_id;
  if (change.units_per_carton !== undefined) set.unitsPerCarton = change.units_per_carton;
  if (change.warranty_months !== undefined) set.warrantyMonths = change.warranty_months;
  if (change.vat_rate !== undefined) set.vatRate = change.vat_rate;
  if (change.retail_price_cents !== undefined) set.retailPriceCents = change.retail_price_cents;
  if (change.wholesale_price_cents !== undefined)
    set.wholesalePriceCents = change.wholesale_price_cents;
  if (change.stock !== undefined) set.stock = change.stock;
  if (change.new_until !== undefined) set.newUntil = change.new_until;
  if (change.active !== undefined) set.active = change.active;
  return set;
}

/**
 * Writes `change` to the locked product `before` in `tx`: its columns (version moved,
 * `updated_at` now); the old slugs kept for the redirect; the related products in the order
 * given; the sale; and when a regular price changed, a `price_history` row with both regular
 * prices (EU Omnibus: every regular price change is kept) and the sale reference price computed
 * again. The one path of every staff write of a product (create, change, bulk).
 */
export async function writeProduct(
  tx: Tx,
  before: ProductRow,
  change: ProductFields,
): Promise<void> {
  const id = before.id;
  await tx
    .update(products)
    .set({ ...columnsOf(change), version: before.version + 1, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  for (const [language, field, old] of [
    ["hr", "slug_hr", before.slugHr],
    ["en", "slug_en", before.slugEn],
  ] as const) {
    const slug = change[field];
    if (slug === undefined || slug === old) continue;
    await tx
      .insert(productOldSlugs)
      .values({ language, slug: old, productId: id })
      .onConflictDoUpdate({
        target: [productOldSlugs.language, productOldSlugs.slug],
        set: { productId: id, changedAt: sql`now()` },
      });
  }
  // A slug taken back is the product's address again, no longer an old one.
  const current = [change.slug_hr ?? before.slugHr, change.slug_en ?? before.slugEn];
  await tx
    .delete(productOldSlugs)
    .where(and(eq(productOldSlugs.productId, id), inArray(productOldSlugs.slug, current)));
  if (change.related_ids !== undefined) {
    await tx.delete(relatedProducts).where(eq(relatedProducts.productId, id));
    if (change.related_ids.length > 0)
      await tx.insert(relatedProducts).values(
        change.related_ids.map((relatedProductId, position) => ({
          productId: id,
          relatedProductId,
          position,
        })),
      );
  }
  const retail = change.retail_price_cents ?? before.retailPriceCents;
  const wholesale = change.wholesale_price_cents ?? before.wholesalePriceCents;
  const pricesChanged =
    retail !== before.retailPriceCents || wholesale !== before.wholesalePriceCents;
  if (pricesChanged)
    await tx
      .insert(priceHistory)
      .values({ productId: id, retailPriceCents: retail, wholesalePriceCents: wholesale });
  const saleChanged = saleFields.some((field) => change[field] !== undefined);
  if (saleChanged) await applySale(tx, before, change);
  else if (pricesChanged) await refreshSaleReferencePrice(tx, id);
}

/**
 * The staff's writes to the catalogue. A product's change is one transaction: the product row
 * (with `updated_at`), its slugs' history, related products, sale, and when a regular price
 * changes a `price_history` row and the sale reference price computed again; the changed fields
 * go to the audit log in the same transaction.
 */
export function adminCatalogueService(db: Db) {
  async function lock(tx: Tx, id: number): Promise<ProductRow> {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) throw new Refusal("not_found");
    return before;
  }

  /**
   * Changes the product `id` for `actor`; refuses `not_found` for an unknown id,
   * `version_conflict` when `version` is given and the product moved past it, and fields by name.
   */
  async function changeProduct(
    id: number,
    change: AdminProductChange,
    actor: AuditActor,
  ): Promise<{ slug: string }> {
    const { version, ...fields } = change;
    return db.transaction(async (tx) => {
      const before = await lock(tx, id);
      if (version !== undefined && version !== before.version)
        throw new Refusal("version_conflict");
      const problems = await referenceProblems(tx, id, fields);
      if (Object.keys(problems).length > 0) throw refuseFields(problems);
      const old = await auditView(tx, id);
      await writeProduct(tx, before, fields);
      const changes = changedFields(old, await auditView(tx, id));
      await audit.record(tx, {
        ...actor,
        action: "update",
        entity: "product",
        entityId: id,
        changes,
      });
      return { slug: fields.slug_hr ?? before.slugHr };
    });
  }

  /** Creates a product for `actor` (audited as `create` with every field); answers its id. */
  async function createProduct(
    input: AdminProductCreate,
    actor: AuditActor,
  ): Promise<{ id: number }> {
    return db.transaction(async (tx) => {
      const problems = await referenceProblems(tx, null, input);
      if (Object.keys(problems).length > 0) throw refuseFields(problems);
      const [created] = await tx
        .insert(products)
        .values({
          itemCode: input.item_code,
          slugHr: input.slug_hr,
          slugEn: input.slug_en,
          nameHr: input.name_hr,
          nameEn: input.name_en,
          categoryId: input.category_id,
          brandId: input.brand_id,
          retailPriceCents: input.retail_price_cents,
          wholesalePriceCents: input.wholesale_price_cents,
          stock: input.stock,
          active: input.active,
        })
        .returning();
      if (!created) throw new Error("the product was not inserted");
      await tx.insert(priceHistory).values({
        productId: created.id,
        retailPriceCents: input.retail_price_cents,
        wholesalePriceCents: input.wholesale_price_cents,
      });
      const { related_ids, ...rest } = input;
      const withoutSale = Object.fromEntries(
        Object.entries(rest).filter(
          ([field, value]) => !(saleFields as readonly string[]).includes(field) || value !== null,
        ),
      ) as ProductFields;
      await writeProduct(tx, created, { ...withoutSale, related_ids });
      await tx.update(products).set({ version: 1 }).where(eq(products.id, created.id));
      await audit.record(tx, {
        ...actor,
        action: "create",
        entity: "product",
        entityId: created.id,
        changes: changedFields({}, await auditView(tx, created.id)),
      });
      return { id: created.id };
    });
  }

  return { changeProduct, createProduct, lock, auditView };
}

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
