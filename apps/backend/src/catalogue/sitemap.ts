import type { CategoryRef, PageMeta, SitemapProduct } from "@dukan/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products } from "./schema.ts";
import { pageMeta } from "../http/page-meta.ts";

/** Products per sitemap file (two languages each): well under the 50,000-address limit. */
export const SITEMAP_PAGE_SIZE = 5_000;

/**
 * One page of every active product's address in both languages, for the sitemap. `total` keeps the
 * count (the catalogue's kept totals), `categories` names each product's category.
 */
export async function sitemapPageOf(
  db: Db,
  page: number,
  kept: {
    total: (count: () => Promise<number>) => Promise<number>;
    categories: () => Promise<Map<number, CategoryRef>>;
  },
): Promise<{ data: SitemapProduct[]; meta: PageMeta }> {
  const total = await kept.total(async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.active, true));
    return row?.total ?? 0;
  });
  const lastPage = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
  if (page > lastPage) return { data: [], meta: pageMeta(total, page, SITEMAP_PAGE_SIZE) };
  const [rows, categories] = await Promise.all([
    db
      .select({
        slugHr: products.slugHr,
        slugEn: products.slugEn,
        categoryId: products.categoryId,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset((page - 1) * SITEMAP_PAGE_SIZE),
    kept.categories(),
  ]);
  const data = rows.map((r) => {
    const category = categories.get(r.categoryId);
    return {
      slug_hr: r.slugHr,
      slug_en: r.slugEn,
      category_slug_hr: category?.slug_hr ?? "",
      category_slug_en: category?.slug_en ?? "",
      updated_at: r.updatedAt.toISOString(),
    };
  });
  return { data, meta: pageMeta(total, page, SITEMAP_PAGE_SIZE) };
}
