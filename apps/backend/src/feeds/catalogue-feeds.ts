// What each feed carries, read from the catalogue in keyset batches (never the whole feed in
// memory; each batch is one query, so a slow client holds no database connection between them).

import type { FeedName } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { CategoryLookup } from "../cart/line-row.ts";
import { availabilityOf } from "../catalogue/availability.ts";
import type { Db } from "../db/client.ts";
import { GENERIC_PLAN } from "../db/generic-plan.ts";
import type { SpecificationRow } from "../db/schema.ts";
import { type PriceContext, yourPrice } from "../pricing/price.ts";
import type { FeedRecord, FeedShape, FeedWriter } from "./formats.ts";
import { type KeptBatch, type KeptBatches, PRICE_FIELDS } from "./kept-batches.ts";
import type { KeptRecords } from "./kept-records.ts";

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
 * Products in batches: `columns` read from `products p` and whatever `joins` adds. The next batch is
 * asked for as soon as one arrives, so the database reads it while this one is written (one batch
 * ahead at most: memory stays flat, and no connection is held between queries).
 */
async function* productRows(context: FeedContext, columns: SQL, joins: SQL = sql``): AsyncGenerator<Row[]> {
  const batchAfter = async (after: { id: number; changed: string } | null): Promise<Row[]> => {
    const { where, order } = keyset(context.since, after);
    // One plan for every batch and value: a keyset read in index order whatever the key.
    const result = await context.db.execute(sql`${GENERIC_PLAN}
      select ${columns}, p.id, p.updated_at::text as changed_text, p.active
      from products p ${joins}
      where ${where}
      order by ${order}
      limit ${FEED_BATCH}`);
    return result.rows as Row[];
  };
  let coming: Promise<Row[]> | null = batchAfter(null);
  while (coming) {
    const rows: Row[] = await coming;
    const last = rows.length === FEED_BATCH ? (rows[rows.length - 1] as Row) : null;
    coming = last ? batchAfter({ id: int(last.id), changed: text(last.changed_text) }) : null;
    // A client that goes away leaves the batch read ahead unread: its failure (a closed pool) is nobody's.
    coming?.catch(() => {});
    if (rows.length > 0) yield rows;
  }
}

const productColumns = sql`p.updated_at, p.item_code, p.ean, p.mpn, p.category_id, c.group_code, p.name_hr, p.name_en, p.description_hr,
  p.description_en, p.brand_id, b.name as brand_name, p.specifications, p.units_per_carton, p.retail_price_cents,
  p.sale_retail_price_cents, p.wholesale_price_cents, p.sale_wholesale_price_cents, p.vat_rate, p.stock, p.slug_hr, p.slug_en,
  c.slug_hr as category_slug_hr, c.slug_en as category_slug_en,
  (select coalesce(json_agg(pp.url order by pp.position, pp.id), '[]'::json) from product_pictures pp where pp.product_id = p.id) as pictures`;

const productJoins = sql`join categories c on c.id = p.category_id join brands b on b.id = p.brand_id`;

type Lineage = Pick<CategoryLookup, "lineage">["lineage"];

/** The numbers a buyer's price is computed from, from a row of `productColumns` (`PRICE_FIELDS` of them, -1: none). */
function priceNumbers(row: Row): number[] {
  const orNone = (v: unknown) => (v == null ? -1 : int(v));
  return [
    int(row.brand_id),
    int(row.category_id),
    int(row.retail_price_cents),
    orNone(row.sale_retail_price_cents),
    int(row.wholesale_price_cents),
    orNone(row.sale_wholesale_price_cents),
  ];
}

/** The buyer's own fields of a product record (their purchase price and its rebate), from its price numbers at `at`. */
function buyersFields(numbers: ArrayLike<number>, at: number, lineage: Lineage, prices: PriceContext) {
  const value = (i: number) => numbers[at + i] as number;
  const orNull = (v: number) => (v === -1 ? null : v);
  const categoryId = value(1);
  const price = yourPrice(
    {
      brandId: value(0),
      categoryIds: lineage.get(categoryId) ?? [categoryId],
      retailPriceCents: value(2),
      saleRetailPriceCents: orNull(value(3)),
      wholesalePriceCents: value(4),
      saleWholesalePriceCents: orNull(value(5)),
    },
    prices,
  );
  return { purchase_price_cents: price.cents, rebate_percent: price.rebate?.percent ?? 0 };
}

async function* products(context: FeedContext): AsyncGenerator<FeedRecord[]> {
  const { lineage } = await context.categories();
  for await (const rows of productRows(context, productColumns, productJoins)) {
    yield rows.map((row) => productRecord(row, lineage, context));
  }
}

/** A products feed record from a row of `productColumns`. */
function productRecord(row: Row, lineage: Lineage, context: FeedContext): FeedRecord {
  const categoryId = int(row.category_id);
  const own = buyersFields(priceNumbers(row), 0, lineage, context.prices);
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
    purchase_price_cents: own.purchase_price_cents,
    rebate_percent: own.rebate_percent,
    vat_rate: int(row.vat_rate),
    stock,
    availability: availabilityOf(stock),
    url_hr: `${context.siteUrl}/${text(row.category_slug_hr)}/${text(row.slug_hr)}`,
    url_en: `${context.siteUrl}/en/${text(row.category_slug_en)}/${text(row.slug_en)}`,
    active: row.active === true,
    updated_at: iso(row.updated_at),
  };
}

/** The products record's fields that are the buyer's own: a kept record is written around them. */
const BUYERS_FIELDS = ["purchase_price_cents", "rebate_percent"] as const;

/**
 * What a changed product is checked against the kept records with, and priced from: its row
 * version and prices, in one text column (`lightRow` reads it: a hundred rows of one field each
 * cost the driver a fraction of ten fields each). A price without a value is -1.
 */
const versionColumns = sql`concat_ws(' ', p.xmin, p.brand_id, p.category_id, p.retail_price_cents, coalesce(p.sale_retail_price_cents, -1),
  p.wholesale_price_cents, coalesce(p.sale_wholesale_price_cents, -1)) as light`;

/** The row version and price numbers (as `priceNumbers`) of a `versionColumns` row. */
function lightRow(row: Row): { id: number; version: string; prices: number[] } {
  const [version = "", ...prices] = text(row.light).split(" ");
  return { id: int(row.id), version, prices: prices.map(Number) };
}

/**
 * The products changed after `context.since`, as bytes: a batch reads each product's row version
 * and prices only; the rest of a record comes from `kept` (by product, row version and `keyPrefix`:
 * the format and whatever else the record shows — category and brand names), and the products not
 * kept are read whole, written and kept. The buyer's own fields are written for each answer. Each
 * batch is yielded as its records' pieces in order (kept bytes, and text), the writer's separator
 * before each record but the very first: whoever sends them copies each once, into its chunk.
 */
export async function* changedProductBytes(
  context: FeedContext,
  writer: FeedWriter,
  kept: KeptRecords,
  keyPrefix: string,
): AsyncGenerator<Array<Buffer | string>> {
  const { lineage } = await context.categories();
  const own = writer.slot(BUYERS_FIELDS).fields;
  let first = true;
  for await (const batch of productRows(context, versionColumns)) {
    const rows = batch.map(lightRow);
    const found = rows.map((row) => kept.get(keyPrefix, row.id, row.version));
    const missing = rows.filter((_row, i) => found[i] === undefined).map((row) => row.id);
    const fresh = await writtenProducts(context, lineage, writer, missing);
    for (const [id, product] of fresh) kept.set(keyPrefix, id, product.version, product);
    const parts: Array<Buffer | string> = [];
    rows.forEach((row, i) => {
      const record = found[i];
      // Written as read now, if it was not kept: a change since the batch's row shows, its price with it.
      const product = fresh.get(row.id);
      const written = record
        ? [record.before, own(buyersFields(row.prices, 0, lineage, context.prices)), record.after]
        : product && product.pieces;
      // A product gone between the two reads is left out (products are deactivated, not deleted).
      if (!written) return;
      if (!first) parts.push(writer.separator);
      parts.push(...written);
      first = false;
    });
    yield parts;
  }
}

/** A product written now: its record's bytes around the buyer's fields, and the three pieces of its record for this buyer. */
interface WrittenProduct {
  version: string;
  before: Buffer;
  after: Buffer;
  pieces: [Buffer, string, Buffer];
}

/** Products read whole and written, by id (those no longer there are left out). */
async function writtenProducts(
  context: FeedContext,
  lineage: Lineage,
  writer: FeedWriter,
  ids: number[],
): Promise<Map<number, WrittenProduct>> {
  const written = new Map<number, WrittenProduct>();
  if (ids.length === 0) return written;
  const slot = writer.slot(BUYERS_FIELDS);
  const result = await context.db.execute(sql`
    select ${productColumns}, p.id, p.active, p.xmin::text as version
    from products p ${productJoins}
    where p.id = any(${sql.param(ids)}::int[])`);
  for (const row of result.rows as Row[]) {
    const record = productRecord(row, lineage, context);
    const around = slot.around(record);
    const before = Buffer.from(around.before);
    const after = Buffer.from(around.after);
    written.set(int(row.id), { version: text(row.version), before, after, pieces: [before, slot.fields(record), after] });
  }
  return written;
}

/**
 * The whole products feed from kept batches (`batches`, on disk): after learning the changes
 * committed so far (`sync`), each range of products whose batch was written after the last change
 * touching it is read back; any other is read from the database, written, and kept. Only the
 * buyer's own fields are written for each answer. Yields as `changedProductBytes`.
 */
export async function* keptProductBytes(
  context: FeedContext,
  writer: FeedWriter,
  batches: KeptBatches,
  format: string,
  sync: () => Promise<unknown>,
): AsyncGenerator<Array<Buffer | string>> {
  await sync();
  const { lineage } = await context.categories();
  const slot = writer.slot(BUYERS_FIELDS);
  /** The batch of products after `after`: kept, or read and written now (and its end: the last product, or Infinity). */
  const load = async (after: number): Promise<{ batch: KeptBatch; last: number }> => {
    const known = batches.slotAt(after);
    const kept = known ? await batches.read(known, format) : null;
    if (known && kept) return { batch: kept, last: known.last };
    const token = batches.token(known);
    const bounded = known !== undefined && known.last !== Number.POSITIVE_INFINITY;
    const range = bounded ? sql`and p.id <= ${known.last}` : sql``;
    const result = await context.db.execute(sql`${GENERIC_PLAN}
      select ${productColumns}, p.id, p.active
      from products p ${productJoins}
      where p.active and p.id > ${after} ${range}
      order by p.id
      ${bounded ? sql`` : sql`limit ${FEED_BATCH}`}`);
    const rows = result.rows as Row[];
    const pieces: Buffer[] = [];
    const prices: number[] = [];
    for (const row of rows) {
      const around = slot.around(productRecord(row, lineage, context));
      pieces.push(Buffer.from(around.before), Buffer.from(around.after));
      prices.push(...priceNumbers(row));
    }
    const ends = new Uint32Array(pieces.length);
    let at = 0;
    pieces.forEach((piece, i) => (ends[i] = at += piece.length));
    const batch: KeptBatch = {
      bytes: Buffer.concat(pieces, at),
      ends,
      ids: Int32Array.from(rows, (row) => int(row.id)),
      prices: Int32Array.from(prices),
    };
    const last = bounded ? known.last : rows.length < FEED_BATCH ? Number.POSITIVE_INFINITY : int(rows.at(-1)?.id);
    const placed = batches.place(after, last);
    // Kept once its file is written; a failure to write only means reading the batch again next time.
    if (placed) batches.keep(placed, format, token, batch).catch(() => {});
    return { batch, last };
  };
  let first = true;
  // One batch loaded ahead: its file is read (or its products read and written) while this one is sent.
  let coming: Promise<{ batch: KeptBatch; last: number }> | null = load(0);
  while (coming) {
    const loaded: { batch: KeptBatch; last: number } = await coming;
    const { batch, last } = loaded;
    coming = last === Number.POSITIVE_INFINITY ? null : load(last);
    // A client that goes away leaves the batch loaded ahead unread: its failure is nobody's.
    coming?.catch(() => {});
    const { bytes, ends, prices } = batch;
    const parts: Array<Buffer | string> = [];
    for (let i = 0; i < batch.ids.length; i++) {
      if (!first) parts.push(writer.separator);
      first = false;
      const before = bytes.subarray(i === 0 ? 0 : ends[2 * i - 1], ends[2 * i]);
      const after = bytes.subarray(ends[2 * i], ends[2 * i + 1]);
      parts.push(before, slot.fields(buyersFields(prices, i * PRICE_FIELDS, lineage, context.prices)), after);
    }
    yield parts;
  }
}

async function* availability(context: FeedContext): AsyncGenerator<FeedRecord[]> {
  for await (const rows of productRows(context, sql`p.updated_at, p.item_code, p.ean, p.stock`)) {
    yield rows.map((row): FeedRecord => {
      const stock = int(row.stock);
      return {
        id: int(row.id),
        item_code: text(row.item_code),
        ean: textOrNull(row.ean),
        stock,
        availability: availabilityOf(stock),
        active: row.active === true,
        updated_at: iso(row.updated_at),
      };
    });
  }
}

/** The category tree, parents before children (a few hundred rows: one batch). */
async function* categories(context: FeedContext): AsyncGenerator<FeedRecord[]> {
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
  yield rows.map((row): FeedRecord => ({
    id: int(row.id),
    group_id: text(row.group_code),
    parent_id: row.parent_id == null ? null : int(row.parent_id),
    name_hr: text(row.name_hr),
    name_en: text(row.name_en),
    slug_hr: text(row.slug_hr),
    slug_en: text(row.slug_en),
  }));
}

/** Each feed's records, batch by batch. */
export const feedRecords: Record<FeedName, (context: FeedContext) => AsyncGenerator<FeedRecord[]>> = { products, categories, availability };
