import type { CategoryNode, ListingFacets } from "@dukan/contract";
import { ttlCache } from "../cache/ttl-cache.ts";
import { EVERYTHING } from "../changes/feed.ts";
import type { Db } from "../db/client.ts";
import { type BrandCache, brandReads } from "./brands-read.ts";
import { categoryReads, type CategoryRow } from "./categories-read.ts";
import { productListing } from "./listing.ts";
import { pricedSummaries } from "./priced-summaries.ts";
import { productPage } from "./product-page.ts";
import { searchService } from "./search.ts";
import { sitemapPageOf, type SitemapPages, sitemapPagesOf } from "./sitemap.ts";
import type { CatalogueRefs } from "./summary.ts";

/**
 * The category tree and list totals are read on nearly every page and change
 * rarely; they may be this old. Counting thousands of rows costs more than the
 * page of products itself.
 */
const CATALOGUE_CACHE_TTL_MS = 30_000;

/**
 * The storefront's catalogue, put together from one file a concern: categories
 * (categories-read.ts), brands (brands-read.ts), product summaries priced (priced-summaries.ts),
 * the product lists (listing.ts) and the product page (product-page.ts). The caches they read
 * through are made here, and dropped here when a change commits (`forgetChanged`).
 */
export function catalogueService(db: Db, now: () => number = Date.now) {
  const search = searchService(db);
  const treeCache = ttlCache<CategoryNode[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const totalCache = ttlCache<number>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  // Where each sitemap page starts, kept and dropped with the totals.
  const sitemapPagesCache = ttlCache<SitemapPages>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  // Facet counts are kept per filters as the totals are, and dropped with them on every change.
  const facetCache = ttlCache<ListingFacets>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const refsCache = ttlCache<CatalogueRefs>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const brandCache: BrandCache = ttlCache({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const { brandList, brandBySlug } = brandReads(db, brandCache);
  const categoryCache = ttlCache<CategoryRow[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const {
    allCategories,
    categoryTree,
    categoryBySlug,
    categoryById,
    categoryWithDescendants,
    categoryIdsUnder,
    categoryIdOfSlug,
  } = categoryReads(db, categoryCache, treeCache);
  const { refs, brandsById, summaryRows, priced, productsByIds, categoryLookup } = pricedSummaries(
    db,
    refsCache,
    { allCategories },
  );
  const { listProductRows, pricedList } = productListing({
    db,
    search,
    totalCache,
    facetCache,
    categoryWithDescendants,
    refs,
    brandsById,
    summaryRows,
    priced,
  });
  const { productSource, pricedProduct, productBySlug } = productPage({
    db,
    categoryById,
    summaryRows,
    priced,
  });

  /** One page of every active product's address in both languages, for the sitemap (where its pages start kept like the lists' totals). */
  function sitemapPage(page: number) {
    return sitemapPageOf(db, page, {
      pages: () => sitemapPagesCache.get("pages", () => sitemapPagesOf(db)),
      categories: async () => (await refs()).categories,
    });
  }

  /**
   * Drops what a committed change may have made wrong, by its keys (changes/feed.ts, migration
   * 0038): categories and brands on `*`; the tree's counts when products came, went, moved or were
   * switched; totals, facets and brands' counts also on `listing-counts`. An order's stock
   * decrement that leaves every product on its side of zero drops none of them.
   */
  function forgetChanged(keys: readonly string[]): void {
    const everything = keys.includes(EVERYTHING);
    const categoryCounts = everything || keys.includes("category-counts");
    const listingCounts = categoryCounts || keys.includes("listing-counts");
    if (everything) for (const cache of [refsCache, categoryCache]) cache.clear();
    if (categoryCounts) treeCache.clear();
    if (listingCounts)
      for (const cache of [totalCache, sitemapPagesCache, facetCache, brandCache]) cache.clear();
  }

  return {
    categoryTree,
    categoryBySlug,
    listProductRows,
    pricedList,
    productSource,
    pricedProduct,
    productBySlug,
    brandList,
    brandBySlug,
    sitemapPage,
    categoryLookup,
    productsByIds,
    forgetChanged,
    categoryIdOfSlug,
    categoryIdsUnder,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
