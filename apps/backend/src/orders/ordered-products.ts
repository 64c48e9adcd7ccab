import { limits, type OrderedProduct, type PageMeta } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import type { Db } from "../db/client.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { pageMeta } from "./history.ts";
import { int, iso, rowsOf, str } from "./queryable.ts";

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET /api/me/ordered-products`: every product the customer ever ordered that is still sold,
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
  const q = query.q.trim();
  const pattern = `%${likeLiteral(q)}%`;
  const search = q === "" ? sql`true` : sql`(p.item_code ilike ${pattern} or p.name_hr ilike ${pattern} or p.name_en ilike ${pattern})`;
  const read = async (page: number) =>
    rowsOf(
      await db.execute(sql`
        with mine as (
          select l.product_id,
            max(o.created_at) as last_at,
            sum(l.quantity)::int as total_quantity,
            count(distinct o.id)::int as times,
            (array_agg(o.number order by o.created_at desc, o.id desc))[1] as last_number,
            (array_agg(l.unit_price_cents order by o.created_at desc, o.id desc))[1] as last_price
          from orders o
          join order_lines l on l.order_id = o.id
          where o.user_id = ${user.id} and l.product_id is not null
          group by l.product_id
        )
        select m.product_id, m.last_at, m.total_quantity, m.times, m.last_number, m.last_price, count(*) over ()::int as total
        from mine m
        join products p on p.id = m.product_id and p.active
        where ${search}
        order by m.last_at desc, m.product_id desc
        limit ${perPage} offset ${(page - 1) * perPage}`),
    );
  let page = query.page;
  let rows = await read(page);
  if (rows.length === 0 && page > 1) {
    // Past the last page: answer the last page (as the catalogue does).
    const [counted] = rowsOf(
      await db.execute(sql`
        select count(distinct l.product_id)::int as total
        from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id and p.active
        where o.user_id = ${user.id} and ${search}`),
    );
    page = Math.max(1, Math.ceil(int(counted?.total ?? 0) / perPage));
    rows = page === query.page ? [] : await read(page);
  }
  const total = int(rows[0]?.total ?? 0);
  if (rows.length === 0) return { data: [], meta: pageMeta(total, page, perPage) };
  const summaries = new Map(
    (
      await catalogue.productsByIds(
        rows.map((row) => int(row.product_id)),
        await priceContextFor(db, user),
      )
    ).map((s) => [s.id, s]),
  );
  const data = rows.flatMap((row): OrderedProduct[] => {
    const product = summaries.get(int(row.product_id));
    if (!product) return [];
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
