// The catalogue's public reads: categories, products, brands, search, sitemap, settings, information pages.
import {
  type Brand,
  type BrandDetail,
  brandDetailResponseSchema,
  brandListResponseSchema,
  type CategoryDetail,
  categoryDetailResponseSchema,
  type CategoryNode,
  categoryTreeResponseSchema,
  type DownloadFile,
  downloadListResponseSchema,
  type InfoPage,
  infoPageResponseSchema,
  type ProductDetail,
  productDetailResponseSchema,
  type ProductListQuery,
  productListResponseSchema,
  type SiteSettings,
  siteSettingsResponseSchema,
  sitemapProductsResponseSchema,
  type Suggestions,
  suggestionsResponseSchema,
} from "@dukan/contract";
import type { paths } from "@dukan/contract/openapi";
import { type ApiCaller, ApiRequestError } from "./caller.server.ts";

/** The filters a list request may drop when the API refuses them; the list's own scope (category, new, sale) stays. */
const droppableFilters = ["q", "brand", "min_price", "max_price", "in_stock", "sort"] as const;

type ProductListParams = NonNullable<paths["/api/products"]["get"]["parameters"]["query"]>;

/** `GET /api/products` parameters as the API reads them: unset and false values left out, true as 1, prices in euros. */
function productListParams(query: ProductListQuery): ProductListParams {
  const params: ProductListParams = {};
  for (const [key, value] of Object.entries(query) as Array<[keyof ProductListQuery, unknown]>) {
    if (value === undefined || value === false || value === "") continue;
    const text = value === true ? "1" : String(value);
    Object.assign(params, { [key]: text });
  }
  return params;
}

/** Reads of what every visitor may see; null (or empty) where there is no such thing. */
export function catalogueCalls({ read }: ApiCaller) {
  async function listProducts(query: ProductListQuery) {
    const result = await read(
      "/products",
      (client) => client.GET("/api/products", { params: { query: productListParams(query) } }),
      productListResponseSchema,
    );
    if (!result) throw new ApiRequestError(404, "/products");
    return result;
  }

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return (
        (await read("/categories", (c) => c.GET("/api/categories"), categoryTreeResponseSchema))
          ?.data ?? []
      );
    },
    async category(slug: string): Promise<CategoryDetail | null> {
      const answer = await read(
        "/categories/{slug}",
        (c) => c.GET("/api/categories/{slug}", { params: { path: { slug } } }),
        categoryDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    /**
     * A page of products. A filter the API refuses (400) is treated as "no such
     * filter": the named fields are dropped and the list asked for again, so a
     * shopper's odd URL shows a list, never an error.
     */
    async products(query: ProductListQuery) {
      try {
        return await listProducts(query);
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
        const named = error.fields.filter((f): f is (typeof droppableFilters)[number] =>
          (droppableFilters as readonly string[]).includes(f),
        );
        const retry = { ...query };
        for (const field of named.length > 0 ? named : droppableFilters) delete retry[field];
        return listProducts(retry);
      }
    },
    async product(slug: string): Promise<ProductDetail | null> {
      const answer = await read(
        "/products/{slug}",
        (c) => c.GET("/api/products/{slug}", { params: { path: { slug } } }),
        productDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    /** What every page shows of the site settings (footer, bars, contact); null when the back end cannot say (the page is shown without them). */
    async siteSettings(): Promise<SiteSettings | null> {
      try {
        return (
          (await read("/settings", (c) => c.GET("/api/settings"), siteSettingsResponseSchema))
            ?.data ?? null
        );
      } catch {
        return null;
      }
    },
    async brands(): Promise<Brand[]> {
      return (
        (await read("/brands", (c) => c.GET("/api/brands"), brandListResponseSchema))?.data ?? []
      );
    },
    /** A brand for its page; null when there is no brand of that slug. */
    async brand(slug: string): Promise<BrandDetail | null> {
      const answer = await read(
        "/brands/{slug}",
        (c) => c.GET("/api/brands/{slug}", { params: { path: { slug } } }),
        brandDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    async suggest(q: string): Promise<Suggestions> {
      const empty: Suggestions = { products: [], categories: [], brands: [] };
      if (!q.trim()) return empty;
      const answer = await read(
        "/search/suggest",
        (c) => c.GET("/api/search/suggest", { params: { query: { q } } }),
        suggestionsResponseSchema,
      );
      return answer?.data ?? empty;
    },
    /** One page of the sitemap's products (5,000 a page); a page past the last answers none, with the page count. */
    async sitemapProducts(page: number) {
      const answer = await read(
        "/sitemap/products",
        (c) => c.GET("/api/sitemap/products", { params: { query: { page: String(page) } } }),
        sitemapProductsResponseSchema,
      );
      if (!answer) throw new ApiRequestError(404, "/sitemap/products");
      return answer;
    },
    // Information pages and downloads (issue 15): the page in the client's language (Croatian when it has none), null when there is no such page.
    async infoPage(key: string): Promise<InfoPage | null> {
      const answer = await read(
        "/pages/{key}",
        (c) => c.GET("/api/pages/{key}", { params: { path: { key } } }),
        infoPageResponseSchema,
      );
      return answer?.data ?? null;
    },
    async downloads(): Promise<DownloadFile[]> {
      return (
        (await read("/downloads", (c) => c.GET("/api/downloads"), downloadListResponseSchema))
          ?.data ?? []
      );
    },
  };
}
