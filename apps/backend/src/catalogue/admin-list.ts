import {
  ADMIN_PRODUCTS_COUNT_CAP,
  type AdminProductListQuery,
  type AdminProductRow,
} from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { startsWith } from "../db/starts-with.ts";
import { today } from "./listing-sql.ts";
import { byName } from "./name-order.ts";

/** Sort keys of the list, each a column of the page's rows (names in their language's order); ties by id. */
const sortKeys: Record<AdminProductListQuery["sort"], string> = {
  id: "p.id",
  name_hr: byName("p.name_hr", "hr"),
  name_en: byName("p.name_en", "en"),
  item_code: "p.item_code",
  retail_price_cents: "p.retail_price_cents",
  stock: "p.stock",
  updated_at: "p.updated_at",
};

/** The list's filters, its category given as the ids of the category and of every one under it. */
type AdminListFilter = Omit<
  AdminProductListQuery,
  "page" | "perPage" | "sort" | "order" | "categoryId"
> & { categoryIds?: number[] };

/**
 * The conditions of the staff's list but its search (`searchCondition`). The category is named by
 * its ids and those of the categories under it, so the planner knows from its statistics how many
 * products they are (given a recursive subquery, it takes the tree for hundreds of categories).
 */
function adminListConditions(filter: AdminListFilter, day: string): SQL[] {
  const where: SQL[] = [];
  if (filter.categoryIds !== undefined)
    where.push(sql`p.category_id = any(${sql.param(filter.categoryIds)}::int[])`);
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
    where.push(filter.noPicture ? sql`p.picture_count = 0` : sql`p.picture_count > 0`);
  if (filter.noEan !== undefined)
    where.push(filter.noEan ? sql`p.ean is null` : sql`p.ean is not null`);
  if (filter.noKpd !== undefined)
    where.push(filter.noKpd ? sql`p.kpd_code is null` : sql`p.kpd_code is not null`);
  return where;
}

/**
 * The products `q` finds, each kind of match read from its own index, never by a scan of the
 * products: the words of a name (either language, folded as the shop's search folds them) and of
 * the item code through the search index (weights A and B), and the start of the item code, EAN
 * or MPN in any case through their `text_pattern_ops` indexes (migration 0053). `union all` keeps
 * a product found twice (a code that starts with the word) twice, and reads no further than a
 * `limit` asks.
 */
function searchMatches(q: string, join: "union" | "union all"): SQL {
  const lower = q.toLowerCase();
  const union = sql.raw(join);
  return sql`
    select s.product_id as id from product_search s
    where s.document @@ to_tsquery('simple', coalesce((
      select string_agg('''' || w || ''':*AB', ' & ')
      from regexp_split_to_table(dukan_search_text(${q}), ' ') w where w <> ''), ''))
    ${union} select id from products where ${startsWith(sql`lower(item_code)`, lower)}
    ${union} select id from products where ${startsWith(sql`ean`, lower)}
    ${union} select id from products where ${startsWith(sql`lower(mpn)`, lower)}`;
}

/**
 * The search as a condition on the products. A search that finds at most the count cap is read
 * first and named by its ids, so the planner knows how few they are: its estimate of a prefix or
 * a text search can be a hundred times too many, and it then reads the whole table in the list's
 * order. A broader search stays a subquery, which the page and its count read again; telling the
 * two apart stops at the cap's first matches.
 */
async function searchCondition(db: Pick<Db, "execute">, q: string): Promise<SQL> {
  const { rows } = await db.execute<{ id: number }>(
    sql`${searchMatches(q, "union all")} limit ${ADMIN_PRODUCTS_COUNT_CAP + 1}`,
  );
  return rows.length <= ADMIN_PRODUCTS_COUNT_CAP
    ? sql`p.id = any(${sql.param([...new Set(rows.map((row) => row.id))])}::int[])`
    : sql`p.id in (${searchMatches(q, "union")})`;
}

interface Page {
  page: number;
  perPage: number;
  sort: AdminProductListQuery["sort"];
  order: AdminProductListQuery["order"];
}

/**
 * One page of the staff's product list and the number of products the filters find, counted up to
 * ADMIN_PRODUCTS_COUNT_CAP (`capped` beyond: the app pages on without a last page).
 */
export async function adminProductList(
  db: Pick<Db, "execute">,
  filter: AdminListFilter,
  page: Page,
): Promise<{ data: AdminProductRow[]; total: number; capped: boolean }> {
  const day = today();
  const q = filter.q?.trim();
  const conditions = [
    ...adminListConditions(filter, day),
    ...(q ? [await searchCondition(db, q)] : []),
  ];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = page.order === "ASC" ? sql`asc` : sql`desc`;
  const orderBy = sql`${sql.raw(sortKeys[page.sort])} ${direction}, p.id ${direction}`;
  // The page's ids first, its rows after (a deferred join): a filter and an order that an index
  // holds (a category by name) are then answered from the index alone.
  const [{ rows }, counted] = await Promise.all([
    db.execute<AdminProductRow & { updated_at: Date | string }>(sql`
      select p.id, p.item_code, p.ean, p.mpn, p.kpd_code, p.name_hr, p.name_en, p.category_id,
        p.brand_id, p.retail_price_cents, p.sale_retail_price_cents, p.stock, p.active,
        coalesce(p.new_until >= ${day}::date, false) as is_new, p.picture_count > 0 as has_picture,
        p.updated_at
      from products p
      join (
        select p.id from products p
        ${where}
        order by ${orderBy}
        limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
      ) page on page.id = p.id
      order by ${orderBy}`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total
      from (select from products p ${where} limit ${ADMIN_PRODUCTS_COUNT_CAP}) matching`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return {
    data: rows.map((row) => ({
      ...row,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    total,
    capped: total >= ADMIN_PRODUCTS_COUNT_CAP,
  };
}
