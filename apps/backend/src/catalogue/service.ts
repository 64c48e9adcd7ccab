import type {
  Brand,
  SitemapProduct,
  CategoryDetail,
  CategoryNode,
  CategoryRef,
  Language,
  PageMeta,
  ProductDetail,
  ProductSort,
  ProductSummary,
} from "@dukan/contract";
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { brands, categories, productPictures, products, relatedProducts } from "../db/schema.ts";
import { searchService } from "../search/service.ts";
import { availabilityOf } from "./availability.ts";
import type { ProductListRequest } from "./list-query.ts";
import { ttlCache } from "../cache/ttl-cache.ts";
import { discountPercent } from "../pricing/omnibus.ts";
import { appliedRebate, categoryLineage } from "../pricing/applied-rebate.ts";
import { type PriceContext, retailPrices, yourPrice } from "../pricing/price.ts";

type CategoryRow = typeof categories.$inferSelect;
type BrandRef = ProductSummary["brand"];
interface CatalogueRefs {
  categories: Map<number, CategoryRef>;
  brands: Map<number, BrandRef>;
  /** A category's id and the ids above it, for rebates given on a parent category. */
  lineage: Map<number, number[]>;
}

/**
 * The category tree and list totals are read on nearly every page and change
 * rarely; they may be this old. Counting thousands of rows costs more than the
 * page of products itself.
 */
const CATALOGUE_CACHE_TTL_MS = 30_000;

/** Products per sitemap file (two languages each): well under the 50,000-address limit. */
export const SITEMAP_PAGE_SIZE = 5_000;

export function catalogueService(db: Db, now: () => number = Date.now) {
  const search = searchService(db);
  const treeCache = ttlCache<CategoryNode[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const totalCache = ttlCache<number>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const refsCache = ttlCache<CatalogueRefs>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const brandCache = ttlCache<Brand[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const categoryCache = ttlCache<CategoryRow[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });

  /** Every category (a few dozen rows), from memory: read for every listing, breadcrumb and menu. */
  function allCategories(): Promise<CategoryRow[]> {
    // An async loader: a query builder handed over as it is would be run again by every `await` of the kept value.
    return categoryCache.get("all", async () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)));
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
      nodes.set(row.id, { ...categoryRef(row), group_code: row.groupCode, product_count: own.get(row.id) ?? 0, children: [] });
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
    for (let at = byId.get(category.parentId ?? -1); at; at = byId.get(at.parentId ?? -1)) breadcrumb.unshift(categoryRef(at));
    return {
      ...categoryRef(category),
      group_code: category.groupCode,
      breadcrumb,
      children: rows.filter((c) => c.parentId === category.id).map(categoryRef),
    };
  }

  /** Ids of a category and all categories under it. */
  async function categoryWithDescendants(slug: string): Promise<number[] | null> {
    const rows = await allCategories();
    const root = rows.find((c) => c.slugHr === slug || c.slugEn === slug);
    if (!root) return null;
    const ids = [root.id];
    for (let i = 0; i < ids.length; i++) for (const c of rows) if (c.parentId === ids[i]) ids.push(c.id);
    return ids;
  }

  /**
   * One page of products, priced for `prices` (a visitor's, a person's, a legal entity's with its
   * rebates). Totals are cached briefly per filter; a page past the last answers the last page.
   * With a search and no chosen sort, best matches come first.
   */
  async function listProducts(
    request: ProductListRequest,
    language: Language = "hr",
    prices: PriceContext = retailPrices,
  ): Promise<{ data: ProductSummary[]; meta: PageMeta }> {
    // `active` written in, not a parameter: a prepared statement's plan can then use the partial indexes.
    const conditions: SQL[] = [sql`${products.active}`];
    let categoryIds: number[] | undefined;
    if (request.categorySlug !== undefined) {
      const ids = await categoryWithDescendants(request.categorySlug);
      if (ids === null) return { data: [], meta: pageMeta(0, request.page, request.perPage) };
      conditions.push(inArray(products.categoryId, ids));
      categoryIds = ids;
    }
    let brandIds: number[] | undefined;
    if (request.brandSlugs !== undefined) {
      const ids = [...(await refs()).brands.values()].filter((b) => request.brandSlugs?.includes(b.slug)).map((b) => b.id);
      if (ids.length === 0) return { data: [], meta: pageMeta(0, request.page, request.perPage) };
      conditions.push(inArray(products.brandId, ids));
      brandIds = ids;
    }
    if (request.minPriceCents !== undefined) conditions.push(sql`${effectivePrice} >= ${request.minPriceCents}`);
    if (request.maxPriceCents !== undefined) conditions.push(sql`${effectivePrice} <= ${request.maxPriceCents}`);
    if (request.onlyNew) conditions.push(sql`${products.newUntil} >= current_date`);
    if (request.onlyOnSale) conditions.push(isNotNull(products.saleRetailPriceCents));
    if (request.onlyInStock) conditions.push(sql`${products.stock} > 0`);
    const match = request.q === undefined ? null : await search.match(request.q);
    if (match) conditions.push(match.where);
    const where = and(...conditions);

    const { page: _page, perPage: _perPage, sort: _sort, ...filters } = request;
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
    let rows: ProductSummary[] = [];
    if (total > 0 && match)
      rows = await summaries(
        where,
        request.sort === undefined ? [desc(match.rank), asc(products.id)] : [sql.raw(orderText(request.sort, language))],
        request.perPage,
        offset,
        prices,
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
      rows = await pricedSummaries(db.$client.query<SummaryRow>(query.text, query.values), prices);
    }
    return { data: rows, meta: pageMeta(total, page, request.perPage) };
  }

  /** An active product by its slug in either language (`inactiveToo`: a hidden one too, for the staff's answers). */
  async function productBySlug(
    slug: string,
    prices: PriceContext = retailPrices,
    { inactiveToo = false }: { inactiveToo?: boolean } = {},
  ): Promise<ProductDetail | null> {
    const bySlug = or(eq(products.slugHr, slug), eq(products.slugEn, slug));
    const [row] = await db
      .select()
      .from(products)
      .where(inactiveToo ? bySlug : and(eq(products.active, true), bySlug))
      .limit(1);
    if (!row) return null;
    const [summary] = await summaries(eq(products.id, row.id), [], 1, 0, prices);
    const [pictures, related, category] = await Promise.all([
      db.select().from(productPictures).where(eq(productPictures.productId, row.id)).orderBy(asc(productPictures.position)),
      db
        .select({ id: relatedProducts.relatedProductId })
        .from(relatedProducts)
        .where(eq(relatedProducts.productId, row.id))
        .orderBy(asc(relatedProducts.position)),
      categoryBySlug(summary?.category.slug_hr ?? ""),
    ]);
    const relatedIds = related.map((r) => r.id);
    const relatedFound =
      relatedIds.length === 0
        ? []
        : await summaries(and(eq(products.active, true), inArray(products.id, relatedIds)), [], relatedIds.length, 0, prices);
    const relatedSummaries = relatedFound.sort((x, y) => relatedIds.indexOf(x.id) - relatedIds.indexOf(y.id));
    if (!summary) return null;
    return {
      ...summary,
      ean: row.ean,
      mpn: row.mpn,
      description_hr: row.descriptionHr,
      description_en: row.descriptionEn,
      specifications: row.specifications,
      units_per_carton: row.unitsPerCarton,
      pictures: pictures.map((p) => ({ url: p.url, width: p.width, height: p.height, alt_hr: p.altHr, alt_en: p.altEn })),
      brochure_url: row.brochureUrl,
      breadcrumb: category ? [...category.breadcrumb, categoryRef(category)] : [],
      related: relatedSummaries,
    };
  }

  /** Categories and brands by id, from memory: joining them costs PGlite more planning than the query itself. */
  function refs(): Promise<CatalogueRefs> {
    return refsCache.get("refs", async () => {
      const [categoryRows, brandRows] = await Promise.all([allCategories(), db.select().from(brands)]);
      return {
        lineage: categoryLineage(categoryRows),
        categories: new Map(categoryRows.map((c) => [c.id, categoryRef(c)])),
        brands: new Map(brandRows.map((b) => [b.id, { id: b.id, slug: b.slug, name: b.name }])),
      };
    });
  }

  /** Summaries of the products `where` picks, in `order`, through the query builder (product pages, searches, lists by id). */
  async function summaries(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
    prices: PriceContext,
  ): Promise<ProductSummary[]> {
    const query = db.execute<SummaryRow>(sql`
      select ${sql.raw(summaryColumns("products"))}, products.new_until >= ${today()}::date as is_new, ${sql.raw(PICTURE_COLUMNS)}
      from products ${sql.raw(pictureJoin("products"))}
      ${where ? sql`where ${where}` : sql``}
      ${order.length > 0 ? sql`order by ${sql.join(order, sql`, `)}` : sql``}
      limit ${limit} offset ${offset}`);
    return pricedSummaries(query, prices);
  }

  /** Summaries of the rows of a summary query (`SummaryRow`), priced for `prices`. */
  async function pricedSummaries(query: Promise<{ rows: SummaryRow[] }>, prices: PriceContext): Promise<ProductSummary[]> {
    const [{ rows }, known] = await Promise.all([query, refs()]);
    let lookup = known;
    if (rows.some((r) => !lookup.categories.has(r.category_id) || !lookup.brands.has(r.brand_id))) {
      refsCache.clear(); // a category or brand newer than the cache
      lookup = await refs();
    }
    return rows.map((product) => {
      const yours = yourPrice(
        {
          brandId: product.brand_id,
          categoryIds: lookup.lineage.get(product.category_id) ?? [product.category_id],
          retailPriceCents: product.retail_price_cents,
          saleRetailPriceCents: product.sale_retail_price_cents,
          wholesalePriceCents: product.wholesale_price_cents,
          saleWholesalePriceCents: product.sale_wholesale_price_cents,
        },
        prices,
      );
      const sale = product.sale_retail_price_cents;
      const reference = sale === null ? null : (product.sale_reference_price_cents ?? product.retail_price_cents);
      return {
        id: product.id,
        item_code: product.item_code,
        slug_hr: product.slug_hr,
        slug_en: product.slug_en,
        name_hr: product.name_hr,
        name_en: product.name_en,
        category: lookup.categories.get(product.category_id) as CategoryRef,
        brand: lookup.brands.get(product.brand_id) as BrandRef,
        price_cents: product.retail_price_cents,
        sale_price_cents: sale,
        lowest_price_30d_cents: reference,
        discount_percent: reference === null || sale === null ? null : discountPercent(reference, sale),
        your_price_cents: yours.cents,
        your_price_includes_vat: yours.includesVat,
        rebate: appliedRebate(yours.rebate),
        vat_rate: product.vat_rate,
        availability: availabilityOf(product.stock),
        is_new: product.is_new === true,
        picture:
          product.picture_url === null
            ? null
            : {
                url: product.picture_url,
                width: product.picture_width as number,
                height: product.picture_height as number,
                alt_hr: product.picture_alt_hr as string,
                alt_en: product.picture_alt_en as string,
              },
      };
    });
  }

  /** Brands with their number of active products, A to Z. */
  function brandList(): Promise<Brand[]> {
    return brandCache.get("brands", async () => {
      const rows = await db
        .select({ id: brands.id, slug: brands.slug, name: brands.name, count: sql<number>`count(${products.id})::int` })
        .from(brands)
        .leftJoin(products, and(eq(products.brandId, brands.id), eq(products.active, true)))
        .groupBy(brands.id)
        .orderBy(asc(brands.name));
      return rows.map((b) => ({ id: b.id, slug: b.slug, name: b.name, product_count: b.count }));
    });
  }

  /** One page of every active product's address in both languages, for the sitemap. */
  async function sitemapPage(page: number): Promise<{ data: SitemapProduct[]; meta: PageMeta }> {
    const total = await totalCache.get("sitemap", async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.active, true));
      return row?.total ?? 0;
    });
    const lastPage = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
    if (page > lastPage) return { data: [], meta: pageMeta(total, page, SITEMAP_PAGE_SIZE) };
    const [rows, known] = await Promise.all([
      db
        .select({ slugHr: products.slugHr, slugEn: products.slugEn, categoryId: products.categoryId, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset((page - 1) * SITEMAP_PAGE_SIZE),
      refs(),
    ]);
    const data = rows.map((r) => {
      const category = known.categories.get(r.categoryId);
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

  /** Active products by id, in the order given, priced for `prices` (wishlist, comparison). */
  async function productsByIds(ids: readonly number[], prices: PriceContext = retailPrices): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const found = await summaries(and(eq(products.active, true), inArray(products.id, [...ids])), [], ids.length, 0, prices);
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

  /** Drops every kept tree, total, category and brand: a change of the catalogue was committed (changes/feed.ts). */
  function forgetKept(): void {
    for (const cache of [treeCache, totalCache, refsCache, brandCache, categoryCache]) cache.clear();
  }

  return {
    categoryTree,
    categoryBySlug,
    listProducts,
    productBySlug,
    brandList,
    sitemapPage,
    categoryLookup,
    productsByIds,
    forgetKept,
    categoryIdOfSlug,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

function categoryRef(row: Pick<CategoryRow, "id" | "slugHr" | "slugEn" | "nameHr" | "nameEn"> | CategoryRef): CategoryRef {
  if ("slug_hr" in row) return { id: row.id, slug_hr: row.slug_hr, slug_en: row.slug_en, name_hr: row.name_hr, name_en: row.name_en };
  return { id: row.id, slug_hr: row.slugHr, slug_en: row.slugEn, name_hr: row.nameHr, name_en: row.nameEn };
}

function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Today as PostgreSQL reads a date (UTC): a product is new until the end of its `new_until` day. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A row of a summary query: the product's columns, whether it is new, and its first picture. */
type SummaryRow = {
  id: number;
  item_code: string;
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
  brand_id: number;
  category_id: number;
  retail_price_cents: number;
  sale_retail_price_cents: number | null;
  wholesale_price_cents: number;
  sale_wholesale_price_cents: number | null;
  sale_reference_price_cents: number | null;
  vat_rate: number;
  stock: number;
  is_new: boolean | null;
  picture_url: string | null;
  picture_width: number | null;
  picture_height: number | null;
  picture_alt_hr: string | null;
  picture_alt_en: string | null;
};

const SUMMARY_COLUMNS = [
  "id",
  "item_code",
  "slug_hr",
  "slug_en",
  "name_hr",
  "name_en",
  "brand_id",
  "category_id",
  "retail_price_cents",
  "sale_retail_price_cents",
  "wholesale_price_cents",
  "sale_wholesale_price_cents",
  "sale_reference_price_cents",
  "vat_rate",
  "stock",
];
const summaryColumns = (table: string) => SUMMARY_COLUMNS.map((column) => `${table}.${column}`).join(", ");
const PICTURE_COLUMNS =
  "pp.url as picture_url, pp.width as picture_width, pp.height as picture_height, pp.alt_hr as picture_alt_hr, pp.alt_en as picture_alt_en";
const pictureJoin = (table: string) => `left join product_pictures pp on pp.product_id = ${table}.id and pp.position = 0`;

/** The price a visitor pays, as `products_category_price_idx` and `products_price_idx` hold it. */
const PRICE = "coalesce(products.sale_retail_price_cents, products.retail_price_cents)";
const effectivePrice = sql.raw(PRICE);

/** ORDER BY of a listing over `products`, always ending in the id so that pages never overlap. */
function orderText(sort: ProductSort, language: Language): string {
  switch (sort) {
    case "price_asc":
      return `${PRICE}, products.id`;
    case "price_desc":
      // The exact reverse of price_asc: an index on (…, price, id) read backwards, no sorting.
      return `${PRICE} desc, products.id desc`;
    case "name":
      return `products.${language === "hr" ? "name_hr" : "name_en"}, products.id`;
    case "newest":
      return "products.created_at desc, products.id desc";
  }
}

interface ListingFilters {
  categoryIds?: number[];
  brandIds?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  onlyNew: boolean;
  onlyOnSale: boolean;
  onlyInStock: boolean;
}

/** Sorts that an index reads in order within one category: its key, and the direction of key and id. */
const ORDERED_IN_CATEGORY: Partial<Record<ProductSort, { key: string; direction: string }>> = {
  price_asc: { key: PRICE, direction: "" }, // products_category_price_idx
  price_desc: { key: PRICE, direction: " desc" }, // the same, read backwards
  newest: { key: "products.created_at", direction: " desc" }, // products_category_newest_idx
};

/**
 * The page query of a listing without search, written out as SQL text: no query builder runs
 * per request, and the text depends only on which filters are set (values are parameters,
 * `active` and the page are written in, so the partial indexes apply), so each connection
 * plans it once and runs it as a prepared statement (db/preparing-client.ts).
 *
 * Over several categories (a category with its subcategories) in an order that an index keeps
 * within one category (price, newest), each category is read in that order and PostgreSQL merges
 * the reads (a Merge Append): the page costs about as many index entries as it shows plus one
 * per category, however large the categories are. One price-ordered index over every category
 * would have to step over the products of the other categories (and sorting a whole category
 * tree newest first read every one of its products).
 */
function listingQuery(
  filters: ListingFilters,
  sort: ProductSort,
  language: Language,
  limit: number,
  offset: number,
  today: string,
): { text: string; values: unknown[] } {
  const values: unknown[] = [today];
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = ["products.active"];
  if (filters.brandIds) conditions.push(`products.brand_id in (${filters.brandIds.map(parameter).join(", ")})`);
  if (filters.minPriceCents !== undefined) conditions.push(`${PRICE} >= ${parameter(filters.minPriceCents)}`);
  if (filters.maxPriceCents !== undefined) conditions.push(`${PRICE} <= ${parameter(filters.maxPriceCents)}`);
  if (filters.onlyNew) conditions.push("products.new_until >= current_date");
  if (filters.onlyOnSale) conditions.push("products.sale_retail_price_cents is not null");
  if (filters.onlyInStock) conditions.push("products.stock > 0");
  const columns = `${summaryColumns("products")}, products.new_until >= $1::date as is_new`;
  const order = orderText(sort, language);
  const categories = filters.categoryIds ?? [];
  const ordered = ORDERED_IN_CATEGORY[sort];
  if (categories.length > 1 && ordered) {
    const { key, direction } = ordered;
    const branches = categories.map(
      (id) =>
        `(select ${columns}, ${key} as sort_key from products where ${[...conditions, `products.category_id = ${parameter(id)}`].join(" and ")} order by ${order} limit ${offset + limit})`,
    );
    return {
      text: `select ${summaryColumns("u")}, u.is_new, ${PICTURE_COLUMNS} from (${branches.join(" union all ")} order by sort_key${direction}, id${direction} limit ${limit} offset ${offset}) u ${pictureJoin("u")} order by u.sort_key${direction}, u.id${direction}`,
      values,
    };
  }
  if (categories.length > 0) conditions.push(`products.category_id in (${categories.map(parameter).join(", ")})`);
  return {
    text: `select ${columns}, ${PICTURE_COLUMNS} from products ${pictureJoin("products")} where ${conditions.join(" and ")} order by ${order} limit ${limit} offset ${offset}`,
    values,
  };
}
