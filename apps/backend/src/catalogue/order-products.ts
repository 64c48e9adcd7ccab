// The catalogue's parts of the orders' queries (decision 021): an order's view, its repeat and the
// customer's ordered products read each line's product as it is today inside the orders' own single
// query, so the catalogue gives those parts as SQL fragments over a product id (an SQL expression
// of the orders' query), and reads back what they answer.
import type { OrderLine } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import { availabilityOf } from "./availability.ts";

/**
 * The product `productId` as it is today, for an order line's link and picture, as one JSON object
 * (`todaysProductOf` reads it); null once the product left the catalogue.
 */
export function todaysProduct(productId: SQL): SQL {
  return sql`(select row_to_json(x) from (
      select p.id, p.item_code, p.slug_hr, p.slug_en, p.name_hr, p.name_en, p.units_per_carton, p.stock,
        c.slug_hr as category_slug_hr, c.slug_en as category_slug_en,
        pp.url as picture_url, pp.width as picture_width, pp.height as picture_height, pp.alt_hr as picture_alt_hr, pp.alt_en as picture_alt_en
      from products p
      left join categories c on c.id = p.category_id
      left join product_pictures pp on pp.product_id = p.id and pp.position = 0
      where p.id = ${productId} and p.active) x)`;
}

type Row = Record<string, unknown>;
const int = (value: unknown): number => Number(value);
const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** The product of an order line from the JSON `todaysProduct` answered (null: no longer sold). */
export function todaysProductOf(value: unknown): OrderLine["product"] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const row = value as Row;
  return {
    id: int(row.id),
    item_code: str(row.item_code),
    slug_hr: str(row.slug_hr),
    slug_en: str(row.slug_en),
    category_slug_hr: str(row.category_slug_hr),
    category_slug_en: str(row.category_slug_en),
    name_hr: str(row.name_hr),
    name_en: str(row.name_en),
    units_per_carton: int(row.units_per_carton),
    stock: int(row.stock),
    availability: availabilityOf(int(row.stock)),
    picture:
      typeof row.picture_url === "string" && row.picture_url !== ""
        ? {
            url: row.picture_url,
            width: int(row.picture_width ?? 0),
            height: int(row.picture_height ?? 0),
            alt_hr: str(row.picture_alt_hr),
            alt_en: str(row.picture_alt_en),
          }
        : null,
  };
}

/**
 * Whether the product `productId` is still sold and, when `search` is not empty, its item code or
 * either name holds it (lower case; one substring test, cheaper than three ILIKEs).
 */
export function isSoldProduct(productId: SQL, search = ""): SQL {
  const matching =
    search === ""
      ? sql``
      : sql` and strpos(lower(p.item_code || ' ' || p.name_hr || ' ' || p.name_en), ${search}) > 0`;
  return sql`exists (select 1 from products p where p.id = ${productId} and p.active${matching})`;
}
