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
import { pricedProductColumns } from "../pricing/customer-prices.ts";
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
    return categoryCache.get("all", () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)));
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
   * One page of products. Totals are cached briefly per filter; a page past the
   * last answers the last page. With a search and no chosen sort, best matches come first.
   */
  /** A page of products, priced for `prices` (whose prices: a visitor's, a person's, a legal entity's with its rebates). */
  async function listProducts(
    request: ProductListRequest,
    language: Language = "hr",
    prices: PriceContext = retailPrices,
  ): Promise<{ data: ProductSummary[]; meta: PageMeta }> {
    const conditions: SQL[] = [eq(products.active, true)];
    if (request.categorySlug !== undefined) {
      const ids = await categoryWithDescendants(request.categorySlug);
      if (ids === null) return { data: [], meta: pageMeta(0, request.page, request.perPage) };
      conditions.push(inArray(products.categoryId, ids));
    }
    if (request.brandSlugs !== undefined) {
      const ids = [...(await refs()).brands.values()].filter((b) => request.brandSlugs?.includes(b.slug)).map((b) => b.id);
      if (ids.length === 0) return { data: [], meta: pageMeta(0, request.page, request.perPage) };
      conditions.push(inArray(products.brandId, ids));
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
    const order = request.sort === undefined && match ? [desc(match.rank), asc(products.id)] : orderFor(request.sort ?? "newest", language);
    const rows = total === 0 ? [] : await summaries(where, order, request.perPage, (page - 1) * request.perPage, prices);
    return { data: rows, meta: pageMeta(total, page, request.perPage) };
  }

  async function productBySlug(slug: string, prices: PriceContext = retailPrices): Promise<ProductDetail | null> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.active, true), or(eq(products.slugHr, slug), eq(products.slugEn, slug))))
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

  async function summaries(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
    prices: PriceContext,
  ): Promise<ProductSummary[]> {
    const [rows, known] = await Promise.all([
      db
        .select({
          id: products.id,
          itemCode: products.itemCode,
          slugHr: products.slugHr,
          slugEn: products.slugEn,
          nameHr: products.nameHr,
          nameEn: products.nameEn,
          ...pricedProductColumns,
          saleReferencePriceCents: products.saleReferencePriceCents,
          vatRate: products.vatRate,
          stock: products.stock,
          newUntil: products.newUntil,
          picture: {
            url: productPictures.url,
            width: productPictures.width,
            height: productPictures.height,
            altHr: productPictures.altHr,
            altEn: productPictures.altEn,
          },
        })
        .from(products)
        .leftJoin(productPictures, and(eq(productPictures.productId, products.id), eq(productPictures.position, 0)))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      refs(),
    ]);
    let lookup = known;
    if (rows.some((r) => !lookup.categories.has(r.categoryId) || !lookup.brands.has(r.brandId))) {
      refsCache.clear(); // a category or brand newer than the cache
      lookup = await refs();
    }
    const today = new Date().toISOString().slice(0, 10);
    return rows.map((product) => {
      const yours = yourPrice({ ...product, categoryIds: lookup.lineage.get(product.categoryId) ?? [product.categoryId] }, prices);
      const reference = product.saleRetailPriceCents === null ? null : (product.saleReferencePriceCents ?? product.retailPriceCents);
      return {
        id: product.id,
        item_code: product.itemCode,
        slug_hr: product.slugHr,
        slug_en: product.slugEn,
        name_hr: product.nameHr,
        name_en: product.nameEn,
        category: lookup.categories.get(product.categoryId) as CategoryRef,
        brand: lookup.brands.get(product.brandId) as BrandRef,
        price_cents: product.retailPriceCents,
        sale_price_cents: product.saleRetailPriceCents,
        lowest_price_30d_cents: reference,
        discount_percent:
          reference === null || product.saleRetailPriceCents === null ? null : discountPercent(reference, product.saleRetailPriceCents),
        your_price_cents: yours.cents,
        your_price_includes_vat: yours.includesVat,
        rebate: appliedRebate(yours.rebate),
        vat_rate: product.vatRate,
        availability: availabilityOf(product.stock),
        is_new: product.newUntil !== null && product.newUntil >= today,
        picture: product.picture
          ? {
              url: product.picture.url,
              width: product.picture.width,
              height: product.picture.height,
              alt_hr: product.picture.altHr,
              alt_en: product.picture.altEn,
            }
          : null,
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

  return { categoryTree, categoryBySlug, listProducts, productBySlug, brandList, sitemapPage, categoryLookup, productsByIds };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

function categoryRef(row: Pick<CategoryRow, "id" | "slugHr" | "slugEn" | "nameHr" | "nameEn"> | CategoryRef): CategoryRef {
  if ("slug_hr" in row) return { id: row.id, slug_hr: row.slug_hr, slug_en: row.slug_en, name_hr: row.name_hr, name_en: row.name_en };
  return { id: row.id, slug_hr: row.slugHr, slug_en: row.slugEn, name_hr: row.nameHr, name_en: row.nameEn };
}

function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

const effectivePrice = sql`coalesce(${products.saleRetailPriceCents}, ${products.retailPriceCents})`;

function orderFor(sort: ProductSort, language: Language): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(effectivePrice), asc(products.id)];
    case "price_desc":
      return [desc(effectivePrice), asc(products.id)];
    case "name":
      return [asc(language === "hr" ? products.nameHr : products.nameEn), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
  }
}
