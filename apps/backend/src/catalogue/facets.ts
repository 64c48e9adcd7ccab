import { facetPriceBounds, type ListingFacets } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { effectivePrice } from "./listing-sql.ts";

/**
 * A listing's facets with counts: brands, price ranges, in stock (docs/search.md "Facets").
 *
 * The usual faceting rule: a facet's counts apply every chosen filter except its own, so choosing
 * a brand changes the price and stock counts while the brand facet still counts the other brands
 * under the other filters. All three are counted in one pass over the listing's base (its
 * category, search, new or sale scope, or a brand page's brand): one row per brand and per price
 * range (GROUPING SETS), each facet's count an aggregate FILTERed by the other facets' conditions.
 */

/** The chosen filters that are facets; everything else about a listing is its base. */
export interface FacetChoices {
  brandIds?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  onlyInStock: boolean;
}

/** Brands by id, as the listing names them. */
export type FacetBrands = ReadonlyMap<number, { slug: string; name: string }>;

/** The price ranges in cents: `[min, max]` inclusive, null unbounded (from `facetPriceBounds`). */
export const PRICE_RANGES: ReadonlyArray<readonly [number | null, number | null]> = [
  null,
  ...facetPriceBounds,
].map((bound, i) => {
  const next = facetPriceBounds[i];
  return [bound === null ? null : bound * 100, next === undefined ? null : next * 100 - 1] as const;
});

const THRESHOLDS = sql.raw(`array[${facetPriceBounds.map((b) => b * 100).join(",")}]`);

type FacetRow = {
  brand_id: number | null;
  /** width_bucket: the index in PRICE_RANGES. */
  bucket: number | null;
  grouping: number;
  by_brand: number;
  by_price: number;
  in_stock: number;
};

/** Brands in the order of the brands page (`brandsByName`): the Croatian alphabet, numbers by value. */
const brandNameOrder = new Intl.Collator("hr", { numeric: true });

/**
 * Counts for a listing whose products are `base` (conditions over `products`, `active` among
 * them) with `chosen` applied. Values without products are left out unless chosen.
 */
export async function listingFacets(
  db: Db,
  base: SQL,
  chosen: FacetChoices,
  brands: FacetBrands,
): Promise<ListingFacets> {
  const always = sql`true`;
  const brand = chosen.brandIds
    ? sql`products.brand_id in (${sql.join(
        chosen.brandIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : always;
  const price = priceCondition(chosen.minPriceCents, chosen.maxPriceCents) ?? always;
  const stock = chosen.onlyInStock ? sql`products.stock > 0` : always;
  // grouping(): 1 for the brand rows (bucket aggregated away), 2 for the price rows, 3 the total row.
  const { rows } = await db.execute<FacetRow>(sql`
    select products.brand_id, width_bucket(${effectivePrice}, ${THRESHOLDS}) as bucket,
      grouping(products.brand_id, width_bucket(${effectivePrice}, ${THRESHOLDS}))::int as grouping,
      (count(*) filter (where ${price} and ${stock}))::int as by_brand,
      (count(*) filter (where ${brand} and ${stock}))::int as by_price,
      (count(*) filter (where ${brand} and ${price} and products.stock > 0))::int as in_stock
    from products where ${base}
    group by grouping sets ((products.brand_id), (width_bucket(${effectivePrice}, ${THRESHOLDS})), ())`);
  const byBrand = new Map<number, number>();
  const byRange = new Map<number, number>();
  let inStock = 0;
  for (const row of rows) {
    if (row.grouping === 1 && row.brand_id !== null) byBrand.set(row.brand_id, row.by_brand);
    else if (row.grouping === 2 && row.bucket !== null) byRange.set(row.bucket, row.by_price);
    else if (row.grouping === 3) inStock = row.in_stock;
  }
  const chosenBrands = new Set(chosen.brandIds ?? []);
  const brandValues = [...brands]
    .map(([id, b]) => ({
      slug: b.slug,
      name: b.name,
      count: byBrand.get(id) ?? 0,
      selected: chosenBrands.has(id),
    }))
    .filter((b) => b.count > 0 || b.selected)
    .sort((x, y) => brandNameOrder.compare(x.name, y.name) || x.slug.localeCompare(y.slug));
  const price_ranges = PRICE_RANGES.map(([min, max], i) => ({
    min_price: min === null ? null : min / 100,
    max_price: max === null ? null : max / 100,
    count: byRange.get(i) ?? 0,
    selected:
      (min ?? 0) === (chosen.minPriceCents ?? 0) &&
      max === (chosen.maxPriceCents ?? null) &&
      (chosen.minPriceCents !== undefined || chosen.maxPriceCents !== undefined),
  })).filter((r) => r.count > 0 || r.selected);
  return {
    brands: brandValues,
    price_ranges,
    in_stock: { count: inStock, selected: chosen.onlyInStock },
  };
}

/** The price the visitor pays within `[min, max]` cents; null when neither is set. */
function priceCondition(min: number | undefined, max: number | undefined): SQL | null {
  const parts: SQL[] = [];
  if (min !== undefined) parts.push(sql`${effectivePrice} >= ${min}`);
  if (max !== undefined) parts.push(sql`${effectivePrice} <= ${max}`);
  return parts.length === 0 ? null : sql.join(parts, sql` and `);
}
