// What each feed carries, read from the catalogue in keyset batches (never the whole feed in
// memory; each batch is one query, so a slow client holds no database connection between them).

import type { FeedName } from "@dukan/contract";
import type { CategoryLookup } from "../cart/line-row.ts";
import { availabilityOf } from "../catalogue/availability.ts";
import {
  feedCategoryTree,
  type FeedColumns,
  feedProductBatch,
  type FeedRange,
} from "../catalogue/feed-queries.ts";
import type { Db } from "../db/client.ts";
import type { SpecificationRow } from "../catalogue/schema.ts";
import { type PriceContext, quantityPrices, yourPrice } from "../pricing/price.ts";
import type { FeedRecord, FeedShape } from "./formats.ts";

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

export type Row = Record<string, unknown>;
export const int = (v: unknown) => Number(v);
export const text = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const textOrNull = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(text(v))).toISOString();
const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;

export const feedShapes: Record<FeedName, FeedShape> = {
  products: {
    root: "products",
    item: "product",
    lists: { specifications: "specification", pictures: "picture", quantity_prices: "tier" },
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
      "quantity_prices",
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

/**
 * Products in batches of `columns` (`FeedColumns`), the range `context.since` says. The next batch
 * is asked for as soon as one arrives, so the database reads it while this one is written (one
 * batch ahead at most: memory stays flat, and no connection is held between queries).
 */
export async function* productRows(
  context: FeedContext,
  columns: FeedColumns,
): AsyncGenerator<Row[]> {
  const batchAfter = async (after: { id: number; changed: string } | null): Promise<Row[]> => {
    const range: FeedRange =
      context.since === null
        ? { since: null, afterId: after?.id ?? 0 }
        : { since: context.since, after };
    const result = await context.db.execute(feedProductBatch(columns, range, FEED_BATCH));
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

export type Lineage = Pick<CategoryLookup, "lineage">["lineage"];

/** The numbers a buyer's price is computed from, from a row of `record` columns (`PRICE_FIELDS` of them, -1: none). */
export function priceNumbers(row: Row): number[] {
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

/**
 * The buyer's own fields of product `id`'s record (their purchase price, its rebate, their quantity
 * tiers), from its price numbers at `at`.
 */
export function buyersFields(
  id: number,
  numbers: ArrayLike<number>,
  at: number,
  lineage: Lineage,
  prices: PriceContext,
) {
  const value = (i: number) => numbers[at + i] as number;
  const orNull = (v: number) => (v === -1 ? null : v);
  const categoryId = value(1);
  const product = {
    id,
    brandId: value(0),
    categoryIds: lineage.get(categoryId) ?? [categoryId],
    retailPriceCents: value(2),
    saleRetailPriceCents: orNull(value(3)),
    wholesalePriceCents: value(4),
    saleWholesalePriceCents: orNull(value(5)),
  };
  const price = yourPrice(product, prices);
  return {
    purchase_price_cents: price.cents,
    rebate_percent: price.rebate?.percent ?? 0,
    quantity_prices: quantityPrices(product, prices).map((tier) => ({
      min_quantity: tier.minQuantity,
      purchase_price_cents: tier.cents,
      rebate_percent: tier.rebate.percent,
      counts: tier.counts,
    })),
  };
}

async function* products(context: FeedContext): AsyncGenerator<FeedRecord[]> {
  const { lineage } = await context.categories();
  for await (const rows of productRows(context, "record")) {
    yield rows.map((row) => productRecord(row, lineage, context));
  }
}

/** A products feed record from a row of `record` columns. */
export function productRecord(row: Row, lineage: Lineage, context: FeedContext): FeedRecord {
  const categoryId = int(row.category_id);
  const own = buyersFields(int(row.id), priceNumbers(row), 0, lineage, context.prices);
  const stock = int(row.stock);
  const specifications = Array.isArray(row.specifications)
    ? (row.specifications as SpecificationRow[])
    : [];
  const pictures = Array.isArray(row.pictures)
    ? (row.pictures as unknown[]).map((url) => absolute(context.siteUrl, text(url)))
    : [];
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
    retail_price_cents:
      row.sale_retail_price_cents == null
        ? int(row.retail_price_cents)
        : int(row.sale_retail_price_cents),
    purchase_price_cents: own.purchase_price_cents,
    rebate_percent: own.rebate_percent,
    quantity_prices: own.quantity_prices,
    vat_rate: int(row.vat_rate),
    stock,
    availability: availabilityOf(stock),
    url_hr: `${context.siteUrl}/${text(row.category_slug_hr)}/${text(row.slug_hr)}`,
    url_en: `${context.siteUrl}/en/${text(row.category_slug_en)}/${text(row.slug_en)}`,
    active: row.active === true,
    updated_at: iso(row.updated_at),
  };
}

async function* availability(context: FeedContext): AsyncGenerator<FeedRecord[]> {
  for await (const rows of productRows(context, "stock")) {
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
  const rows = (await context.db.execute(feedCategoryTree())).rows as Row[];
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
export const feedRecords: Record<FeedName, (context: FeedContext) => AsyncGenerator<FeedRecord[]>> =
  { products, categories, availability };
