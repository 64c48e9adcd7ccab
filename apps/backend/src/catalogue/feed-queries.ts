// The catalogue's queries for the B2B feeds (decision 021): the feeds stream products in keyset
// batches, one query a batch, and write each row as they read it, so the catalogue gives each
// batch's query and the feeds run it (`feeds/catalogue-feeds.ts`).
import { type SQL, sql } from "drizzle-orm";
import { GENERIC_PLAN } from "../db/generic-plan.ts";

/**
 * What a products batch reads besides `id`, `changed_text` (its last change as text, the keyset
 * of `since`) and `active`:
 * - `record`: a whole feed record's fields, with the category's group code and slugs, the brand's
 *   name and the pictures' addresses (a JSON array);
 * - `stock`: the availability feed's fields;
 * - `version`: one text column `light`, the row version and the price numbers
 *   (`concat_ws(' ', xmin, brand_id, category_id, retail, sale retail, wholesale, sale wholesale)`,
 *   -1 for a price without a value): a hundred rows of one field each cost the driver a fraction of
 *   ten fields each.
 */
export type FeedColumns = "record" | "stock" | "version";

const RECORD_COLUMNS = sql`p.updated_at, p.item_code, p.ean, p.mpn, p.category_id, c.group_code, p.name_hr, p.name_en, p.description_hr,
  p.description_en, p.brand_id, b.name as brand_name, p.specifications, p.units_per_carton, p.retail_price_cents,
  p.sale_retail_price_cents, p.wholesale_price_cents, p.sale_wholesale_price_cents, p.vat_rate, p.stock, p.slug_hr, p.slug_en,
  c.slug_hr as category_slug_hr, c.slug_en as category_slug_en,
  (select coalesce(json_agg(pp.url order by pp.position, pp.id), '[]'::json) from product_pictures pp where pp.product_id = p.id) as pictures`;

const RECORD_FROM = sql`products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id`;

const COLUMNS: Record<FeedColumns, { columns: SQL; from: SQL }> = {
  record: { columns: RECORD_COLUMNS, from: RECORD_FROM },
  stock: { columns: sql`p.updated_at, p.item_code, p.ean, p.stock`, from: sql`products p` },
  version: {
    columns: sql`concat_ws(' ', p.xmin, p.brand_id, p.category_id, p.retail_price_cents, coalesce(p.sale_retail_price_cents, -1),
  p.wholesale_price_cents, coalesce(p.sale_wholesale_price_cents, -1)) as light`,
    from: sql`products p`,
  },
};

/**
 * Which products a batch reads, in keyset order:
 * - the whole catalogue: the active products after `afterId` (up to `upToId`), by id;
 * - `since`: every product changed after it (deactivated ones too), after the product `after`,
 *   by last change and id.
 */
export type FeedRange =
  | { since: null; afterId: number; upToId?: number }
  | { since: Date; after: { id: number; changed: string } | null };

/** One batch of products for a feed: at most `limit` rows (null: the whole range). */
export function feedProductBatch(columns: FeedColumns, range: FeedRange, limit: number | null) {
  const { columns: read, from } = COLUMNS[columns];
  let where: SQL;
  let order: SQL;
  if (range.since === null) {
    const upTo = range.upToId === undefined ? sql`` : sql` and p.id <= ${range.upToId}`;
    where = sql`p.active and p.id > ${range.afterId}${upTo}`;
    order = sql`p.id`;
  } else {
    const after = range.after
      ? sql` and (p.updated_at, p.id) > (${range.after.changed}::timestamptz, ${range.after.id})`
      : sql``;
    where = sql`p.updated_at > ${range.since.toISOString()}::timestamptz${after}`;
    order = sql`p.updated_at, p.id`;
  }
  // One plan for every batch and value: a keyset read in index order whatever the key.
  return sql`${GENERIC_PLAN}
      select ${read}, p.id, p.updated_at::text as changed_text, p.active
      from ${from}
      where ${where}
      order by ${order}
      ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/** Whole feed records (`record` columns) of the products `ids`, with each row's version (`version`). */
export function feedProductsByIds(ids: readonly number[]): SQL {
  return sql`
    select ${RECORD_COLUMNS}, p.id, p.active, p.xmin::text as version
    from ${RECORD_FROM}
    where p.id = any(${sql.param([...ids])}::int[])`;
}

/** The category tree for the categories feed, parents before children. */
export function feedCategoryTree(): SQL {
  return sql`
      with recursive tree as (
        select id, 0 as depth from categories where parent_id is null
        union all
        select c.id, t.depth + 1 from categories c join tree t on c.parent_id = t.id
      )
      select c.id, c.group_code, c.parent_id, c.name_hr, c.name_en, c.slug_hr, c.slug_en
      from categories c join tree t on t.id = c.id
      order by t.depth, c.position, c.id`;
}

/**
 * The catalogue's part of a feed's state (its ETag and Last-Modified), as columns of the feeds'
 * one state query: `products_changed`, `categories_changed`, `brands_changed` (last changes) and
 * `names_version` (what the category and brand names written into a record depend on).
 */
export function feedCatalogueState(): SQL {
  return sql`(select max(updated_at) from products) as products_changed,
            (select max(updated_at) from categories) as categories_changed,
            (select max(updated_at) from brands) as brands_changed,
            (select max(updated_at)::text from categories) || '|' || (select max(updated_at)::text from brands) as names_version`;
}
