import type { ProductListParams, ProductSort } from "@dukan/contract";
import { eurosToCents } from "../pricing/money.ts";
import { refuseFields } from "../refusals/refusal.ts";

/** A product list request as the catalogue service takes it: money in cents, every value checked. */
export interface ProductListRequest {
  q?: string;
  categorySlug?: string;
  brandSlugs?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  onlyNew: boolean;
  onlyOnSale: boolean;
  onlyInStock: boolean;
  /** With the listing's facets and their counts (catalogue/facets.ts). */
  facets?: boolean;
  /** Unset: by relevance when searching, else newest first. */
  sort?: ProductSort;
  page: number;
  perPage: number;
}

/**
 * `GET /api/products` parameters (read by the contract's schema) as the catalogue asks for them:
 * prices in cents, and a lowest price above the highest refused.
 */
export function listRequestOf(params: ProductListParams): ProductListRequest {
  const minPriceCents =
    params.min_price === undefined ? undefined : (eurosToCents(params.min_price) ?? undefined);
  const maxPriceCents =
    params.max_price === undefined ? undefined : (eurosToCents(params.max_price) ?? undefined);
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents)
    throw refuseFields({ min_price: "price_range" });
  const request: ProductListRequest = {
    q: params.q,
    categorySlug: params.category,
    brandSlugs: params.brand?.length ? params.brand : undefined,
    minPriceCents,
    maxPriceCents,
    onlyNew: params.new,
    onlyOnSale: params.sale,
    onlyInStock: params.in_stock,
    facets: params.facets || undefined,
    sort: params.sort,
    page: params.page,
    perPage: params.per_page,
  };
  for (const key of Object.keys(request) as (keyof ProductListRequest)[])
    if (request[key] === undefined) delete request[key];
  return request;
}
