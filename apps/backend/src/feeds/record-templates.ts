// Products records written once and sent to every buyer (docs/feeds.md, "Written once, sent to every
// buyer"): kept without the buyer's own fields (price, rebate, quantity tiers), which each answer writes between.

import { feedProductBatch, feedProductsByIds } from "../catalogue/feed-queries.ts";
import {
  buyersFields,
  FEED_BATCH,
  type FeedContext,
  int,
  type Lineage,
  priceNumbers,
  productRecord,
  productRows,
  type Row,
  text,
} from "./catalogue-feeds.ts";
import type { FeedRecord, FeedWriter, RecordSlot } from "./formats.ts";
import { type CachedBatch, type BatchCache, PRICE_FIELDS } from "./batch-cache.ts";
import type { RecordTemplate, RecordCache } from "./record-cache.ts";

/** The products record's fields that are the buyer's own: a kept record is written around them. */
const BUYERS_FIELDS = ["purchase_price_cents", "quantity_prices"] as const;

/** The row version and price numbers (as `priceNumbers`) of a row of `version` columns (`FeedColumns`). */
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
  kept: RecordCache,
  keyPrefix: string,
): AsyncGenerator<Array<Buffer | string>> {
  const { lineage } = await context.categories();
  const own = writer.slot(BUYERS_FIELDS).fields;
  let first = true;
  for await (const batch of productRows(context, "version")) {
    const rows = batch.map(lightRow);
    const found = rows.map((row) => kept.get(keyPrefix, row.id, row.version));
    const missing = rows.filter((_row, i) => found[i] === undefined).map((row) => row.id);
    const fresh = await writtenProducts(context, lineage, writer, missing);
    for (const [id, product] of fresh) kept.set(keyPrefix, id, product.version, product.kept);
    const parts: Array<Buffer | string> = [];
    rows.forEach((row, i) => {
      const record = found[i];
      // Written as read now, if it was not kept: a change since the batch's row shows, its price with it.
      const product = fresh.get(row.id);
      const written = record
        ? [
            record.before,
            own(buyersFields(row.id, row.prices, 0, lineage, context.prices)),
            record.after,
          ]
        : product && [product.kept.before, product.fields, product.kept.after];
      // A product gone between the two reads is left out (products are deactivated, not deleted).
      if (!written) return;
      if (!first) parts.push(writer.separator);
      parts.push(...written);
      first = false;
    });
    yield parts;
  }
}

/** A record's kept bytes: all of it but the buyer's fields. */
function templateOf(slot: RecordSlot, record: FeedRecord): RecordTemplate {
  const around = slot.around(record);
  return { before: Buffer.from(around.before), after: Buffer.from(around.after) };
}

/** A product written now: its row version, its record's kept bytes, and the buyer's fields as read now. */
interface WrittenProduct {
  version: string;
  kept: RecordTemplate;
  fields: string;
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
  const result = await context.db.execute(feedProductsByIds(ids));
  for (const row of result.rows as Row[]) {
    const record = productRecord(row, lineage, context);
    written.set(int(row.id), {
      version: text(row.version),
      kept: templateOf(slot, record),
      fields: slot.fields(record),
    });
  }
  return written;
}

/**
 * The whole products feed from kept batches (`batches`, on disk): after learning the changes
 * committed so far (`sync`), each range of products whose batch was written after the last change
 * touching it is read back; any other is read from the database, written, and kept. Only the
 * buyer's own fields are written for each answer. Yields as `changedProductBytes`.
 */
export async function* cachedProductBytes(
  context: FeedContext,
  writer: FeedWriter,
  batches: BatchCache,
  format: string,
  sync: () => Promise<unknown>,
): AsyncGenerator<Array<Buffer | string>> {
  await sync();
  const { lineage } = await context.categories();
  const slot = writer.slot(BUYERS_FIELDS);
  /** The batch of products after `after`: kept, or read and written now (and its end: the last product, or Infinity). */
  const load = async (after: number): Promise<{ batch: CachedBatch; last: number }> => {
    const known = batches.slotAt(after);
    const kept = known ? await batches.read(known, format) : null;
    if (known && kept) return { batch: kept, last: known.last };
    const token = batches.token(known);
    const bounded = known !== undefined && known.last !== Number.POSITIVE_INFINITY;
    const result = await context.db.execute(
      feedProductBatch(
        "record",
        { since: null, afterId: after, ...(bounded ? { upToId: known.last } : {}) },
        bounded ? null : FEED_BATCH,
      ),
    );
    const rows = result.rows as Row[];
    const pieces: Buffer[] = [];
    const prices: number[] = [];
    for (const row of rows) {
      const { before, after } = templateOf(slot, productRecord(row, lineage, context));
      pieces.push(before, after);
      prices.push(...priceNumbers(row));
    }
    const ends = new Uint32Array(pieces.length);
    let at = 0;
    pieces.forEach((piece, i) => (ends[i] = at += piece.length));
    const batch: CachedBatch = {
      bytes: Buffer.concat(pieces, at),
      ends,
      ids: Int32Array.from(rows, (row) => int(row.id)),
      prices: Int32Array.from(prices),
    };
    const last = bounded
      ? known.last
      : rows.length < FEED_BATCH
        ? Number.POSITIVE_INFINITY
        : int(rows.at(-1)?.id);
    const placed = batches.place(after, last);
    // Kept once its file is written; a failure to write only means reading the batch again next time.
    if (placed) batches.keep(placed, format, token, batch).catch(() => {});
    return { batch, last };
  };
  let first = true;
  // One batch loaded ahead: its file is read (or its products read and written) while this one is sent.
  let coming: Promise<{ batch: CachedBatch; last: number }> | null = load(0);
  while (coming) {
    const loaded: { batch: CachedBatch; last: number } = await coming;
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
      parts.push(
        before,
        slot.fields(
          buyersFields(batch.ids[i] as number, prices, i * PRICE_FIELDS, lineage, context.prices),
        ),
        after,
      );
    }
    yield parts;
  }
}
