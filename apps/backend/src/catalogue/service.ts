import type {
  CategoryDetail,
  CategoryNode,
  CategoryRef,
  Language,
  ListingFacets,
  PageMeta,
  ProductDetail,
  ProductSummary,
} from "@dukan/contract";
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { brands, categories, productPictures, products, relatedProducts } from "./schema.ts";
import { searchService } from "./search.ts";
import { descriptionOut } from "./admin-texts.ts";
import type { ProductListRequest } from "./list-query.ts";
import { pageMeta } from "../http/page-meta.ts";
import { sitemapPageOf, type SitemapPages, sitemapPagesOf } from "./sitemap.ts";
import {
  effectivePrice,
  listingQuery,
  orderText,
  PICTURE_COLUMNS,
  pictureJoin,
  summaryColumns,
  type SummaryRow,
  today,
} from "./listing-sql.ts";
import { ttlCache } from "../cache/ttl-cache.ts";
import { EVERYTHING } from "../changes/feed.ts";
import { type BrandCache, brandReads } from "./brands-read.ts";
import { categoryLineage } from "../pricing/applied-rebate.ts";
import { type PriceContext, retailPrices } from "../pricing/price.ts";
import { type CatalogueRefs, summaryOfRow } from "./summary.ts";
import { type FacetBrands, listingFacets } from "./facets.ts";

type CategoryRow = typeof categories.$inferSelect;
type ProductList = { data: ProductSummary[]; meta: PageMeta; facets?: ListingFacets };

/** A page of products as the database gave it, before pricing. */
export interface ListedRows {
  rows: SummaryRow[];
  meta: PageMeta;
  /** When asked for: the listing's facets with counts (catalogue/facets.ts). */
  facets?: ListingFacets;
}

/** A product as the database gave it, before pricing. */
export interface ProductSource {
  row: typeof products.$inferSelect;
  summary: SummaryRow;
  pictures: (typeof productPictures.$inferSelect)[];
  /** Active related products, in their order. */
  related: SummaryRow[];
  category: CategoryDetail | null;
}
/**
 * The category tree and list totals are read on nearly every page and change
 * rarely; they may be this old. Counting thousands of rows costs more than the
 * page of products itself.
 */
const CATALOGUE_CACHE_TTL_MS = 30_000;

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

  /** Every category (a few dozen rows), from memory: read for every listing, breadcrumb and menu. */
  function allCategories(): Promise<CategoryRow[]> {
    // An async loader: a query builder handed over as it is would be run again by every `await` of the kept value.
    return categoryCache.get("all", async () =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    );
  }

  /** The category tree; each count includes the products of its subcategories. */
  function categoryTree(): Promise<CategoryNode[]> {
    return treeCache.get("tree", loadCategoryTree);
  }

  async function loadCategoryTree(): Promise<CategoryNode[]> {
    const [rows, counts] = await Promise.all([
      allCategories(),
      db
        .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.active, true))
        .groupBy(products.categoryId),
    ]);
    const own = new Map(counts.map((c) => [c.categoryId, c.count]));
    const nodes = new Map<number, CategoryNode>();
    for (const row of rows)
      nodes.set(row.id, {
        ...categoryRef(row),
        group_code: row.groupCode,
        product_count: own.get(row.id) ?? 0,
        children: [],
      });
    const roots: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id) as CategoryNode;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const total = (node: CategoryNode): number => {
      node.product_count += node.children.reduce((sum, child) => sum + total(child), 0);
      return node.product_count;
    };
    for (const root of roots) total(root);
    return roots;
  }

  async function categoryBySlug(slug: string): Promise<CategoryDetail | null> {
    const rows = await allCategories();
    const category = rows.find((c) => c.slugHr === slug || c.slugEn === slug);
    if (!category) return null;
    const byId = new Map(rows.map((c) => [c.id, c]));
    const breadcrumb: CategoryRef[] = [];
    for (let at = byId.get(category.parentId ?? -1); at; at = byId.get(at.parentId ?? -1))
      breadcrumb.unshift(categoryRef(at));
    return {
      ...categoryRef(category),
      group_code: category.groupCode,
      breadcrumb,
      children: rows.filter((c) => c.parentId === category.id).map(categoryRef),
    };
  }

  async function categoryById(id: number): Promise<CategoryDetail | null> {
    const row = (await allCategories()).find((c) => c.id === id);
    return row ? categoryBySlug(row.slugHr) : null;
  }

  /** Ids of a category and all categories under it. */
  async function categoryWithDescendants(slug: string): Promise<number[] | null> {
    const rows = await allCategories();
    const root = rows.find((c) => c.slugHr === slug || c.slugEn === slug);
    if (!root) return null;
    const ids = [root.id];
    for (let i = 0; i < ids.length; i++)
      for (const c of rows) if (c.parentId === ids[i]) ids.push(c.id);
    return ids;
  }

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

  /**
   * An active product by its slug in either language (`inactiveToo`: a hidden one too, for the
   * staff's answers), as read before pricing: its row, summary, pictures, related products in
   * their order and category.
   */
  async function productSource(
    slug: string,
    { inactiveToo = false }: { inactiveToo?: boolean } = {},
  ): Promise<ProductSource | null> {
    const bySlug = or(eq(products.slugHr, slug), eq(products.slugEn, slug));
    const active = (where: SQL | undefined) =>
      inactiveToo ? where : and(eq(products.active, true), where);
    let [row] = await db.select().from(products).where(active(bySlug)).limit(1);
    // A slug the product had before (product_old_slugs) finds it too: the storefront's product
    // page sends the visitor on to the product's address (301).
    if (!row)
      [row] = await db
        .select()
        .from(products)
        .where(
          active(
            sql`${products.id} = (select product_id from product_old_slugs where slug = ${slug} limit 1)`,
          ),
        )
        .limit(1);
    if (!row) return null;
    const [summary] = await summaryRows(eq(products.id, row.id), [], 1, 0);
    const [pictures, related, category] = await Promise.all([
      db
        .select()
        .from(productPictures)
        .where(eq(productPictures.productId, row.id))
        .orderBy(asc(productPictures.position)),
      db
        .select({ id: relatedProducts.relatedProductId })
        .from(relatedProducts)
        .where(eq(relatedProducts.productId, row.id))
        .orderBy(asc(relatedProducts.position)),
      summary ? categoryById(summary.category_id) : null,
    ]);
    if (!summary) return null;
    const relatedIds = related.map((r) => r.id);
    const relatedFound =
      relatedIds.length === 0
        ? []
        : await summaryRows(
            and(eq(products.active, true), inArray(products.id, relatedIds)),
            [],
            relatedIds.length,
            0,
          );
    relatedFound.sort((x, y) => relatedIds.indexOf(x.id) - relatedIds.indexOf(y.id));
    return { row, summary, pictures, related: relatedFound, category };
  }

  /** A product read by `productSource`, priced for `prices`. */
  async function pricedProduct(
    source: ProductSource,
    prices: PriceContext = retailPrices,
  ): Promise<ProductDetail | null> {
    const { row, pictures, category } = source;
    const [[summary], related] = await Promise.all([
      priced([source.summary], prices),
      priced(source.related, prices),
    ]);
    if (!summary) return null;
    return {
      ...summary,
      ean: row.ean,
      mpn: row.mpn,
      description_hr: descriptionOut(row.descriptionHr),
      description_en: descriptionOut(row.descriptionEn),
      specifications: row.specifications,
      units_per_carton: row.unitsPerCarton,
      pictures: pictures.map((p) => ({
        url: p.url,
        width: p.width,
        height: p.height,
        alt_hr: p.altHr,
        alt_en: p.altEn,
      })),
      brochure_url: row.brochureUrl,
      breadcrumb: category ? [...category.breadcrumb, categoryRef(category)] : [],
      related,
    };
  }

  /** An active product by its slug in either language, priced for `prices`. */
  async function productBySlug(
    slug: string,
    prices: PriceContext = retailPrices,
    options: { inactiveToo?: boolean } = {},
  ): Promise<ProductDetail | null> {
    const source = await productSource(slug, options);
    return source && pricedProduct(source, prices);
  }

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

  /** One page of every active product's address in both languages, for the sitemap (where its pages start kept like the lists' totals). */
  function sitemapPage(page: number) {
    return sitemapPageOf(db, page, {
      pages: () => sitemapPagesCache.get("pages", () => sitemapPagesOf(db)),
      categories: async () => (await refs()).categories,
    });
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

  /** The id of the category a slug (either language) names, from memory; null when none does. */
  async function categoryIdOfSlug(slug: string): Promise<number | null> {
    return (await allCategories()).find((c) => c.slugHr === slug || c.slugEn === slug)?.id ?? null;
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
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

function categoryRef(
  row: Pick<CategoryRow, "id" | "slugHr" | "slugEn" | "nameHr" | "nameEn"> | CategoryRef,
): CategoryRef {
  if ("slug_hr" in row)
    return {
      id: row.id,
      slug_hr: row.slug_hr,
      slug_en: row.slug_en,
      name_hr: row.name_hr,
      name_en: row.name_en,
    };
  return {
    id: row.id,
    slug_hr: row.slugHr,
    slug_en: row.slugEn,
    name_hr: row.nameHr,
    name_en: row.nameEn,
  };
}
