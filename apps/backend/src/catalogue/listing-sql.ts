import type { Language, ProductSort } from "@dukan/contract";
import { sql } from "drizzle-orm";
import { byName } from "./name-order.ts";

// The listing's SQL: the columns of a product summary and the text of a listing query
// (catalogue/listing.ts and priced-summaries.ts run them).

/** Today as PostgreSQL reads a date (UTC): a product is new until the end of its `new_until` day. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A row of a summary query: the product's columns, whether it is new, and its first picture. */
export type SummaryRow = {
  id: number;
  item_code: string;
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
  brand_id: number;
  category_id: number;
  retail_price_cents: number;
  sale_retail_price_cents: number | null;
  wholesale_price_cents: number;
  sale_wholesale_price_cents: number | null;
  sale_reference_price_cents: number | null;
  vat_rate: number;
  stock: number;
  is_new: boolean | null;
  picture_url: string | null;
  picture_width: number | null;
  picture_height: number | null;
  picture_alt_hr: string | null;
  picture_alt_en: string | null;
};

const SUMMARY_COLUMNS = [
  "id",
  "item_code",
  "slug_hr",
  "slug_en",
  "name_hr",
  "name_en",
  "brand_id",
  "category_id",
  "retail_price_cents",
  "sale_retail_price_cents",
  "wholesale_price_cents",
  "sale_wholesale_price_cents",
  "sale_reference_price_cents",
  "vat_rate",
  "stock",
];
export const summaryColumns = (table: string) =>
  SUMMARY_COLUMNS.map((column) => `${table}.${column}`).join(", ");
export const PICTURE_COLUMNS =
  "pp.url as picture_url, pp.width as picture_width, pp.height as picture_height, pp.alt_hr as picture_alt_hr, pp.alt_en as picture_alt_en";
export const pictureJoin = (table: string) =>
  `left join product_pictures pp on pp.product_id = ${table}.id and pp.position = 0`;

/** The price a visitor pays, as `products_category_price_idx` and `products_price_idx` hold it. */
const PRICE = "coalesce(products.sale_retail_price_cents, products.retail_price_cents)";
export const effectivePrice = sql.raw(PRICE);

/** ORDER BY of a listing over `products`, always ending in the id so that pages never overlap. */
export function orderText(sort: ProductSort, language: Language): string {
  switch (sort) {
    case "price_asc":
      return `${PRICE}, products.id`;
    case "price_desc":
      // The exact reverse of price_asc: an index on (…, price, id) read backwards, no sorting.
      return `${PRICE} desc, products.id desc`;
    case "name":
      return `${byName(`products.name_${language}`, language)}, products.id`;
    case "newest":
      return "products.created_at desc, products.id desc";
  }
}

interface ListingFilters {
  categoryIds?: number[];
  brandIds?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  onlyNew: boolean;
  onlyOnSale: boolean;
  onlyInStock: boolean;
}

/** Sorts that an index reads in order within one category: its key, and the direction of key and id. */
const ORDERED_IN_CATEGORY: Partial<Record<ProductSort, { key: string; direction: string }>> = {
  price_asc: { key: PRICE, direction: "" }, // products_category_price_idx
  price_desc: { key: PRICE, direction: " desc" }, // the same, read backwards
  newest: { key: "products.created_at", direction: " desc" }, // products_category_newest_idx
};

/**
 * The page query of a listing without search, written out as SQL text: no query builder runs
 * per request, and the text depends only on which filters are set (values are parameters,
 * `active` and the page are written in, so the partial indexes apply), so each connection
 * plans it once and runs it as a prepared statement (db/preparing-client.ts).
 *
 * Over several categories (a category with its subcategories) in an order that an index keeps
 * within one category (price, newest), each category is read in that order and PostgreSQL merges
 * the reads (a Merge Append): the page costs about as many index entries as it shows plus one
 * per category, however large the categories are. One price-ordered index over every category
 * would have to step over the products of the other categories (and sorting a whole category
 * tree newest first read every one of its products).
 */
export function listingQuery(
  filters: ListingFilters,
  sort: ProductSort,
  language: Language,
  limit: number,
  offset: number,
  today: string,
): { text: string; values: unknown[] } {
  const values: unknown[] = [today];
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = ["products.active"];
  if (filters.brandIds)
    conditions.push(`products.brand_id in (${filters.brandIds.map(parameter).join(", ")})`);
  if (filters.minPriceCents !== undefined)
    conditions.push(`${PRICE} >= ${parameter(filters.minPriceCents)}`);
  if (filters.maxPriceCents !== undefined)
    conditions.push(`${PRICE} <= ${parameter(filters.maxPriceCents)}`);
  if (filters.onlyNew) conditions.push("products.new_until >= current_date");
  if (filters.onlyOnSale) conditions.push("products.sale_retail_price_cents is not null");
  if (filters.onlyInStock) conditions.push("products.stock > 0");
  const columns = `${summaryColumns("products")}, products.new_until >= $1::date as is_new`;
  const order = orderText(sort, language);
  const categories = filters.categoryIds ?? [];
  const ordered = ORDERED_IN_CATEGORY[sort];
  if (categories.length > 1 && ordered) {
    const { key, direction } = ordered;
    const branches = categories.map(
      (id) =>
        `(select ${columns}, ${key} as sort_key from products where ${[...conditions, `products.category_id = ${parameter(id)}`].join(" and ")} order by ${order} limit ${offset + limit})`,
    );
    return {
      text: `select ${summaryColumns("u")}, u.is_new, ${PICTURE_COLUMNS} from (${branches.join(" union all ")} order by sort_key${direction}, id${direction} limit ${limit} offset ${offset}) u ${pictureJoin("u")} order by u.sort_key${direction}, u.id${direction}`,
      values,
    };
  }
  if (categories.length > 0)
    conditions.push(`products.category_id in (${categories.map(parameter).join(", ")})`);
  return {
    text: `select ${columns}, ${PICTURE_COLUMNS} from products ${pictureJoin("products")} where ${conditions.join(" and ")} order by ${order} limit ${limit} offset ${offset}`,
    values,
  };
}
