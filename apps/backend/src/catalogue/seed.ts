import { generateCatalogue } from "@dukan/tools/catalogue";
import type { GeneratedProduct } from "@dukan/tools/catalogue/types";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  brands,
  categories,
  priceHistory,
  productPictures,
  products,
  relatedProducts,
} from "./schema.ts";
import { brochureUrl, demoPictureUrl } from "./media-urls.ts";
import { refreshSaleReferencePrices } from "./omnibus.ts";
import { searchService } from "./search.ts";

const BATCH = 500;

/** Bump when the seeded data changes shape, so cached benchmark catalogues are rebuilt. */
export const SEED_VERSION = 5;
const PICTURE_SIZE = 800;

export interface SeedOptions {
  products: number;
  seed?: number;
  now?: Date;
}

/** True when the catalogue has no products yet (a fresh database). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from products) as empty`,
  );
  return result.rows[0]?.empty ?? true;
}

/**
 * Fill an empty catalogue with the generated demo data, all in one transaction:
 * a failed seed leaves nothing behind and the next start tries again.
 */
export async function seedDemoCatalogue(
  db: Db,
  options: SeedOptions,
): Promise<{ products: number }> {
  const catalogue = generateCatalogue({
    products: options.products,
    seed: options.seed ?? 1,
    now: options.now ?? new Date(),
  });
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of catalogue.categories) {
      const [row] = await tx
        .insert(categories)
        .values({
          parentId: category.parentKey === null ? null : requireId(categoryIds, category.parentKey),
          slugHr: category.slugHr,
          slugEn: category.slugEn,
          nameHr: category.nameHr,
          nameEn: category.nameEn,
          groupCode: category.groupCode,
          position: category.position,
        })
        .returning({ id: categories.id });
      categoryIds.set(category.key, (row as { id: number }).id);
    }
    const brandRows = await tx
      .insert(brands)
      .values(
        catalogue.brands.map((b) => ({
          slug: b.slug,
          name: b.name,
          warrantyMonths: b.warrantyMonths,
        })),
      )
      .returning({ id: brands.id, slug: brands.slug });
    const brandIds = new Map(
      catalogue.brands.map((b) => [
        b.key,
        requireId(new Map(brandRows.map((r) => [r.slug, r.id])), b.slug),
      ]),
    );

    const productIds = new Map<string, number>();
    const related: Array<[string, string[]]> = [];
    let batch: GeneratedProduct[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const inserted = await tx
        .insert(products)
        .values(
          batch.map((p) =>
            productRow(p, requireId(categoryIds, p.categoryKey), requireId(brandIds, p.brandKey)),
          ),
        )
        .returning({ id: products.id, itemCode: products.itemCode });
      for (const row of inserted) productIds.set(row.itemCode, row.id);
      await tx
        .insert(productPictures)
        .values(batch.flatMap((p) => pictureRows(p, requireId(productIds, p.itemCode))));
      await tx.insert(priceHistory).values(
        batch.flatMap((p) =>
          p.priceHistory.map((h) => ({
            productId: requireId(productIds, p.itemCode),
            retailPriceCents: h.retailPriceCents,
            wholesalePriceCents: h.wholesalePriceCents,
            changedAt: h.changedAt,
          })),
        ),
      );
      for (const p of batch) related.push([p.itemCode, p.relatedItemCodes]);
      batch = [];
    };
    for (const product of catalogue.products()) {
      batch.push(product);
      if (batch.length === BATCH) await flush();
    }
    await flush();

    const relatedRows = related.flatMap(([itemCode, codes]) =>
      codes.map((code, position) => ({
        productId: requireId(productIds, itemCode),
        relatedProductId: requireId(productIds, code),
        position,
      })),
    );
    for (let i = 0; i < relatedRows.length; i += BATCH * 4) {
      await tx
        .insert(relatedProducts)
        .values(relatedRows.slice(i, i + BATCH * 4))
        .onConflictDoNothing();
    }
  });
  await refreshSaleReferencePrices(db);
  await searchService(db).refreshIndex();
  await db.execute(sql`vacuum analyze`);
  return { products: options.products };
}

function productRow(
  p: GeneratedProduct,
  categoryId: number,
  brandId: number,
): typeof products.$inferInsert {
  return {
    itemCode: p.itemCode,
    ean: p.ean,
    mpn: p.mpn,
    kpdCode: p.kpdCode,
    slugHr: p.slugHr,
    slugEn: p.slugEn,
    nameHr: p.nameHr,
    nameEn: p.nameEn,
    descriptionHr: p.descriptionHr,
    descriptionEn: p.descriptionEn,
    specifications: p.specifications.map((s) => ({
      name_hr: s.nameHr,
      name_en: s.nameEn,
      value_hr: s.valueHr,
      value_en: s.valueEn,
    })),
    categoryId,
    brandId,
    kind: p.kind,
    unitsPerCarton: p.unitsPerCarton,
    stock: p.stock,
    retailPriceCents: p.retailPriceCents,
    wholesalePriceCents: p.wholesalePriceCents,
    vatRate: p.vatRate,
    saleRetailPriceCents: p.saleRetailPriceCents,
    saleWholesalePriceCents: p.saleWholesalePriceCents,
    saleStartedAt: p.saleStartedAt,
    newUntil: p.newUntil ? p.newUntil.toISOString().slice(0, 10) : null,
    brochureUrl: p.hasBrochure ? brochureUrl(p.itemCode) : null,
    pictureCount: p.pictureCount,
    active: p.active,
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
}

function pictureRows(
  p: GeneratedProduct,
  productId: number,
): Array<typeof productPictures.$inferInsert> {
  return Array.from({ length: p.pictureCount }, (_, position) => ({
    productId,
    position,
    url: demoPictureUrl(p.itemCode, position),
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    altHr: position === 0 ? p.nameHr : `${p.nameHr} (${position + 1})`,
    altEn: position === 0 ? p.nameEn : `${p.nameEn} (${position + 1})`,
  }));
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo catalogue refers to unknown key ${key}`);
  return id;
}
