import type { Brand, BrandDetail } from "@dukan/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { ttlCache } from "../cache/ttl-cache.ts";
import type { Db } from "../db/client.ts";
import { descriptionOut } from "./admin-texts.ts";
import { brandsByName } from "./name-order.ts";
import { brands, products } from "./schema.ts";

type BrandRow = Omit<BrandDetail, "description_hr" | "description_en"> & {
  descriptionHr: string;
  descriptionEn: string;
};
export type BrandCache = ReturnType<typeof ttlCache<BrandRow[]>>;

/**
 * The storefront's brands: the index (A to Z, with their number of active products) and a brand's
 * page, both from one cached read of the ~20 brands, dropped with the catalogue's other caches on
 * every change to products or brands.
 */
export function brandReads(db: Db, cache: BrandCache) {
  const rows = () =>
    cache.get("brands", () =>
      db
        .select({
          id: brands.id,
          slug: brands.slug,
          name: brands.name,
          product_count: sql<number>`count(${products.id})::int`,
          logo_url: brands.logoUrl,
          warranty_months: brands.warrantyMonths,
          descriptionHr: brands.descriptionHr,
          descriptionEn: brands.descriptionEn,
        })
        .from(brands)
        .leftJoin(products, and(eq(products.brandId, brands.id), eq(products.active, true)))
        .groupBy(brands.id)
        .orderBy(asc(brandsByName)),
    );

  /** Brands with their number of active products, A to Z. */
  async function brandList(): Promise<Brand[]> {
    return (await rows()).map(({ id, slug, name, product_count, logo_url }) => ({
      id,
      slug,
      name,
      product_count,
      logo_url,
    }));
  }

  /** One brand by its slug, its descriptions cleaned as product descriptions are; null when there is none. */
  async function brandBySlug(slug: string): Promise<BrandDetail | null> {
    const row = (await rows()).find((brand) => brand.slug === slug);
    if (!row) return null;
    const { descriptionHr, descriptionEn, ...rest } = row;
    return {
      ...rest,
      description_hr: descriptionOut(descriptionHr),
      description_en: descriptionOut(descriptionEn),
    };
  }

  return { brandList, brandBySlug };
}
