import type { OnResponseSent } from "../app.ts";
import { bufferPool } from "./buffer-pool.ts";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip as gzipWhole,
} from "node:zlib";
import type { FeedFormat, FeedName } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { CategoryLookup } from "../cart/line-row.ts";
import { feedCatalogueState } from "../catalogue/feed-queries.ts";
import { recentMap } from "../cache/recent-map.ts";
import type { Db } from "../db/client.ts";
import { feedRebatesState } from "../pricing/customer-prices.ts";
import type { RebateRule } from "../pricing/price.ts";
import type { ChangeFeed } from "../changes/feed.ts";
import { type FeedContext, feedRecords, feedShapes } from "./catalogue-feeds.ts";
import { feedWriter } from "./formats.ts";
import { batchCache } from "./batch-cache.ts";
import { recordCache } from "./record-cache.ts";
import { changedProductBytes, cachedProductBytes } from "./record-templates.ts";
import type { KeyHolder } from "./keys.ts";

/** What a feed's answer depends on, read in one query: its ETag and Last-Modified come from it. */
export interface FeedState {
  etag: string;
  lastModified: Date;
}

export type ContentCoding = "br" | "gzip" | "identity";

/** The coding the client prefers among ours (`br`, then `gzip`); q=0 refuses one. */
export function contentCodingFor(acceptEncoding: string | undefined): ContentCoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (coding: string) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return "identity";
}

/** The rebate rows of a feed state (`[id, brand, category, percent, product, min_quantity]` each). */
function rebatesIn(state: Record<string, unknown>): RebateRule[] {
  const rows = Array.isArray(state.rebates) ? (state.rebates as unknown[][]) : [];
  const idOrNull = (v: unknown) => (v == null ? null : Number(v));
  return rows.map(([id, brandId, categoryId, percent, productId, minQuantity]) => ({
    id: Number(id),
    productId: idOrNull(productId),
    brandId: idOrNull(brandId),
    categoryId: idOrNull(categoryId),
    paymentMethod: null,
    percent: Number(percent),
    minQuantity: minQuantity == null ? 1 : Number(minQuantity),
  }));
}

export interface FeedRequest {
  feed: FeedName;
  format: FeedFormat;
  since: Date | null;
}

/** Records written as one string: ~20 KB of XML, well under V8's large-object size (128 KB). */
const FEED_PIECE_RECORDS = 8;
/** Bytes of a feed handed on at once (one socket write, or one compressor call). */
const FEED_CHUNK_BYTES = 256 * 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipWhole);
const brotli = (bytes: Buffer) => brotliAsync(bytes, brotliOptions);
const gzip = (bytes: Buffer) => gzipAsync(bytes, gzipOptions);

/** Bytes of whole products feeds kept on disk (docs/feeds.md): the three formats of ~250,000 products. */
const BATCH_CACHE_BYTES = 2 * 1024 * 1024 * 1024;
/** Bytes of products records kept for `since` polls (docs/feeds.md): ~3,000 records in each format. */
const KEPT_RECORD_BYTES = 24 * 1024 * 1024;

/**
 * The B2B feeds of one shop: the state a conditional request is answered from (one query, no feed
 * built), and the feed itself as a stream of bytes, batch by batch, compressed as the client asks.
 */
export function feedService(
  db: Db,
  options: {
    siteUrl: string;
    categories: () => Promise<Pick<CategoryLookup, "lineage">>;
    /** The committed catalogue changes: without them the whole products feed is read from the database every time. */
    changes?: ChangeFeed;
    batchCacheBytes?: number;
  },
) {
  const { siteUrl } = options;
  /**
   * What the answers depend on, kept a second: a poller's conditional requests cost no query then,
   * and a change shows in the ETag within the second.
   */
  const states = recentMap<number, Promise<Record<string, unknown>>>(1_000, 10_000);
  const kept = recordCache(KEPT_RECORD_BYTES);
  const answers = bufferPool();
  const batches = batchCache({ maxBytes: options.batchCacheBytes ?? BATCH_CACHE_BYTES });
  options.changes?.subscribe((keys) => batches.touch(keys));

  function stateOf(userId: number): Promise<Record<string, unknown>> {
    const at = Date.now();
    const known = states.get(userId, at);
    if (known) return known;
    const reading = db
      .execute(sql`select ${feedCatalogueState()}, ${feedRebatesState(userId)}`)
      .then((result) => (result.rows[0] ?? {}) as Record<string, unknown>);
    states.set(userId, reading, at);
    reading.catch(() => states.delete(userId));
    return reading;
  }

  return {
    /** The buyer's rebates changed (the staff's editor): their next request reads its state anew, not within the second. */
    forgetBuyer(userId: number): void {
      states.delete(userId);
    },

    /** The feed's ETag and Last-Modified for this buyer: the catalogue's and categories' last change, and the buyer's rebates. */
    async state(holder: KeyHolder, request: FeedRequest): Promise<FeedState> {
      const row = await stateOf(holder.userId);
      const time = (v: unknown) =>
        v == null ? 0 : new Date(v instanceof Date ? v : String(v)).getTime();
      const changes = [row?.categories_changed];
      if (request.feed !== "categories") changes.push(row?.products_changed);
      if (request.feed === "products") changes.push(row?.rebates_changed, row?.brands_changed);
      const lastModified = new Date(Math.max(0, ...changes.map(time)));
      const parts = [
        request.feed,
        request.format,
        request.since?.toISOString() ?? "",
        siteUrl,
        ...changes.map(time),
      ];
      if (request.feed === "products") parts.push(JSON.stringify(row?.rebates ?? null));
      const etag = `W/"${createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 27)}"`;
      return { etag, lastModified };
    },

    /** The feed as bytes: the records batch by batch, each written as it is read. */
    /** `onResponseSent`, when known, says when the answer has left: an answer of one chunk is then written into a buffer used again. */
    async stream(
      holder: KeyHolder,
      request: FeedRequest,
      coding: ContentCoding,
      generatedAt: Date,
      onResponseSent?: OnResponseSent,
    ) {
      // The buyer's rebates for any payment method, as the ETag was made from (read within the second).
      const rebates = request.feed === "products" ? rebatesIn(await stateOf(holder.userId)) : [];
      const context: FeedContext = {
        db,
        siteUrl,
        prices: { kind: "wholesale", rebates },
        categories: options.categories,
        since: request.feed === "categories" ? null : request.since,
      };
      const writer = feedWriter(
        request.format,
        feedShapes[request.feed],
        `${siteUrl}/api/b2b/${request.feed}.xsd`,
      );
      // A batch written as one string (1–3 MB) is a large object that the JavaScript heap keeps
      // until a full collection: at a feed's pace 100–180 MB of them. So records are written a few
      // at a time (strings that die young), their bytes gathered into chunks of ~256 KB.
      async function* pieces(): AsyncGenerator<Buffer> {
        let gathered: Array<Buffer | string> = [];
        let size = 0;
        const take = (part: Buffer | string) => {
          gathered.push(part);
          size += typeof part === "string" ? Buffer.byteLength(part, "utf8") : part.length;
        };
        // Each piece copied once, into the chunk (an answer's own buffers add to the heap's external
        // memory, and at hundreds of answers a second that pressure is what calls full collections);
        // the chunk of an answer sent whole into a buffer used again once it has left.
        let chunks = 0;
        const chunk = (last: boolean) => {
          const whole =
            last && chunks === 0 ? answers.take(size, onResponseSent) : Buffer.allocUnsafe(size);
          chunks++;
          let at = 0;
          for (const part of gathered)
            at += typeof part === "string" ? whole.write(part, at, "utf8") : part.copy(whole, at);
          gathered = [];
          size = 0;
          return whole;
        };
        take(
          writer.head({
            generated_at: generatedAt.toISOString(),
            since: context.since?.toISOString() ?? null,
            currency: "EUR",
          }),
        );
        for await (const text of texts()) {
          if (typeof text === "string") take(text);
          else for (const part of text) take(part);
          if (size >= FEED_CHUNK_BYTES) yield chunk(false);
        }
        take(writer.tail());
        yield chunk(true);
      }
      /** The records, written a few at a time; the products changed after `since` from the kept records. */
      async function* texts(): AsyncGenerator<string | Array<Buffer | string>> {
        if (request.feed === "products" && context.since !== null) {
          // A kept record shows its category's and brand's names: a change of either starts anew.
          const names = String((await stateOf(holder.userId)).names_version);
          yield* changedProductBytes(context, writer, kept, `${request.format}|${names}|`);
          return;
        }
        const { changes } = options;
        if (request.feed === "products" && changes) {
          yield* cachedProductBytes(context, writer, batches, request.format, () => changes.sync());
          return;
        }
        let first = true;
        for await (const records of feedRecords[request.feed](context)) {
          for (let start = 0; start < records.length; start += FEED_PIECE_RECORDS) {
            yield writer.items(records.slice(start, start + FEED_PIECE_RECORDS), first);
            first = false;
          }
        }
      }
      // An answer of one chunk (a `since` poll, the categories) is sent whole, with its length.
      const chunks = pieces();
      const head = await chunks.next();
      const next = head.done ? head : await chunks.next();
      if (next.done) {
        const whole = head.done ? Buffer.alloc(0) : head.value;
        const body =
          coding === "br" ? await brotli(whole) : coding === "gzip" ? await gzip(whole) : whole;
        return {
          contentType: writer.contentType,
          body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
        };
      }
      async function* all(): AsyncGenerator<Buffer> {
        if (!head.done) yield head.value;
        if (!next.done) yield next.value;
        yield* chunks;
      }
      // Up to a megabyte made ahead of the socket: the next chunk is made while one is sent.
      const plain = Readable.from(all(), { objectMode: false, highWaterMark: 1024 * 1024 });
      const body =
        coding === "br"
          ? plain.pipe(createBrotliCompress(brotliOptions))
          : coding === "gzip"
            ? plain.pipe(createGzip(gzipOptions))
            : plain;
      if (body !== plain) plain.on("error", (error) => body.destroy(error));
      return {
        contentType: writer.contentType,
        body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
      };
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
