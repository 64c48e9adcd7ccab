// The catalogue's parts of the cart's statements (decision 021): the cart reads its lines with
// their products, and checks and writes a line against its product's stock in one statement (the
// stock check of decision 012), so the catalogue gives those parts as SQL fragments and the cart
// composes them.
import { type SQL, sql } from "drizzle-orm";
import { namedBy, namedByAny, preferred, type TypedCode } from "./product-code.ts";

/**
 * A cart line's product and first picture, as columns (`product_id`, `item_code`, … `picture_url`,
 * … read by the cart's `cartLineRow`), for a statement that joins `cartLineProductJoin`.
 */
export const cartLineProductColumns = sql.raw(
  [
    "p.id as product_id, p.item_code, p.slug_hr, p.slug_en, p.name_hr, p.name_en",
    "p.brand_id, p.category_id, p.retail_price_cents, p.sale_retail_price_cents, p.wholesale_price_cents, p.sale_wholesale_price_cents",
    "p.units_per_carton, p.stock, p.vat_rate",
    "pp.url as picture_url, pp.width as picture_width, pp.height as picture_height, pp.alt_hr as picture_alt_hr, pp.alt_en as picture_alt_en",
  ].join(", "),
);

const FIRST_PICTURE = sql.raw(
  "left join product_pictures pp on pp.product_id = p.id and pp.position = 0",
);

/** Joins the product `productId` (only one still sold) and its first picture, for `cartLineProductColumns`. */
export function cartLineProductJoin(productId: SQL): SQL {
  return sql`join products p on p.id = ${productId} and p.active ${FIRST_PICTURE}`;
}

/** The `cartLineProductColumns` of the products `ids` (whether sold or not). */
export function cartLineProducts(ids: readonly number[]): SQL {
  return sql`select ${cartLineProductColumns} from products p ${FIRST_PICTURE} where p.id = any(${sql.param([...ids])}::int[])`;
}

/** What an add names: a product by id, or by a code the shopper typed (`product-code.ts`). */
export type NamedProduct = { id: number } | { typed: TypedCode };

/**
 * The product an add names, if still sold, as one row: `id`, `stock` and `pieces` (`quantity`
 * pieces, or cartons of its `units_per_carton`); of several matching a typed code, the one the
 * code names best.
 */
export function productToAdd(named: NamedProduct, quantity: number, unit: "piece" | "carton") {
  const { where, order } =
    "id" in named
      ? { where: sql`p.id = ${named.id}`, order: sql`p.id` }
      : { where: namedBy(sql`p`, named.typed), order: preferred(sql`p`, named.typed) };
  const perUnit = unit === "carton" ? sql`p.units_per_carton` : sql`1`;
  return sql`select p.id, p.stock, ${quantity}::bigint * ${perUnit} as pieces
          from products p where ${where} and p.active
          order by ${order} limit 1`;
}

/** The products still sold that any of the typed codes names: `id`, `item_code`, `ean`, `mpn`, `stock`. */
export function productsNamed(typed: readonly TypedCode[]): SQL {
  return sql`select p.id, p.item_code, p.ean, p.mpn, p.stock from products p where ${namedByAny(sql`p`, typed)} and p.active`;
}

/** The stock of the product `productId`, as a scalar subquery. */
export function productStock(productId: SQL): SQL {
  return sql`(select products.stock from products where products.id = ${productId})`;
}
