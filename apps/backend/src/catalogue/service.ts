import type { CategoryDetail, CategoryNode, CategoryRef, PageMeta, ProductDetail, ProductSort, ProductSummary } from "@dukan/contract";
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { brands, categories, productPictures, products, relatedProducts } from "../db/schema.ts";
import { availabilityOf } from "./availability.ts";
import { ttlCache } from "./ttl-cache.ts";
import { discountPercent } from "../pricing/omnibus.ts";
import { type PriceContext, retailPrices, yourPrice } from "../pricing/price.ts";

type CategoryRow = typeof categories.$inferSelect;
type BrandRef = ProductSummary["brand"];
interface CatalogueRefs {
  categories: Map<number, CategoryRef>;
  brands: Map<number, BrandRef>;
}

export interface ProductListQuery {
  categorySlug?: string;
  onlyNew?: boolean;
  onlyOnSale?: boolean;
  sort: ProductSort;
  page: number;
  perPage: number;
}

/**
 * The category tree and list totals are read on nearly every page and change
 * rarely; they may be this old. Counting thousands of rows costs more than the
 * page of products itself.
 */
const CATALOGUE_CACHE_TTL_MS = 30_000;

export function catalogueService(db: Db, now: () => number = Date.now) {
  const prices: PriceContext = retailPrices; // per customer with the accounts issue
  const treeCache = ttlCache<CategoryNode[]>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const totalCache = ttlCache<number>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });
  const refsCache = ttlCache<CatalogueRefs>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now });

  async function allCategories(): Promise<CategoryRow[]> {
    return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
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

  async function listProducts(query: ProductListQuery): Promise<{ data: ProductSummary[]; meta: PageMeta }> {
    const conditions: SQL[] = [eq(products.active, true)];
    if (query.categorySlug !== undefined) {
      const ids = await categoryWithDescendants(query.categorySlug);
      if (ids === null) return { data: [], meta: pageMeta(0, query) };
      conditions.push(inArray(products.categoryId, ids));
    }
    if (query.onlyNew) conditions.push(sql`${products.newUntil} >= current_date`);
    if (query.onlyOnSale) conditions.push(isNotNull(products.saleRetailPriceCents));
    const where = and(...conditions);
    const totalKey = JSON.stringify([query.categorySlug ?? null, Boolean(query.onlyNew), Boolean(query.onlyOnSale)]);
    const [rows, total] = await Promise.all([
      summaries(where, orderFor(query.sort), query.perPage, (query.page - 1) * query.perPage),
      totalCache.get(totalKey, async () => {
        const [row] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where);
        return row?.total ?? 0;
      }),
    ]);
    return { data: rows, meta: pageMeta(total, query) };
  }

  async function productBySlug(slug: string): Promise<ProductDetail | null> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.active, true), or(eq(products.slugHr, slug), eq(products.slugEn, slug))))
      .limit(1);
    if (!row) return null;
    const [summary] = await summaries(eq(products.id, row.id), [], 1, 0);
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
        : await summaries(and(eq(products.active, true), inArray(products.id, relatedIds)), [], relatedIds.length, 0);
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
        categories: new Map(categoryRows.map((c) => [c.id, categoryRef(c)])),
        brands: new Map(brandRows.map((b) => [b.id, { id: b.id, slug: b.slug, name: b.name }])),
      };
    });
  }

  async function summaries(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<ProductSummary[]> {
    const [rows, known] = await Promise.all([
      db
        .select({
          id: products.id,
          itemCode: products.itemCode,
          slugHr: products.slugHr,
          slugEn: products.slugEn,
          nameHr: products.nameHr,
          nameEn: products.nameEn,
          categoryId: products.categoryId,
          brandId: products.brandId,
          retailPriceCents: products.retailPriceCents,
          saleRetailPriceCents: products.saleRetailPriceCents,
          wholesalePriceCents: products.wholesalePriceCents,
          saleWholesalePriceCents: products.saleWholesalePriceCents,
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
      const yours = yourPrice(product, prices);
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

  return { categoryTree, categoryBySlug, listProducts, productBySlug };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

function categoryRef(row: Pick<CategoryRow, "id" | "slugHr" | "slugEn" | "nameHr" | "nameEn"> | CategoryRef): CategoryRef {
  if ("slug_hr" in row) return { id: row.id, slug_hr: row.slug_hr, slug_en: row.slug_en, name_hr: row.name_hr, name_en: row.name_en };
  return { id: row.id, slug_hr: row.slugHr, slug_en: row.slugEn, name_hr: row.nameHr, name_en: row.nameEn };
}

function pageMeta(total: number, query: ProductListQuery): PageMeta {
  return { total, page: query.page, per_page: query.perPage, last_page: Math.max(1, Math.ceil(total / query.perPage)) };
}

const effectivePrice = sql`coalesce(${products.saleRetailPriceCents}, ${products.retailPriceCents})`;

function orderFor(sort: ProductSort): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(effectivePrice), asc(products.id)];
    case "price_desc":
      return [desc(effectivePrice), asc(products.id)];
    case "name":
      return [asc(products.nameHr), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
  }
}
