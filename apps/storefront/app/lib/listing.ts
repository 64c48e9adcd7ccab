import type { ListingFacets, ProductSort } from "@dukan/contract";

/**
 * The filters of a product listing as its address carries them, each checked
 * (see listing.server.ts). Unset means "not filtered" or "the default".
 */
export interface ListingFilters {
  q?: string;
  brand?: string;
  /** Euros, as the shopper typed them ("12.5"). */
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

/** How many filters narrow the listing: a brand, a price range (from, to or both), in stock. */
export function narrowingCount(filters: ListingFilters): number {
  return (
    Number(filters.brand !== undefined) +
    Number(filters.min_price !== undefined || filters.max_price !== undefined) +
    Number(filters.in_stock === true)
  );
}

/** Whether a filter narrows the listing (a brand, a price, in stock); the sort, page and page size do not. */
export function narrowed(filters: ListingFilters): boolean {
  return narrowingCount(filters) > 0;
}

/** What the filter form offers; the server reads them from the contract so the browser never loads it. */
export interface ListingChoices {
  /** The listing's brands, price ranges and stock with counts for the current filters; null when the back end gave none. */
  facets: ListingFacets | null;
  sorts: readonly ProductSort[];
  perPage: readonly number[];
  defaultPerPage: number;
  /** The order when none is chosen; null: by relevance (search). */
  defaultSort: ProductSort | null;
}

/** The address of another page of the same listing: every filter kept, defaults left out. */
export function listingHref(pathname: string, filters: ListingFilters, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, page: page > 1 ? page : undefined }))
    if (value !== undefined && value !== false)
      search.set(key, value === true ? "1" : String(value));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What a facet link changes: the filters it sets (undefined: removed); the page starts over. */
export type FacetChange = Partial<
  Pick<ListingFilters, "brand" | "min_price" | "max_price" | "in_stock">
>;

/** The address of the same listing with a facet value chosen or dropped, from the first page. */
export function facetHref(pathname: string, filters: ListingFilters, change: FacetChange): string {
  const next: ListingFilters = { ...filters, ...change };
  for (const key of Object.keys(change) as (keyof FacetChange)[])
    if (change[key] === undefined) delete next[key];
  delete next.page;
  return listingHref(pathname, next, 1);
}

/** The page numbers to link around the current one: a window of five, never past the ends. */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), last - size + 1));
  const pages: number[] = [];
  for (let page = start; page <= Math.min(last, start + size - 1); page++) pages.push(page);
  return pages;
}
