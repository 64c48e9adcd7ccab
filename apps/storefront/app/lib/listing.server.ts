import {
  DEFAULT_PER_PAGE,
  MAX_SEARCH_LENGTH,
  pageSchema,
  type ProductListQuery,
  type ProductSort,
  perPageOptions,
  productSorts,
} from "@dukan/contract";
import type { ApiClient } from "./api.server.ts";
import type { ListingChoices, ListingFilters } from "./listing.ts";

/**
 * A listing's filters from the shopper's address. Leniency is the rule: a value
 * that cannot be read is dropped, a page number is clamped, so any link anyone
 * shares opens a list rather than an error.
 */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  const q = params.get("q")?.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
  if (q) filters.q = q;
  const brand = params.get("brand")?.trim();
  if (brand && /^[\w-]{1,80}(,[\w-]{1,80}){0,19}$/.test(brand)) filters.brand = brand;
  let min = euros(params.get("min_price"));
  let max = euros(params.get("max_price"));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filters.min_price = min;
  if (max !== undefined) filters.max_price = max;
  if (["1", "true", "on"].includes(params.get("in_stock") ?? "")) filters.in_stock = true;
  const sort = params.get("sort");
  if ((productSorts as readonly (string | null)[]).includes(sort))
    filters.sort = sort as ProductSort;
  // The contract's page number: unreadable is the first page, beyond the last page asked for is clamped.
  const page = pageSchema.parse(params.get("page") ?? undefined);
  if (page > 1) filters.page = page;
  const perPage = perPageOptions.find(
    (option) => String(option) === params.get("per_page")?.trim(),
  );
  if (perPage !== undefined && perPage !== DEFAULT_PER_PAGE) filters.per_page = perPage;
  return filters;
}

/** Euros as a shopper types them ("12", "12.5", "12,50"); anything else is no price. */
function euros(value: string | null): number | undefined {
  const text = value?.trim().replace(",", ".");
  return text && /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
}

/** What every listing screen needs: its scope (a category, new, on sale), the page of products, and the filter choices. */
export async function loadListing(
  api: ApiClient,
  url: URL,
  scope: ProductListQuery,
  defaultSort?: ProductSort,
) {
  const filters = readListingFilters(url.searchParams);
  // The scope wins over the address: a brand's page lists that brand whatever `?brand=` says.
  const list = await api.products({
    ...filters,
    ...scope,
    sort: filters.sort ?? defaultSort,
    facets: true,
  });
  const choices: ListingChoices = {
    facets: list.facets ?? null,
    sorts: productSorts,
    perPage: perPageOptions,
    defaultPerPage: DEFAULT_PER_PAGE,
    defaultSort: defaultSort ?? null,
  };
  return { products: list.data, meta: list.meta, filters, choices };
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;
