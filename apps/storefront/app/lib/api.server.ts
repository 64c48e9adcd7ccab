import {
  type CategoryDetail,
  type CategoryNode,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  type Language,
  type ProductDetail,
  type ProductSort,
  productDetailResponseSchema,
  productListResponseSchema,
} from "@dukan/contract";
import type { z } from "zod";

/** How the storefront reaches the back end: in-process `app.fetch`, or HTTP when BACKEND_URL is set. */
export type BackendFetch = (request: Request) => Promise<Response>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`API ${path} answered ${status}`);
  }
}

export interface ProductListParams {
  category?: string;
  new?: boolean;
  sale?: boolean;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

/** The typed client the storefront's loaders use; answers are checked against the contract. */
export function createApiClient(backendFetch: BackendFetch, language: Language) {
  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
    const request = new Request(`http://backend/api${path}`, {
      headers: { accept: "application/json", "accept-language": language },
    });
    const response = await backendFetch(request);
    if (response.status === 404) return null;
    if (!response.ok) throw new ApiRequestError(response.status, path);
    return schema.parse(await response.json());
  }

  const query = (params: ProductListParams) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== false) search.set(key, value === true ? "1" : String(value));
    return search.toString();
  };

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return (await get("/categories", categoryTreeResponseSchema))?.data ?? [];
    },
    async category(slug: string): Promise<CategoryDetail | null> {
      return (await get(`/categories/${encodeURIComponent(slug)}`, categoryDetailResponseSchema))?.data ?? null;
    },
    async products(params: ProductListParams) {
      const result = await get(`/products?${query(params)}`, productListResponseSchema);
      if (!result) throw new ApiRequestError(404, "/products");
      return result;
    },
    async product(slug: string): Promise<ProductDetail | null> {
      return (await get(`/products/${encodeURIComponent(slug)}`, productDetailResponseSchema))?.data ?? null;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
