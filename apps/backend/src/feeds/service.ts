import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { FeedFormat, FeedName } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { CategoryLookup } from "../cart/line-row.ts";
import { recentMap } from "../cache/recent-map.ts";
import type { DatabaseKind, Db } from "../db/client.ts";
import type { RebateRule } from "../pricing/price.ts";
import { type FeedContext, feedBytes, feedShapes } from "./catalogue-feeds.ts";
import { rendererOf } from "./entries.ts";
import { type FeedShape, type FeedWriter, feedWriter } from "./formats.ts";
import type { KeyHolder } from "./keys.ts";

/** What a feed's answer depends on, read in one query: its ETag and Last-Modified come from it. */
export interface FeedState {
  etag: string;
  lastModified: Date;
  /** The buyer's rebates for any payment method (their feed prices), read with the ETag's parts. */
  rebates: readonly RebateRule[];
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/**
 * The B2B feeds of one shop: the state a conditional request is answered from (one query, no feed
 * built), and the feed itself as a stream of bytes, batch by batch, compressed as the client asks.
 */
export function feedService(
  db: Db,
  options: { siteUrl: string; categories: () => Promise<Pick<CategoryLookup, "lineage">>; kind?: DatabaseKind },
) {
  const { siteUrl } = options;
  /** Each format's renderer name (entries.ts), made once: it hashes the writer's text of a probe record. */
  const renderers = new Map<FeedFormat, string>();
  const rendererFor = (format: FeedFormat, writer: FeedWriter, shape: FeedShape) => {
    let renderer = renderers.get(format);
    if (renderer === undefined) renderers.set(format, (renderer = rendererOf(format, writer, shape, siteUrl)));
    return renderer;
  };
  /**
   * What the answers depend on, kept a second: a poller's conditional requests cost no query then,
   * and a change shows in the ETag within the second.
   */
  const states = recentMap<number, Promise<Record<string, unknown>>>(1_000, 10_000);

  function stateOf(userId: number): Promise<Record<string, unknown>> {
    const at = Date.now();
    const known = states.get(userId, at);
    if (known) return known;
    const reading = db
      .execute(
        sql`
          select (select max(updated_at) from products) as products_changed,
            (select max(updated_at) from categories) as categories_changed,
            (select max(created_at) from customer_rebates where user_id = ${userId}) as rebates_changed,
            (select coalesce(string_agg(concat_ws(':', id, brand_id, category_id, payment_method, percent), ',' order by id), '')
              from customer_rebates where user_id = ${userId}) as rebates,
            (select coalesce(json_agg(json_build_object('id', id, 'brandId', brand_id, 'categoryId', category_id, 'percent', percent)
              order by id), '[]') from customer_rebates where user_id = ${userId} and payment_method is null) as any_method_rebates`,
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
      if (request.feed === "products") changes.push(row?.rebates_changed);
      const lastModified = new Date(Math.max(0, ...changes.map(time)));
      const parts = [request.feed, request.format, request.since?.toISOString() ?? "", siteUrl, ...changes.map(time)];
      if (request.feed === "products") parts.push(String(row?.rebates ?? ""));
      const etag = `W/"${createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 27)}"`;
      const rebates = request.feed === "products" && Array.isArray(row?.any_method_rebates) ? (row.any_method_rebates as RebateRule[]) : [];
      return { etag, lastModified, rebates };
    },

    /**
     * The feed as bytes: written batch by batch as it is read, with the prices of the rebates its state was
     * read with. An answer of one batch (categories, a `since` of a few changes) is sent whole, with its
     * length, and compressed off the main thread; a longer one is streamed.
     */
    async stream(request: FeedRequest, state: FeedState, coding: ContentCoding, generatedAt: Date) {
      const shape = feedShapes[request.feed];
      const writer = feedWriter(request.format, shape, `${siteUrl}/api/b2b/${request.feed}.xsd`);
      const context: FeedContext = {
        db,
        siteUrl,
        prices: { kind: "wholesale", rebates: [...state.rebates] },
        categories: options.categories,
        since: request.feed === "categories" ? null : request.since,
        format: request.format,
        writer,
        renderer: rendererFor(request.format, writer, shape),
        copySince: options.kind === "postgresql",
      };
      async function* pieces(): AsyncGenerator<Buffer> {
        yield Buffer.from(
          writer.head({ generated_at: generatedAt.toISOString(), since: context.since?.toISOString() ?? null, currency: "EUR" }),
        );
        yield* feedBytes[request.feed](context);
        yield Buffer.from(writer.tail());
      }
      const contentType = writer.contentType;
      // Head, one batch, tail: an answer that ends within them is sent whole.
      const bytes = pieces();
      const first: Buffer[] = [];
      for (let n = 0; n < 4; n++) {
        const next = await bytes.next();
        if (next.done) {
          const whole = Buffer.concat(first);
          const body = coding === "br" ? await brotliAsync(whole, BROTLI) : coding === "gzip" ? await gzipAsync(whole, GZIP) : whole;
          // A Buffer's memory is an ArrayBuffer (never shared): the answer's bytes as they are.
          return { contentType, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) };
        }
        first.push(next.value);
      }
      async function* rest(): AsyncGenerator<Buffer> {
        yield* first.splice(0);
        yield* bytes;
      }
      // One piece (a batch) waits at most while another is written: the web stream and this queue one chunk each.
      const plain = Readable.from(rest(), { objectMode: false, highWaterMark: 1 });
      const body = coding === "br" ? plain.pipe(createBrotliCompress(BROTLI)) : coding === "gzip" ? plain.pipe(createGzip(GZIP)) : plain;
      if (body !== plain) plain.on("error", (error) => body.destroy(error));
      return { contentType, body: Readable.toWeb(body) as ReadableStream<Uint8Array> };
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
