import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

/** The B2B feeds (DESIGN.md §5): each in XML, JSON and CSV, each buyer's own prices. */
export const feedNames = ["products", "categories", "availability"] as const;
export type FeedName = (typeof feedNames)[number];
export const feedFormats = ["xml", "json", "csv"] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Requests a key may make in a minute (polling every minute or so stays far below it). */
export const FEED_REQUESTS_PER_MINUTE = 60;

/** One day's use of a feed key (Zagreb calendar day). */
export const feedKeyDaySchema = z.object({ day: z.string(), requests: z.number().int() });

/** `GET` and `POST /api/me/feed-key`: the legal entity's key to its feeds and how it was used. */
export const feedKeySchema = z.object({
  key: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The last 14 days with any use, newest first. */
  usage: z.array(feedKeyDaySchema),
  /** Absolute addresses of every feed (without the key). */
  feeds: z.array(
    z.object({ name: z.enum(feedNames), format: z.enum(feedFormats), url: z.string() }),
  ),
  requests_per_minute: z.number().int(),
});
export type FeedKey = z.infer<typeof feedKeySchema>;
export const feedKeyResponseSchema = dataEnvelope(feedKeySchema);

/** A price pair in the products feed: integer cents. */
const money = z.number().int();

/** One product of the products feed (JSON; XML and CSV carry the same fields). */
export const feedProductSchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  ean: z.string().nullable(),
  mpn: z.string().nullable(),
  /** The category's group code (the "group id" of SPEC.md §1). */
  group_id: z.string(),
  category_id: z.number().int(),
  name_hr: z.string(),
  name_en: z.string(),
  description_hr: z.string(),
  description_en: z.string(),
  brand: z.string(),
  specifications: z.array(
    z.object({
      name_hr: z.string(),
      name_en: z.string(),
      value_hr: z.string(),
      value_en: z.string(),
    }),
  ),
  pictures: z.array(z.string()),
  units_per_carton: z.number().int(),
  /** Recommended retail price with VAT (the sale price while on sale). */
  retail_price_cents: money,
  /** The buyer's purchase price without VAT, after their rebate. */
  purchase_price_cents: money,
  rebate_percent: z.number().int(),
  /**
   * The buyer's quantity tiers for this product: from `min_quantity` pieces on one order, one piece
   * costs `purchase_price_cents` (without VAT, after `rebate_percent`). Lowest quantity first; only
   * tiers that lower the price. `counts` says what the quantity counts: pieces of this product alone,
   * or of its whole brand, category, brand in that category, or everything on the order.
   */
  quantity_prices: z.array(
    z.object({
      min_quantity: z.number().int(),
      purchase_price_cents: money,
      rebate_percent: z.number().int(),
      counts: z.enum(["product", "brand", "category", "brand_in_category", "everything"]),
    }),
  ),
  vat_rate: z.number().int(),
  stock: z.number().int(),
  availability: z.enum(["in_stock", "low_stock", "out_of_stock"]),
  url_hr: z.string(),
  url_en: z.string(),
  /** False only in a `since` feed, once, for a product taken out of the catalogue. */
  active: z.boolean(),
  updated_at: z.string(),
});
export type FeedProduct = z.infer<typeof feedProductSchema>;

export const feedCategorySchema = z.object({
  id: z.number().int(),
  group_id: z.string(),
  parent_id: z.number().int().nullable(),
  name_hr: z.string(),
  name_en: z.string(),
  slug_hr: z.string(),
  slug_en: z.string(),
});
export type FeedCategory = z.infer<typeof feedCategorySchema>;

export const feedAvailabilitySchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  ean: z.string().nullable(),
  stock: z.number().int(),
  availability: z.enum(["in_stock", "low_stock", "out_of_stock"]),
  active: z.boolean(),
  updated_at: z.string(),
});
export type FeedAvailability = z.infer<typeof feedAvailabilitySchema>;

const feedMetaSchema = z.object({
  generated_at: z.string(),
  /** The `since` the feed was asked for, or null for the whole catalogue. */
  since: z.string().nullable(),
  currency: z.literal("EUR"),
});

export const productFeedSchema = z.object({
  meta: feedMetaSchema,
  data: z.array(feedProductSchema),
});
export const categoryFeedSchema = z.object({
  meta: feedMetaSchema,
  data: z.array(feedCategorySchema),
});
export const availabilityFeedSchema = z.object({
  meta: feedMetaSchema,
  data: z.array(feedAvailabilitySchema),
});
