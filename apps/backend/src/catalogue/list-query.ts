import { DEFAULT_PER_PAGE, MAX_SEARCH_LENGTH, type ProductSort, perPageOptions, productSorts } from "@dukan/contract";
import type { FieldMessageKey } from "../locales/index.ts";
import { eurosToCents } from "../pricing/money.ts";

/** Pages beyond this are answered as the last page anyway; the cap keeps OFFSET sane. */
export const MAX_PAGE = 10_000;

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
  /** Unset: by relevance when searching, else newest first. */
  sort?: ProductSort;
  page: number;
  perPage: number;
}

export type ParsedListQuery = { ok: true; request: ProductListRequest } | { ok: false; fields: Record<string, FieldMessageKey> };

/**
 * Read `GET /api/products` parameters. Page and page size are forgiving (clamped
 * or defaulted, as a shared link should still open); a price, sort or flag that
 * cannot be read is refused with the field named.
 */
export function parseListQuery(params: Record<string, string | undefined>): ParsedListQuery {
  const fields: Record<string, FieldMessageKey> = {};
  const flag = (name: string): boolean => {
    const value = params[name];
    if (value === undefined || value === "" || value === "0" || value === "false") return false;
    if (value === "1" || value === "true") return true;
    fields[name] = "flag";
    return false;
  };
  const price = (name: string): number | undefined => {
    const value = params[name]?.trim();
    if (value === undefined || value === "") return undefined;
    const cents = eurosToCents(value);
    if (cents === null) fields[name] = "price";
    return cents ?? undefined;
  };

  const minPriceCents = price("min_price");
  const maxPriceCents = price("max_price");
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) fields.min_price = "price_range";

  let sort: ProductSort | undefined;
  if (params.sort !== undefined && params.sort !== "") {
    if ((productSorts as readonly string[]).includes(params.sort)) sort = params.sort as ProductSort;
    else fields.sort = "sort";
  }

  const request: ProductListRequest = {
    q: text(params.q, MAX_SEARCH_LENGTH),
    categorySlug: text(params.category, 200),
    brandSlugs: params.brand
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 20),
    minPriceCents,
    maxPriceCents,
    onlyNew: flag("new"),
    onlyOnSale: flag("sale"),
    onlyInStock: flag("in_stock"),
    sort,
    page: clamp(wholeNumber(params.page) ?? 1, 1, MAX_PAGE),
    perPage: (perPageOptions as readonly number[]).includes(wholeNumber(params.per_page) ?? 0)
      ? (wholeNumber(params.per_page) as number)
      : DEFAULT_PER_PAGE,
  };
  if (request.brandSlugs?.length === 0) delete request.brandSlugs;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, request };
}

function text(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
}

function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value);
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}
