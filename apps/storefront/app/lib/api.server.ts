import {
  apiErrorSchema,
  type Brand,
  brandListResponseSchema,
  type CategoryDetail,
  type CategoryNode,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  type Language,
  type ProductDetail,
  type ProductListQuery,
  productDetailResponseSchema,
  productListResponseSchema,
  type Suggestions,
  suggestionsResponseSchema,
} from "@dukan/contract";
import type { z } from "zod";

/** How the storefront reaches the back end: in-process `app.fetch`, or HTTP when BACKEND_URL is set. */
export type BackendFetch = (request: Request) => Promise<Response>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The query fields a 400 answer named. */
    readonly fields: string[] = [],
  ) {
    super(`API ${path} answered ${status}`);
  }
}

/** The filters a list request may drop when the API refuses them; the list's own scope (category, new, sale) stays. */
const droppableFilters = ["q", "brand", "min_price", "max_price", "in_stock", "sort"] as const;

/** `GET /api/products` parameters as a query string; unset and false values are left out. */
export function productListSearch(query: ProductListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== false && value !== "") search.set(key, value === true ? "1" : String(value));
  return search.toString();
}

/** The typed client the storefront's loaders use; answers are checked against the contract. */
export function createApiClient(backendFetch: BackendFetch, language: Language) {
  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
    const request = new Request(`http://backend/api${path}`, {
      headers: { accept: "application/json", "accept-language": language },
    });
    const response = await backendFetch(request);
    if (response.status === 404) return null;
    if (response.status === 400) throw new ApiRequestError(400, path, await refusedFields(response));
    if (!response.ok) throw new ApiRequestError(response.status, path);
    return schema.parse(await response.json());
  }

  async function listProducts(query: ProductListQuery) {
    const result = await get(`/products?${productListSearch(query)}`, productListResponseSchema);
    if (!result) throw new ApiRequestError(404, "/products");
    return result;
  }

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return (await get("/categories", categoryTreeResponseSchema))?.data ?? [];
    },
    async category(slug: string): Promise<CategoryDetail | null> {
      return (await get(`/categories/${encodeURIComponent(slug)}`, categoryDetailResponseSchema))?.data ?? null;
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
      return (await get(`/products/${encodeURIComponent(slug)}`, productDetailResponseSchema))?.data ?? null;
    },
    async brands(): Promise<Brand[]> {
      return (await get("/brands", brandListResponseSchema))?.data ?? [];
    },
    async suggest(q: string): Promise<Suggestions> {
      const empty: Suggestions = { products: [], categories: [], brands: [] };
      if (!q.trim()) return empty;
      return (await get(`/search/suggest?q=${encodeURIComponent(q)}`, suggestionsResponseSchema))?.data ?? empty;
    },
  };
}

async function refusedFields(response: Response): Promise<string[]> {
  try {
    return Object.keys(apiErrorSchema.parse(await response.json()).error.fields ?? {});
  } catch {
    return [];
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
