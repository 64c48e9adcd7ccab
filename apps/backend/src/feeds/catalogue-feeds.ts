// What each feed carries, read from the catalogue in keyset batches (never the whole feed in
// memory; each batch is one query, so a slow client holds no database connection between them).

import type { FeedFormat, FeedName } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { CategoryLookup } from "../cart/line-row.ts";
import { availabilityOf } from "../catalogue/availability.ts";
import type { Db } from "../db/client.ts";
import type { SpecificationRow } from "../db/schema.ts";
import { type PriceContext, yourPrice } from "../pricing/price.ts";
import { copyRows, literal } from "./copy-rows.ts";
import { buyerFields, entryOf, type RenderedEntry, storeEntries } from "./entries.ts";
import { type FeedRecord, type FeedShape, type FeedWriter, recordText } from "./formats.ts";

/** Rows a batch reads. */
export const FEED_BATCH = 1_000;

export interface FeedContext {
  db: Db;
  /** Absolute base of the shop's addresses (pictures, product pages). */
  siteUrl: string;
  /** The buyer's prices (wholesale less their rebates for any payment method). */
  prices: PriceContext;
  categories: () => Promise<Pick<CategoryLookup, "lineage">>;
  /** Only what changed after this time (products and availability); null for the whole catalogue. */
  since: Date | null;
  format: FeedFormat;
  writer: FeedWriter;
  /** Which renderer the products' pre-rendered entries must come from (entries.ts `rendererOf`). */
  renderer: string;
  /**
   * `since` read with COPY too: on a PostgreSQL server planning it costs little and bytes save decoding;
   * embedded PGlite answers a plain prepared query for a few products in half the time of a COPY.
   */
  copySince?: boolean;
}

type Row = Record<string, unknown>;
const int = (v: unknown) => Number(v);
const text = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const textOrNull = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(text(v))).toISOString();
const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`);

export const feedShapes: Record<FeedName, FeedShape> = {
  products: {
    root: "products",
    item: "product",
    lists: { specifications: "specification", pictures: "picture" },
    columns: [
      "id",
      "item_code",
      "ean",
      "mpn",
      "group_id",
      "category_id",
      "name_hr",
      "name_en",
      "description_hr",
      "description_en",
      "brand",
      "specifications",
      "pictures",
      "units_per_carton",
      "retail_price_cents",
      "purchase_price_cents",
      "rebate_percent",
      "vat_rate",
      "stock",
      "availability",
      "url_hr",
      "url_en",
      "active",
      "updated_at",
    ],
  },
  categories: {
    root: "categories",
    item: "category",
    lists: {},
    columns: ["id", "group_id", "parent_id", "name_hr", "name_en", "slug_hr", "slug_en"],
  },
  availability: {
    root: "availability",
    item: "product",
    lists: {},
    columns: ["id", "item_code", "ean", "stock", "availability", "active", "updated_at"],
  },
};

/** The keyset condition and order of a products batch: by id for the whole catalogue, by last change for `since`. */
function keyset(since: Date | null, after: { id: number; changed: string } | null) {
  if (since === null) {
    return { where: sql`p.active and p.id > ${after?.id ?? 0}`, order: sql`p.id` };
  }
  const from = after ? sql`and (p.updated_at, p.id) > (${after.changed}::timestamptz, ${after.id})` : sql``;
  return { where: sql`p.updated_at > ${since.toISOString()}::timestamptz ${from}`, order: sql`p.updated_at, p.id` };
}

/**
 * Batches read one ahead: the next is asked for as soon as one arrives, so the database reads it while
 * this one is written (one batch ahead at most: memory stays flat, and no connection is held between
 * queries). `read` answers a batch after the given one's last row (null: the first batch).
 */
async function* readAhead<R>(read: (last: R | null) => Promise<R[]>): AsyncGenerator<R[]> {
  let coming: Promise<R[]> | null = read(null);
  while (coming) {
    const rows: R[] = await coming;
    const last = rows.length === FEED_BATCH ? (rows[rows.length - 1] as R) : null;
    coming = last ? read(last) : null;
    // A client that goes away leaves the batch read ahead unread: its failure (a closed pool) is nobody's.
    coming?.catch(() => {});
    if (rows.length > 0) yield rows;
  }
}

/** Products in batches: `columns` read from `products p` and whatever `joins` adds. */
function productRows(context: FeedContext, columns: SQL, joins: SQL = sql``): AsyncGenerator<Row[]> {
  return readAhead<Row>(async (last) => {
    const { where, order } = keyset(context.since, last && { id: int(last.id), changed: text(last.changed_text) });
    const result = await context.db.execute(sql`
      select ${columns}, p.id, p.updated_at, p.updated_at::text as changed_text, p.active
      from products p ${joins}
      where ${where}
      order by ${order}
      limit ${FEED_BATCH}`);
    return result.rows as Row[];
  });
}

const productColumns = sql`p.item_code, p.ean, p.mpn, p.category_id, c.group_code, p.name_hr, p.name_en, p.description_hr,
  p.description_en, p.brand_id, b.name as brand_name, p.specifications, p.units_per_carton, p.retail_price_cents,
  p.sale_retail_price_cents, p.wholesale_price_cents, p.sale_wholesale_price_cents, p.vat_rate, p.stock, p.slug_hr, p.slug_en,
  c.slug_hr as category_slug_hr, c.slug_en as category_slug_en,
  (select coalesce(json_agg(pp.url order by pp.position, pp.id), '[]'::json) from product_pictures pp where pp.product_id = p.id) as pictures`;

/** A product's record from its row (`productColumns` and the row's id, active flag and last change). */
function productRecord(context: FeedContext, lineage: Pick<CategoryLookup, "lineage">["lineage"], row: Row): FeedRecord {
  const categoryId = int(row.category_id);
  const price = yourPrice(
    {
      brandId: int(row.brand_id),
      categoryIds: lineage.get(categoryId) ?? [categoryId],
      retailPriceCents: int(row.retail_price_cents),
      saleRetailPriceCents: row.sale_retail_price_cents == null ? null : int(row.sale_retail_price_cents),
      wholesalePriceCents: int(row.wholesale_price_cents),
      saleWholesalePriceCents: row.sale_wholesale_price_cents == null ? null : int(row.sale_wholesale_price_cents),
    },
    context.prices,
  );
  const stock = int(row.stock);
  const specifications = Array.isArray(row.specifications) ? (row.specifications as SpecificationRow[]) : [];
  const pictures = Array.isArray(row.pictures) ? (row.pictures as unknown[]).map((url) => absolute(context.siteUrl, text(url))) : [];
  return {
    id: int(row.id),
    item_code: text(row.item_code),
    ean: textOrNull(row.ean),
    mpn: textOrNull(row.mpn),
    group_id: text(row.group_code),
    category_id: categoryId,
    name_hr: text(row.name_hr),
    name_en: text(row.name_en),
    description_hr: text(row.description_hr),
    description_en: text(row.description_en),
    brand: text(row.brand_name),
    specifications: specifications.map((s) => ({
      name_hr: text(s.name_hr),
      name_en: text(s.name_en),
      value_hr: text(s.value_hr),
      value_en: text(s.value_en),
    })),
    pictures,
    units_per_carton: int(row.units_per_carton),
    retail_price_cents: row.sale_retail_price_cents == null ? int(row.retail_price_cents) : int(row.sale_retail_price_cents),
    purchase_price_cents: price.cents,
    rebate_percent: price.rebate?.percent ?? 0,
    vat_rate: int(row.vat_rate),
    stock,
    availability: availabilityOf(stock),
    url_hr: `${context.siteUrl}/${text(row.category_slug_hr)}/${text(row.slug_hr)}`,
    url_en: `${context.siteUrl}/en/${text(row.category_slug_en)}/${text(row.slug_en)}`,
    active: row.active === true,
    updated_at: iso(row.updated_at),
  };
}

// A products batch: each product's price inputs and, when current, its pre-rendered entry (entries.ts),
// looked up product by product (LATERAL: an index lookup each, whatever the planner knows of the table).
const entryColumns = `p.id, p.brand_id, p.category_id, p.wholesale_price_cents, p.sale_wholesale_price_cents, e.entry, e.buyer_at`;
const entryJoin = (format: string, renderer: string) => `left join lateral (
    select e.entry, e.buyer_at from feed_entries e
    where e.product_id = p.id and e.format = ${format} and e.renderer = ${renderer}
      and e.product_xmin = p.xmin and e.product_updated_at = p.updated_at
    limit 1) e on true`;
const SINCE_BATCH = `select ${entryColumns}, p.updated_at::text from products p ${entryJoin("$1", "$2")}
  where p.updated_at > $3::timestamptz and (p.updated_at, p.id) > ($4::timestamptz, $5::int)
  order by p.updated_at, p.id limit ${FEED_BATCH}`;

/** A product of a batch: its price inputs, its entry's bytes (null when none is current), its last change. */
interface EntryRow {
  id: number;
  brandId: number;
  categoryId: number;
  wholesale: number;
  saleWholesale: number | null;
  entry: Buffer | null;
  buyerAt: number | null;
  changed: string | null;
}

/**
 * A batch read with binary COPY, the entries as bytes (the whole catalogue: 100 batches of megabytes,
 * never decoded into strings). COPY takes no parameters: the values are written in.
 */
async function copyBatch(context: FeedContext, last: EntryRow | null): Promise<EntryRow[]> {
  const { since } = context;
  const afterId = Math.trunc(last?.id ?? 0);
  const from = since === null ? "" : literal(since.toISOString());
  const select =
    since === null
      ? `select ${entryColumns} from products p ${entryJoin(literal(context.format), literal(context.renderer))}
        where p.active and p.id > ${afterId} order by p.id limit ${FEED_BATCH}`
      : `select ${entryColumns}, p.updated_at::text from products p ${entryJoin(literal(context.format), literal(context.renderer))}
        where p.updated_at > ${from}::timestamptz and (p.updated_at, p.id) > (${last?.changed ? literal(last.changed) : from}::timestamptz, ${afterId})
        order by p.updated_at, p.id limit ${FEED_BATCH}`;
  const int4 = (field: Buffer | null | undefined) => (field ? field.readInt32BE(0) : null);
  return (await copyRows(context.db.$client, select)).map((row) => ({
    id: int4(row[0]) ?? 0,
    brandId: int4(row[1]) ?? 0,
    categoryId: int4(row[2]) ?? 0,
    wholesale: int4(row[3]) ?? 0,
    saleWholesale: int4(row[4]),
    entry: row[5] ?? null,
    buyerAt: int4(row[6]),
    changed: row[7]?.toString("utf8") ?? null,
  }));
}

/**
 * A batch of what changed after `since` on the embedded database: usually a few products, so a plain
 * query, prepared once per connection (COPY is planned anew each time, and there planning costs more
 * than reading a few rows).
 */
async function sinceBatch(context: FeedContext, since: Date, last: EntryRow | null): Promise<EntryRow[]> {
  type Row = [number, number, number, number, number | null, string | null, number | null, string];
  const from = since.toISOString();
  const result = await context.db.$client.query<Row>({
    text: SINCE_BATCH,
    values: [context.format, context.renderer, from, last?.changed ?? from, last?.id ?? 0],
    rowMode: "array",
  });
  return result.rows.map(([id, brandId, categoryId, wholesale, saleWholesale, entry, buyerAt, changed]) => ({
    id,
    brandId,
    categoryId,
    wholesale,
    saleWholesale,
    entry: entry === null ? null : Buffer.from(entry),
    buyerAt,
    changed,
  }));
}

/**
 * Entries one feed stores at most. Storing costs several times what rendering does (on the embedded
 * database ~0.3–0.7 s a thousand against ~0.1 s), so after a change of the whole catalogue the first feeds
 * of each format store a part each and render the rest, instead of the first one taking minutes.
 */
export const STORED_PER_FEED = 10_000;
/** Entries a feed stores before it has the table analysed. */
const ANALYZE_AFTER = 5_000;

/** Products whose entries are missing or not current: their records, and their entries to store. */
async function renderProducts(
  context: FeedContext,
  ids: number[],
): Promise<{ records: Map<number, FeedRecord>; entries: RenderedEntry[] }> {
  const [{ lineage }, result] = await Promise.all([
    context.categories(),
    context.db.execute(sql`
      select ${productColumns}, p.id, p.updated_at, p.active,
        p.xmin::text as product_xmin, p.updated_at::text as product_updated_at
      from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
      where p.id = any(${sql.param(ids)}::int[])`),
  ]);
  const shape = feedShapes.products;
  const records = new Map<number, FeedRecord>();
  const entries: RenderedEntry[] = [];
  for (const row of result.rows as Row[]) {
    const record = productRecord(context, lineage, row);
    records.set(int(row.id), record);
    entries.push({
      productId: int(row.id),
      productXmin: text(row.product_xmin),
      productUpdatedAt: text(row.product_updated_at),
      ...entryOf(context.writer, shape, record),
    });
  }
  return { records, entries };
}

/**
 * The products feed: each product's entry with the buyer's price spliced in, as bytes. Products without a
 * current entry are rendered from their rows (the whole record, their price included) and their entries
 * stored for the next feed (up to `STORED_PER_FEED`), while this one goes on (one store at a time).
 */
async function* products(context: FeedContext): AsyncGenerator<Buffer> {
  const { lineage } = await context.categories();
  const { writer, format, renderer } = context;
  const pool = context.db.$client;
  const { from, to } = buyerFields(feedShapes.products);
  const separator = Buffer.from(writer.separator);
  const { since } = context;
  const rows = readAhead<EntryRow>((last) =>
    since === null || context.copySince ? copyBatch(context, last) : sinceBatch(context, since, last),
  );
  let written = 0;
  let stored = 0;
  let storing: Promise<void> = Promise.resolve();
  try {
    for await (const batch of rows) {
      const stale = batch.filter((row) => row.entry === null || row.buyerAt === null).map((row) => row.id);
      const rendered = stale.length === 0 ? null : await renderProducts(context, stale);
      if (rendered && stored < STORED_PER_FEED) {
        await storing;
        const filled = stored < ANALYZE_AFTER && stored + rendered.entries.length >= ANALYZE_AFTER;
        stored += rendered.entries.length;
        storing = storeEntries(pool, format, renderer, rendered.entries)
          // A table just filled has no statistics yet (the embedded database never analyses by itself):
          // without them the planner reads the entries by bitmap, at twice the cost.
          .then(async () => void (filled ? await pool.query("analyze feed_entries") : undefined))
          .catch(() => {}); // the next feed renders them again
      }
      const pieces: Buffer[] = [];
      for (const { id, brandId, categoryId, wholesale, saleWholesale, entry, buyerAt } of batch) {
        if (entry === null || buyerAt === null) {
          const record = rendered?.records.get(id);
          if (!record) continue; // deleted since the batch was read
          if (written++ > 0) pieces.push(separator);
          pieces.push(Buffer.from(recordText(writer, feedShapes.products, record)));
          continue;
        }
        const price = yourPrice(
          {
            brandId,
            categoryIds: lineage.get(categoryId) ?? [categoryId],
            retailPriceCents: 0, // not read: a legal entity pays wholesale
            saleRetailPriceCents: null,
            wholesalePriceCents: wholesale,
            saleWholesalePriceCents: saleWholesale,
          },
          context.prices,
        );
        if (written++ > 0) pieces.push(separator);
        pieces.push(
          entry.subarray(0, buyerAt),
          Buffer.from(writer.fields({ purchase_price_cents: price.cents, rebate_percent: price.rebate?.percent ?? 0 }, from, to)),
          entry.subarray(buyerAt),
        );
      }
      yield Buffer.concat(pieces);
    }
  } finally {
    await storing;
  }
}

async function* availability(context: FeedContext): AsyncGenerator<Buffer> {
  const { writer } = context;
  const shape = feedShapes.availability;
  let written = 0;
  for await (const rows of productRows(context, sql`p.item_code, p.ean, p.stock`)) {
    const parts: string[] = [];
    for (const row of rows) {
      const stock = int(row.stock);
      if (written++ > 0) parts.push(writer.separator);
      parts.push(
        recordText(writer, shape, {
          id: int(row.id),
          item_code: text(row.item_code),
          ean: textOrNull(row.ean),
          stock,
          availability: availabilityOf(stock),
          active: row.active === true,
          updated_at: iso(row.updated_at),
        }),
      );
    }
    yield Buffer.from(parts.join(""));
  }
}

/** The category tree, parents before children (a few hundred rows: one batch). */
async function* categories(context: FeedContext): AsyncGenerator<Buffer> {
  const { writer } = context;
  const rows = (
    await context.db.execute(sql`
      with recursive tree as (
        select id, 0 as depth from categories where parent_id is null
        union all
        select c.id, t.depth + 1 from categories c join tree t on c.parent_id = t.id
      )
      select c.id, c.group_code, c.parent_id, c.name_hr, c.name_en, c.slug_hr, c.slug_en
      from categories c join tree t on t.id = c.id
      order by t.depth, c.position, c.id`)
  ).rows as Row[];
  const tree = rows
    .map((row) =>
      recordText(writer, feedShapes.categories, {
        id: int(row.id),
        group_id: text(row.group_code),
        parent_id: row.parent_id == null ? null : int(row.parent_id),
        name_hr: text(row.name_hr),
        name_en: text(row.name_en),
        slug_hr: text(row.slug_hr),
        slug_en: text(row.slug_en),
      }),
    )
    .join(writer.separator);
  yield Buffer.from(tree);
}

/** Each feed's bytes, batch by batch (records separated by the writer's separator, across batches too). */
export const feedBytes: Record<FeedName, (context: FeedContext) => AsyncGenerator<Buffer>> = { products, categories, availability };
