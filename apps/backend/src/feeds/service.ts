import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { FeedFormat, FeedName } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { CategoryLookup } from "../cart/line-row.ts";
import { recentMap } from "../cache/recent-map.ts";
import type { Db } from "../db/client.ts";
import { rebatesOf } from "../pricing/customer-prices.ts";
import { changedProductBytes, type FeedContext, feedRecords, feedShapes } from "./catalogue-feeds.ts";
import { feedWriter } from "./formats.ts";
import { keptRecords } from "./kept-records.ts";
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

export interface FeedRequest {
  feed: FeedName;
  format: FeedFormat;
  since: Date | null;
}

/** Records written as one string: ~20 KB of XML, well under V8's large-object size (128 KB). */
const FEED_PIECE_RECORDS = 8;
/** Bytes of a feed handed on at once (one socket write, or one compressor call). */
const FEED_CHUNK_BYTES = 256 * 1024;
/** Bytes of products records kept for `since` polls (docs/b2b-feeds.md): ~3,000 records in each format. */
const KEPT_RECORD_BYTES = 24 * 1024 * 1024;

/**
 * The B2B feeds of one shop: the state a conditional request is answered from (one query, no feed
 * built), and the feed itself as a stream of bytes, batch by batch, compressed as the client asks.
 */
export function feedService(db: Db, options: { siteUrl: string; categories: () => Promise<Pick<CategoryLookup, "lineage">> }) {
  const { siteUrl } = options;
  /**
   * What the answers depend on, kept a second: a poller's conditional requests cost no query then,
   * and a change shows in the ETag within the second.
   */
  const states = recentMap<number, Promise<Record<string, unknown>>>(1_000, 10_000);
  const kept = keptRecords(KEPT_RECORD_BYTES);

  function stateOf(userId: number): Promise<Record<string, unknown>> {
    const at = Date.now();
    const known = states.get(userId, at);
    if (known) return known;
    const reading = db
      .execute(
        sql`
          select (select max(updated_at) from products) as products_changed,
            (select max(updated_at) from categories) as categories_changed,
            (select max(updated_at) from brands) as brands_changed,
            (select max(updated_at)::text from categories) || '|' || (select max(updated_at)::text from brands) as names_version,
            (select max(created_at) from customer_rebates where user_id = ${userId}) as rebates_changed,
            (select coalesce(string_agg(concat_ws(':', id, brand_id, category_id, payment_method, percent), ',' order by id), '')
              from customer_rebates where user_id = ${userId}) as rebates`,
      )
      .then((result) => (result.rows[0] ?? {}) as Record<string, unknown>);
    states.set(userId, reading, at);
    reading.catch(() => states.delete(userId));
    return reading;
  }

  return {
    /** The feed's ETag and Last-Modified for this buyer: the catalogue's and categories' last change, and the buyer's rebates. */
    async state(holder: KeyHolder, request: FeedRequest): Promise<FeedState> {
      const row = await stateOf(holder.userId);
      const time = (v: unknown) => (v == null ? 0 : new Date(v instanceof Date ? v : String(v)).getTime());
      const changes = [row?.categories_changed];
      if (request.feed !== "categories") changes.push(row?.products_changed);
      if (request.feed === "products") changes.push(row?.rebates_changed, row?.brands_changed);
      const lastModified = new Date(Math.max(0, ...changes.map(time)));
      const parts = [request.feed, request.format, request.since?.toISOString() ?? "", siteUrl, ...changes.map(time)];
      if (request.feed === "products") parts.push(String(row?.rebates ?? ""));
      const etag = `W/"${createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 27)}"`;
      return { etag, lastModified };
    },

    /** The feed as bytes: the records batch by batch, each written as it is read. */
    async stream(holder: KeyHolder, request: FeedRequest, coding: ContentCoding, generatedAt: Date) {
      const rebates = request.feed === "products" ? await rebatesOf(db, holder.userId, true) : [];
      const context: FeedContext = {
        db,
        siteUrl,
        prices: { kind: "wholesale", rebates },
        categories: options.categories,
        since: request.feed === "categories" ? null : request.since,
      };
      const writer = feedWriter(request.format, feedShapes[request.feed], `${siteUrl}/api/b2b/${request.feed}.xsd`);
      // A batch written as one string (1–3 MB) is a large object that the JavaScript heap keeps
      // until a full collection: at a feed's pace 100–180 MB of them. So records are written a few
      // at a time (strings that die young), their bytes gathered into chunks of ~256 KB.
      async function* pieces(): AsyncGenerator<Buffer> {
        let gathered: Buffer[] = [];
        let size = 0;
        const take = (text: string | Buffer[]) => {
          if (typeof text !== "string") {
            for (const bytes of text) size += bytes.length;
            gathered.push(...text);
            return;
          }
          const bytes = Buffer.from(text, "utf8");
          gathered.push(bytes);
          size += bytes.length;
        };
        const chunk = () => {
          const whole = Buffer.concat(gathered, size);
          gathered = [];
          size = 0;
          return whole;
        };
        take(writer.head({ generated_at: generatedAt.toISOString(), since: context.since?.toISOString() ?? null, currency: "EUR" }));
        for await (const text of texts()) {
          take(text);
          if (size >= FEED_CHUNK_BYTES) yield chunk();
        }
        take(writer.tail());
        yield chunk();
      }
      /** The records, written a few at a time; the products changed after `since` from the kept records. */
      async function* texts(): AsyncGenerator<string | Buffer[]> {
        if (request.feed === "products" && context.since !== null) {
          // A kept record shows its category's and brand's names: a change of either starts anew.
          const state = await stateOf(holder.userId);
          const keyPrefix = `${request.format}|${String(state.names_version)}|`;
          yield* changedProductBytes(context, writer, kept, keyPrefix);
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
      const plain = Readable.from(pieces(), { objectMode: false, highWaterMark: 1 });
      const body =
        coding === "br"
          ? plain.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))
          : coding === "gzip"
            ? plain.pipe(createGzip({ level: 6 }))
            : plain;
      if (body !== plain) plain.on("error", (error) => body.destroy(error));
      return { contentType: writer.contentType, body: Readable.toWeb(body) as ReadableStream<Uint8Array> };
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
