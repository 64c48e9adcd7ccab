import type { CategoryRef, PageMeta, SitemapProduct } from "@dukan/contract";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products } from "./schema.ts";
import { pageMeta } from "../http/page-meta.ts";

/** Products per sitemap file (two languages each): well under the 50,000-address limit. */
export const SITEMAP_PAGE_SIZE = 5_000;

/** How the active products fall into sitemap pages: their number and the id each page starts at. */
export interface SitemapPages {
  total: number;
  /** The first active product's id of each page, lowest first (empty without active products). */
  starts: number[];
}

/**
 * The active products' count and every page's first id, in one pass over the active products in
 * id order (kept by the caller while the catalogue's counts stay the same).
 */
export async function sitemapPagesOf(db: Db, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapPages> {
  const numbered = db
    .select({
      id: products.id,
      n: sql<number>`(row_number() over (order by ${products.id}))::int`.as("n"),
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(products)
    .where(eq(products.active, true))
    .as("numbered");
  const rows = await db
    .select({ id: numbered.id, total: numbered.total })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${pageSize} = 0`)
    .orderBy(asc(numbered.id));
  return { total: Number(rows[0]?.total ?? 0), starts: rows.map((row) => row.id) };
}

/**
 * One page of every active product's address in both languages, for the sitemap: the active
 * products from the page's first id up to the next page's (keyset on the primary key, one query;
 * never an OFFSET that reads every page before it). `pages` are kept (`sitemapPagesOf`), so a
 * product added since falls into a page beside its id until they are counted again; no product is
 * in two pages. `categories` names each product's category.
 */
export async function sitemapPageOf(
  db: Db,
  page: number,
  kept: {
    pages: () => Promise<SitemapPages>;
    categories: () => Promise<Map<number, CategoryRef>>;
  },
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<{ data: SitemapProduct[]; meta: PageMeta }> {
  const { total, starts } = await kept.pages();
  const start = starts[page - 1];
  if (start === undefined) return { data: [], meta: pageMeta(total, page, pageSize) };
  const next = starts[page];
  const [rows, categories] = await Promise.all([
    db
      .select({
        slugHr: products.slugHr,
        slugEn: products.slugEn,
        categoryId: products.categoryId,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          // The first page from the lowest id, so a product switched on below its start is not lost.
          page === 1 ? undefined : gte(products.id, start),
          next === undefined ? undefined : lt(products.id, next),
        ),
      )
      .orderBy(asc(products.id))
      // Products added since the pages were counted stay in the last page up to twice its size.
      .limit(pageSize * 2),
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
  return { data, meta: pageMeta(total, page, pageSize) };
}
