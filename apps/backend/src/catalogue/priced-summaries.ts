import type { ProductSummary } from "@dukan/contract";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ttlCache } from "../cache/ttl-cache.ts";
import type { Db } from "../db/client.ts";
import { categoryLineage } from "../pricing/applied-rebate.ts";
import { type PriceContext, retailPrices } from "../pricing/price.ts";
import { type CategoryReads, categoryRef } from "./categories-read.ts";
import type { FacetBrands } from "./facets.ts";
import {
  PICTURE_COLUMNS,
  pictureJoin,
  summaryColumns,
  type SummaryRow,
  today,
} from "./listing-sql.ts";
import { brands, products } from "./schema.ts";
import { type CatalogueRefs, summaryOfRow } from "./summary.ts";

export type RefsCache = ReturnType<typeof ttlCache<CatalogueRefs>>;

/**
 * Product summaries as every list and page shows them: their rows read, then priced for a caller
 * with the categories and brands kept in memory.
 */
export function pricedSummaries(
  db: Db,
  refsCache: RefsCache,
  { allCategories }: Pick<CategoryReads, "allCategories">,
) {
  /** Categories and brands by id, from memory: joining them costs PGlite more planning than the query itself. */
  function refs(): Promise<CatalogueRefs> {
    return refsCache.get("refs", async () => {
      const [categoryRows, brandRows] = await Promise.all([
        allCategories(),
        db.select().from(brands),
      ]);
      return {
        lineage: categoryLineage(categoryRows),
        categories: new Map(categoryRows.map((c) => [c.id, categoryRef(c)])),
        brands: new Map(brandRows.map((b) => [b.id, { id: b.id, slug: b.slug, name: b.name }])),
      };
    });
  }

  /** Brands by id (slug and name) for the facets, from memory. */
  async function brandsById(): Promise<FacetBrands> {
    return (await refs()).brands;
  }

  /** The summary rows of the products `where` picks, in `order`, through the query builder (product pages, searches, lists by id). */
  async function summaryRows(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<SummaryRow[]> {
    const { rows } = await db.execute<SummaryRow>(sql`
      select ${sql.raw(summaryColumns("products"))}, products.new_until >= ${today()}::date as is_new, ${sql.raw(PICTURE_COLUMNS)}
      from products ${sql.raw(pictureJoin("products"))}
      ${where ? sql`where ${where}` : sql``}
      ${order.length > 0 ? sql`order by ${sql.join(order, sql`, `)}` : sql``}
      limit ${limit} offset ${offset}`);
    return rows;
  }

  /** Summaries of summary rows (`SummaryRow`), priced for `prices`. */
  async function priced(
    rows: readonly SummaryRow[],
    prices: PriceContext,
  ): Promise<ProductSummary[]> {
    if (rows.length === 0) return [];
    let lookup = await refs();
    if (rows.some((r) => !lookup.categories.has(r.category_id) || !lookup.brands.has(r.brand_id))) {
      refsCache.clear(); // a category or brand newer than the cache
      lookup = await refs();
    }
    return rows.map((row) => summaryOfRow(row, lookup, prices));
  }

  /** Active products by id, in the order given, priced for `prices` (wishlist, comparison). */
  async function productsByIds(
    ids: readonly number[],
    prices: PriceContext = retailPrices,
  ): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const found = await priced(
      await summaryRows(
        and(eq(products.active, true), inArray(products.id, [...ids])),
        [],
        ids.length,
        0,
      ),
      prices,
    );
    return found.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
  }

  /** Categories by id and each one's lineage, from memory: for pricing (rebates on parent categories) and cart lines. */
  async function categoryLookup(): Promise<Pick<CatalogueRefs, "categories" | "lineage">> {
    return refs();
  }

  return { refs, brandsById, summaryRows, priced, productsByIds, categoryLookup };
}

export type PricedSummaries = ReturnType<typeof pricedSummaries>;
