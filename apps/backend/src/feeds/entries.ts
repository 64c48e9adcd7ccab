// A product's feed entry, pre-rendered (docs/decisions/014-b2b-feed-entries-pre-rendered.md): everything
// of its record but the buyer's price, per format, kept in `feed_entries` as one text and the place of
// the buyer's fields in its UTF-8 bytes (`buyer_at`). A feed then copies those bytes and splices each
// buyer's price in.
//
// An entry is never used stale: it carries the version of the product's row it was rendered from (`xmin`,
// which every write of the row changes, and `updated_at`) and its renderer, and the feed's query takes it
// only while both are current; a change of the product's pictures, category or brand deletes its entries
// (triggers, migration 0020). Otherwise the feed renders the product from its row, as it would without
// entries, and stores the new entry for the next feed.

import { createHash } from "node:crypto";
import type { FeedFormat } from "@dukan/contract";
import type pg from "pg";
import { type FeedRecord, type FeedShape, type FeedWriter, recordText } from "./formats.ts";

/** Bumped when a change of the writers would not show in the probe's text (`rendererOf`). */
const ENTRY_FORMAT_VERSION = 1;

/** The buyer's own fields of a product record, next to each other: the columns [from, to). */
export function buyerFields(shape: FeedShape): { from: number; to: number } {
  const from = shape.columns.indexOf("purchase_price_cents");
  const to = shape.columns.indexOf("rebate_percent") + 1;
  if (from < 0 || to !== from + 2) throw new Error("the buyer's price and rebate must be next to each other in the products feed");
  return { from, to };
}

/** A product of everything a record can hold, markup and letters included: its text shows a change of the writer. */
const probe: FeedRecord = {
  id: 1,
  item_code: "P-1",
  ean: "3856000000017",
  mpn: null,
  group_id: "G1",
  category_id: 2,
  name_hr: `Čaša & <"zdjela"> 'ž' ]]> 😀`,
  name_en: "Cup, two\r\nlines",
  description_hr: "\u0001opis",
  description_en: "",
  brand: "B",
  specifications: [{ name_hr: "a", name_en: "b", value_hr: "c", value_en: "d" }],
  pictures: ["/p/1.webp", "/p/2.webp"],
  units_per_carton: 6,
  retail_price_cents: 1999,
  purchase_price_cents: 1234,
  rebate_percent: 5,
  vat_rate: 25,
  stock: 3,
  availability: "low_stock",
  url_hr: "/k/p",
  url_en: "/en/k/p",
  active: true,
  updated_at: "2026-11-25T10:00:00.000Z",
};

/**
 * Which renderer made an entry: the format's writer (its text of the probe) and the shop's address (in
 * every picture and product URL). An entry of another renderer is rendered again.
 */
export function rendererOf(format: FeedFormat, writer: FeedWriter, shape: FeedShape, siteUrl: string): string {
  const text = recordText(writer, shape, probe);
  return `${format}:${createHash("sha256").update(`${ENTRY_FORMAT_VERSION}|${siteUrl}|${text}`).digest("base64url").slice(0, 16)}`;
}

/** A product's entry in one format: its record's text without the buyer's fields, which go at byte `buyerAt` of its UTF-8. */
export function entryOf(writer: FeedWriter, shape: FeedShape, record: FeedRecord): { entry: string; buyerAt: number } {
  const { from, to } = buyerFields(shape);
  const head = writer.open + writer.fields(record, 0, from);
  return { entry: head + writer.fields(record, to, shape.columns.length) + writer.close, buyerAt: Buffer.byteLength(head) };
}

/** An entry rendered by a feed, with the version of the product's row it was rendered from (as the database wrote it). */
export interface RenderedEntry {
  productId: number;
  productXmin: string;
  productUpdatedAt: string;
  entry: string;
  buyerAt: number;
}

/**
 * Stores entries (in product order, so that two feeds storing at once lock rows in the same order).
 * Written by whichever feed rendered the product first; the version it was rendered from goes with it, so
 * a product changed meanwhile is simply rendered again. (A product deleted meanwhile fails the statement:
 * the next feed renders that batch again.)
 */
export async function storeEntries(pool: pg.Pool, format: FeedFormat, renderer: string, entries: RenderedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const sorted = [...entries].sort((a, b) => a.productId - b.productId);
  const column = <K extends keyof RenderedEntry>(key: K) => sorted.map((e) => e[key]);
  await pool.query(
    `insert into feed_entries (product_id, format, renderer, product_xmin, product_updated_at, entry, buyer_at)
     select u.id, $1, $2, u.product_xmin::xid, u.product_updated_at::timestamptz, u.entry, u.buyer_at
     from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::int[]) as u(id, product_xmin, product_updated_at, entry, buyer_at)
     on conflict (product_id, format) do update set renderer = excluded.renderer, product_xmin = excluded.product_xmin,
       product_updated_at = excluded.product_updated_at, entry = excluded.entry, buyer_at = excluded.buyer_at`,
    [format, renderer, column("productId"), column("productXmin"), column("productUpdatedAt"), column("entry"), column("buyerAt")],
  );
}
