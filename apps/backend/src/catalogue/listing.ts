import type { Language, ListingFacets, PageMeta, ProductSummary } from "@dukan/contract";
import { and, asc, desc, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ttlCache } from "../cache/ttl-cache.ts";
import type { Db } from "../db/client.ts";
import { pageMeta } from "../http/page-meta.ts";
import { type PriceContext, retailPrices } from "../pricing/price.ts";
import type { CategoryReads } from "./categories-read.ts";
import { listingFacets } from "./facets.ts";
import type { ProductListRequest } from "./list-query.ts";
import { effectivePrice, listingQuery, orderText, type SummaryRow, today } from "./listing-sql.ts";
import type { PricedSummaries } from "./priced-summaries.ts";
import { products } from "./schema.ts";
import type { SearchService } from "./search.ts";

type ProductList = { data: ProductSummary[]; meta: PageMeta; facets?: ListingFacets };

/** A page of products as the database gave it, before pricing. */
export interface ListedRows {
  rows: SummaryRow[];
  meta: PageMeta;
  /** When asked for: the listing's facets with counts (catalogue/facets.ts). */
  facets?: ListingFacets;
}

/** What a listing reads with: the search, the kept totals and facets, categories and summaries. */
interface ListingSources
  extends
    Pick<CategoryReads, "categoryWithDescendants">,
    Pick<PricedSummaries, "refs" | "brandsById" | "summaryRows" | "priced"> {
  db: Db;
  search: SearchService;
  totalCache: ReturnType<typeof ttlCache<number>>;
  facetCache: ReturnType<typeof ttlCache<ListingFacets>>;
}

/** The storefront's product lists: a page of rows read for everyone, then priced for a caller. */
export function productListing({
  db,
  search,
  totalCache,
  facetCache,
  categoryWithDescendants,
  refs,
  brandsById,
  summaryRows,
  priced,
}: ListingSources) {
  /**
   * One page of products as read, before pricing: the same rows for every caller, so a page a
   * visitor's list already read can be priced for a customer (catalogue/routes.ts). Totals are
   * cached briefly per filter; a page past the last answers the last page. With a search and no
   * chosen sort, best matches come first.
   */
  async function listProductRows(
    request: ProductListRequest,
    language: Language = "hr",
  ): Promise<ListedRows> {
    // `active` written in, not a parameter: a prepared statement's plan can then use the partial indexes.
    // The base: what the listing is (its category, search, new or sale items); then the facets' filters.
    const base: SQL[] = [sql`${products.active}`];
    const conditions: SQL[] = [];
    let categoryIds: number[] | undefined;
    if (request.categorySlug !== undefined) {
      const ids = await categoryWithDescendants(request.categorySlug);
      if (ids === null) return { rows: [], meta: pageMeta(0, request.page, request.perPage) };
      base.push(inArray(products.categoryId, ids));
      categoryIds = ids;
    }
    let brandIds: number[] | undefined;
    if (request.brandSlugs !== undefined) {
      const ids = [...(await refs()).brands.values()]
        .filter((b) => request.brandSlugs?.includes(b.slug))
        .map((b) => b.id);
      if (ids.length === 0) return { rows: [], meta: pageMeta(0, request.page, request.perPage) };
      conditions.push(inArray(products.brandId, ids));
      brandIds = ids;
    }
    if (request.minPriceCents !== undefined)
      conditions.push(sql`${effectivePrice} >= ${request.minPriceCents}`);
    if (request.maxPriceCents !== undefined)
      conditions.push(sql`${effectivePrice} <= ${request.maxPriceCents}`);
    if (request.onlyNew) base.push(sql`${products.newUntil} >= current_date`);
    if (request.onlyOnSale) base.push(isNotNull(products.saleRetailPriceCents));
    if (request.onlyInStock) conditions.push(sql`${products.stock} > 0`);
    const match = request.q === undefined ? null : await search.match(request.q);
    if (match) base.push(match.where);
    const where = and(...base, ...conditions);

    const { page: _page, perPage: _perPage, sort: _sort, facets: withFacets, ...filters } = request;
    const facets = withFacets
      ? facetCache.get(JSON.stringify(filters), async () =>
          listingFacets(db, and(...base) as SQL, { ...request, brandIds }, await brandsById()),
        )
      : undefined;
    const total = await totalCache.get(JSON.stringify(filters), async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return row?.total ?? 0;
    });
    const lastPage = Math.max(1, Math.ceil(total / request.perPage));
    const page = Math.min(request.page, lastPage);
    const offset = (page - 1) * request.perPage;
    let rows: SummaryRow[] = [];
    if (total > 0 && match)
      rows = await summaryRows(
        where,
        request.sort === undefined
          ? [desc(match.rank), asc(products.id)]
          : [sql.raw(orderText(request.sort, language))],
        request.perPage,
        offset,
      );
    else if (total > 0) {
      const query = listingQuery(
        { ...request, categoryIds, brandIds },
        request.sort ?? "newest",
        language,
        request.perPage,
        offset,
        today(),
      );
      rows = (await db.$client.query<SummaryRow>(query.text, query.values)).rows;
    }
    const meta = pageMeta(total, page, request.perPage);
    return facets ? { rows, meta, facets: await facets } : { rows, meta };
  }

  /** A page of products read by `listProductRows`, priced for `prices` (a visitor's, a person's, a legal entity's with its rebates). */
  async function pricedList(
    listed: ListedRows,
    prices: PriceContext = retailPrices,
  ): Promise<ProductList> {
    const data = await priced(listed.rows, prices);
    return listed.facets
      ? { data, meta: listed.meta, facets: listed.facets }
      : { data, meta: listed.meta };
  }

  return { listProductRows, pricedList };
}
