import type { AdminProductListQuery, AdminProductRow } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import { today } from "./listing-sql.ts";

/** Sort keys of the list, each with its column; ties by id. */
const sortColumns: Record<AdminProductListQuery["sort"], SQL> = {
  id: sql`p.id`,
  name_hr: sql`p.name_hr`,
  name_en: sql`p.name_en`,
  item_code: sql`p.item_code`,
  retail_price_cents: sql`p.retail_price_cents`,
  stock: sql`p.stock`,
  updated_at: sql`p.updated_at`,
};

type Filter = Omit<AdminProductListQuery, "page" | "perPage" | "sort" | "order">;

/**
 * The conditions of the staff's list. `q` finds the words of a name (either language, folded
 * as the shop's search folds them) and the item code through the search index, and the start of
 * the item code, EAN or MPN in any case.
 */
export function adminListConditions(filter: Filter, day = today()): SQL[] {
  const where: SQL[] = [];
  if (filter.categoryId !== undefined)
    where.push(sql`p.category_id in (
      with recursive tree(id) as (
        select ${filter.categoryId}::int
        union all
        select c.id from categories c join tree t on c.parent_id = t.id
      ) select id from tree)`);
  if (filter.brandId !== undefined) where.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.active !== undefined) where.push(sql`p.active = ${filter.active}`);
  if (filter.inStock !== undefined)
    where.push(filter.inStock ? sql`p.stock > 0` : sql`p.stock = 0`);
  if (filter.onSale !== undefined)
    where.push(
      filter.onSale
        ? sql`p.sale_retail_price_cents is not null`
        : sql`p.sale_retail_price_cents is null`,
    );
  if (filter.isNew !== undefined)
    where.push(
      filter.isNew
        ? sql`p.new_until >= ${day}::date`
        : sql`(p.new_until is null or p.new_until < ${day}::date)`,
    );
  if (filter.noPicture !== undefined)
    where.push(
      sql`${filter.noPicture ? sql`not` : sql``} exists (select from product_pictures pp where pp.product_id = p.id)`,
    );
  if (filter.noEan !== undefined)
    where.push(filter.noEan ? sql`p.ean is null` : sql`p.ean is not null`);
  if (filter.noKpd !== undefined)
    where.push(filter.noKpd ? sql`p.kpd_code is null` : sql`p.kpd_code is not null`);
  const q = filter.q?.trim();
  if (q) {
    const prefix = `${likeLiteral(q.toLowerCase())}%`;
    // Names through the search index (weights A, item code, and B, names), codes by their start.
    where.push(sql`(
      p.id in (
        select s.product_id from product_search s
        where s.document @@ to_tsquery('simple', coalesce((
          select string_agg('''' || w || ''':*AB', ' & ')
          from regexp_split_to_table(dukan_search_text(${q}), ' ') w where w <> ''), ''))
      )
      or lower(p.item_code) like ${prefix}
      or p.ean like ${prefix}
      or lower(p.mpn) like ${prefix})`);
  }
  return where;
}

interface Page {
  page: number;
  perPage: number;
  sort: AdminProductListQuery["sort"];
  order: AdminProductListQuery["order"];
}

/** One page of the staff's product list and the number of products the filters find. */
export async function adminProductList(
  db: Pick<Db, "execute">,
  filter: Filter,
  page: Page,
): Promise<{ data: AdminProductRow[]; total: number }> {
  const day = today();
  const conditions = adminListConditions(filter, day);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = page.order === "ASC" ? sql`asc` : sql`desc`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<AdminProductRow & { updated_at: Date | string }>(sql`
      select p.id, p.item_code, p.ean, p.mpn, p.kpd_code, p.name_hr, p.name_en, p.category_id, p.brand_id,
        p.retail_price_cents, p.sale_retail_price_cents, p.stock, p.active,
        coalesce(p.new_until >= ${day}::date, false) as is_new,
        exists (select from product_pictures pp where pp.product_id = p.id) as has_picture,
        p.updated_at
      from products p
      ${where}
      order by ${sortColumns[page.sort]} ${direction}, p.id ${direction}
      limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from products p ${where}`),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}
