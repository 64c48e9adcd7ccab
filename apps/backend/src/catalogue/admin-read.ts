import type { AdminProduct } from "@dukan/contract";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { today } from "./listing-sql.ts";
import {
  productOldSlugs,
  productPictures,
  products,
  productScheduledSales,
  relatedProducts,
} from "./schema.ts";

export type ProductRow = typeof products.$inferSelect;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The product `id` as the staff edit it (every stored field, both languages); null when there is none. */
export async function adminProductDetail(db: Queryable, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const scheduled = await db
    .select()
    .from(productScheduledSales)
    .where(eq(productScheduledSales.productId, id));
  const related = await db
    .select({ id: relatedProducts.relatedProductId })
    .from(relatedProducts)
    .where(eq(relatedProducts.productId, id))
    .orderBy(asc(relatedProducts.position), asc(relatedProducts.relatedProductId));
  const oldSlugs = await db
    .select({ language: productOldSlugs.language, slug: productOldSlugs.slug })
    .from(productOldSlugs)
    .where(eq(productOldSlugs.productId, id))
    .orderBy(asc(productOldSlugs.changedAt), asc(productOldSlugs.slug));
  const pictures = await db
    .select({
      url: productPictures.url,
      width: productPictures.width,
      height: productPictures.height,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, id))
    .orderBy(asc(productPictures.position));
  const later = scheduled[0];
  return {
    id: row.id,
    version: row.version,
    name_hr: row.nameHr,
    name_en: row.nameEn,
    slug_hr: row.slugHr,
    slug_en: row.slugEn,
    old_slugs: oldSlugs.map((o) => ({ language: o.language === "en" ? "en" : "hr", slug: o.slug })),
    description_hr: row.descriptionHr,
    description_en: row.descriptionEn,
    specifications: row.specifications,
    item_code: row.itemCode,
    ean: row.ean,
    mpn: row.mpn,
    kpd_code: row.kpdCode,
    brand_id: row.brandId,
    category_id: row.categoryId,
    units_per_carton: row.unitsPerCarton,
    warranty_months: row.warrantyMonths,
    vat_rate: row.vatRate,
    retail_price_cents: row.retailPriceCents,
    wholesale_price_cents: row.wholesalePriceCents,
    sale_retail_price_cents: later ? later.saleRetailPriceCents : row.saleRetailPriceCents,
    sale_wholesale_price_cents: later ? later.saleWholesalePriceCents : row.saleWholesalePriceCents,
    sale_starts_at: later ? iso(later.startsAt) : iso(row.saleStartedAt),
    sale_ends_at: later ? iso(later.endsAt) : iso(row.saleEndsAt),
    sale_scheduled: later !== undefined,
    sale_reference_price_cents: row.saleReferencePriceCents,
    stock: row.stock,
    new_until: row.newUntil,
    is_new: row.newUntil !== null && row.newUntil >= today(),
    related_ids: related.map((r) => r.id),
    pictures,
    brochure_url: row.brochureUrl,
    active: row.active,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}
