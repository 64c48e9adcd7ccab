import { limits, type OrderedProduct, type PageMeta } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import { isSoldProduct } from "../catalogue/order-products.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import type { Db } from "../db/client.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { pageMeta } from "../http/page-meta.ts";
import { int, iso, rowsOf, str } from "./queryable.ts";

/** A line that stood: its order not cancelled, the line not withdrawn from (`o`, `l`). */
const stood = sql`o.status <> 'cancelled' and l.cancelled_at is null`;

/**
 * `GET /api/me/ordered-products`: every product the customer ever ordered that is still sold
 * (a cancelled order, or a line withdrawn from before it was sent, counts as never ordered),
 * newest order first, with the last order's date, number and piece price, the pieces ordered in
 * all and how many orders held it; `q` searches the item code and both names. Each product as a
 * summary priced for the caller today (as the catalogue and the wishlist answer it).
 */
export async function orderedProducts(
  db: Db,
  catalogue: CatalogueService,
  user: UserRow,
  query: { q: string; page: number },
): Promise<{ data: OrderedProduct[]; meta: PageMeta }> {
  const perPage = limits.orderedProductsPerPage;
  const q = query.q.trim().toLowerCase();
  // The page first: each product's last order time only (one pass over the customer's lines).
  const pageOf = async (page: number) =>
    rowsOf(
      await db.execute(sql`
        with mine as (
          select l.product_id, max(o.created_at) as last_at
          from orders o
          join order_lines l on l.order_id = o.id
          where o.user_id = ${user.id} and l.product_id is not null and ${stood}
          group by l.product_id
        )
        select m.product_id, count(*) over ()::int as total
        from mine m
        where ${isSoldProduct(sql`m.product_id`, q)}
        order by m.last_at desc, m.product_id desc
        limit ${perPage} offset ${(page - 1) * perPage}`),
    );
  let page = query.page;
  let rows = await pageOf(page);
  if (rows.length === 0 && page > 1) {
    // Past the last page: answer the last page (as the catalogue does).
    const [counted] = rowsOf(
      await db.execute(sql`
        select count(distinct l.product_id)::int as total
        from orders o join order_lines l on l.order_id = o.id
        where o.user_id = ${user.id} and ${stood}
          and ${isSoldProduct(sql`l.product_id`, q)}`),
    );
    page = Math.max(1, Math.ceil(int(counted?.total ?? 0) / perPage));
    rows = page === query.page ? [] : await pageOf(page);
  }
  const total = int(rows[0]?.total ?? 0);
  if (rows.length === 0) return { data: [], meta: pageMeta(total, page, perPage) };
  const ids = rows.map((row) => int(row.product_id));
  // Then the figures of the page's products only, and their summaries priced for the caller.
  const [details, summaries] = await Promise.all([
    db
      .execute(
        sql`
        select l.product_id,
          max(o.created_at) as last_at,
          sum(l.quantity)::int as total_quantity,
          count(distinct o.id)::int as times,
          (array_agg(o.number order by o.created_at desc, o.id desc))[1] as last_number,
          (array_agg(l.unit_price_cents order by o.created_at desc, o.id desc))[1] as last_price
        from orders o
        join order_lines l on l.order_id = o.id
        where o.user_id = ${user.id} and ${stood}
          and l.product_id = any(${sql.param(ids)}::int[])
        group by l.product_id`,
      )
      .then((result) => new Map(rowsOf(result).map((row) => [int(row.product_id), row]))),
    priceContextFor(db, user)
      .then((prices) => catalogue.productsByIds(ids, prices))
      .then((found) => new Map(found.map((s) => [s.id, s]))),
  ]);
  const data = ids.flatMap((id): OrderedProduct[] => {
    const product = summaries.get(id);
    const row = details.get(id);
    if (!product || !row) return [];
    return [
      {
        product,
        last_ordered_at: iso(row.last_at),
        last_order_number: str(row.last_number),
        total_quantity: int(row.total_quantity),
        last_unit_price_cents: int(row.last_price),
        times_ordered: int(row.times),
      },
    ];
  });
  return { data, meta: pageMeta(total, page, perPage) };
}
