import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns.ts";

// Catalogue (apps/backend/src/catalogue): categories, brands, products, their pictures, related
// products and the history of their regular prices. Other modules use them through the
// catalogue's exported functions (decision 021).

/** One row of a product's specifications table, in both languages. */
export interface SpecificationRow {
  name_hr: string;
  name_en: string;
  value_hr: string;
  value_en: string;
}

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    slugHr: text("slug_hr").notNull(),
    slugEn: text("slug_en").notNull(),
    nameHr: text("name_hr").notNull(),
    nameEn: text("name_en").notNull(),
    groupCode: text("group_code").notNull(),
    position: integer("position").notNull().default(0),
    /** Sanitised HTML (pages/sanitise.ts), shown above the category's products; "" for none. */
    descriptionHr: text("description_hr").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Optimistic lock of the staff's edits: each change adds one. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("categories_slug_hr_key").on(t.slugHr),
    uniqueIndex("categories_slug_en_key").on(t.slugEn),
    uniqueIndex("categories_group_code_key").on(t.groupCode),
    index("categories_parent_idx").on(t.parentId),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** The maker's warranty in months, for the brand's products without their own; null: not stated. */
    warrantyMonths: integer("warranty_months"),
    /** Sanitised HTML (pages/sanitise.ts); "" for none. */
    descriptionHr: text("description_hr").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Optimistic lock of the staff's edits: each change adds one. */
    version: integer("version").notNull().default(1),
    /** The logo uploaded by staff (`/api/media/files/logos/…png`); null: none. */
    logoUrl: text("logo_url"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("brands_slug_key").on(t.slug),
    check(
      "brands_warranty_months_range",
      sql`${t.warrantyMonths} is null or ${t.warrantyMonths} between 0 and 240`,
    ),
  ],
);

/**
 * A category's former slugs: the storefront answers an old address with a 301 to the category's
 * present one. A slug taken again by any category leaves this table.
 */
export const categorySlugRedirects = pgTable("category_slug_redirects", {
  slug: text("slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    itemCode: text("item_code").notNull(),
    /** EAN-13 (GTIN-13) of the retail unit, check digit included; null where the maker gives none. */
    ean: text("ean"),
    /** The manufacturer's part number. */
    mpn: text("mpn"),
    /** KPD 2025 sub-category (e.g. 26.20.16): every e-invoice line needs one (Fiskalizacija 2.0); null: not yet classified. */
    kpdCode: text("kpd_code"),
    slugHr: text("slug_hr").notNull(),
    slugEn: text("slug_en").notNull(),
    nameHr: text("name_hr").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionHr: text("description_hr").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    specifications: jsonb("specifications").$type<SpecificationRow[]>().notNull().default([]),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    /** Drawing kind of the generated demo pictures (e.g. "mouse"); null for real pictures. */
    kind: text("kind"),
    unitsPerCarton: integer("units_per_carton").notNull().default(1),
    stock: integer("stock").notNull().default(0),
    /** Recommended retail price in euro cents, VAT included. */
    retailPriceCents: integer("retail_price_cents").notNull(),
    /** Wholesale price in euro cents, VAT excluded. */
    wholesalePriceCents: integer("wholesale_price_cents").notNull(),
    /** VAT rate in percent (25, 13 or 5). */
    vatRate: smallint("vat_rate").notNull().default(25),
    saleRetailPriceCents: integer("sale_retail_price_cents"),
    saleWholesalePriceCents: integer("sale_wholesale_price_cents"),
    saleStartedAt: timestamp("sale_started_at", { withTimezone: true }),
    /** EU Omnibus: lowest regular retail price of the 30 days before the sale started, from price_history; set with the sale. */
    saleReferencePriceCents: integer("sale_reference_price_cents"),
    /** When the sale ends by itself (the sale schedule job clears it); null: until the staff change it. */
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** Warranty in months; null: the brand's. */
    warrantyMonths: smallint("warranty_months"),
    /** Moved by every staff change: a change naming an older one is refused (409). */
    version: integer("version").notNull().default(1),
    newUntil: date("new_until", { mode: "string" }),
    brochureUrl: text("brochure_url"),
    /** How many pictures the product has: set by every change of its pictures (pictures.ts, under the product's lock) and by the seed. */
    pictureCount: smallint("picture_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_item_code_key").on(t.itemCode),
    uniqueIndex("products_ean_key").on(t.ean),
    index("products_mpn_idx").on(t.mpn),
    // The staff's search by the start of a code (admin-list.ts, db/starts-with.ts).
    index("products_item_code_prefix_idx").using(
      "btree",
      sql`lower(${t.itemCode}) text_pattern_ops`,
    ),
    index("products_ean_prefix_idx").using("btree", sql`${t.ean} text_pattern_ops`),
    index("products_mpn_prefix_idx").using("btree", sql`lower(${t.mpn}) text_pattern_ops`),
    // The staff's list sorted by name, read in order; the category and active flag after the key
    // (as INCLUDE would, which Drizzle's index builder lacks) let a category's page be found in
    // the index alone (an index-only scan), the page's rows read after (admin-list.ts).
    // Each name in its language's order (name-order.ts, migration 0056).
    index("products_name_hr_idx").on(
      sql`${t.nameHr} collate "names_hr"`,
      t.id,
      t.categoryId,
      t.active,
    ),
    index("products_name_en_idx").on(
      sql`${t.nameEn} collate "names_en"`,
      t.id,
      t.categoryId,
      t.active,
    ),
    // The staff's list of products without a picture, newest first, and its count.
    index("products_without_picture_idx")
      .on(t.id)
      .where(sql`picture_count = 0`),
    // B2B feeds: what changed after a time (`?since=`), and the newest change for ETag and Last-Modified.
    index("products_updated_idx").on(t.updatedAt, t.id),
    uniqueIndex("products_slug_hr_key").on(t.slugHr),
    uniqueIndex("products_slug_en_key").on(t.slugEn),
    // Listings in price order read the price the shopper pays (sale price while on sale).
    index("products_category_price_idx")
      .on(t.categoryId, sql`coalesce(${t.saleRetailPriceCents}, ${t.retailPriceCents})`, t.id)
      .where(sql`active`),
    index("products_price_idx")
      .on(sql`coalesce(${t.saleRetailPriceCents}, ${t.retailPriceCents})`, t.id)
      .where(sql`active`),
    // Category listings newest first (the storefront's default), read in order per category.
    index("products_category_newest_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`active`),
    // A brand's products newest first (the staff's list filtered by brand), and every brand lookup.
    index("products_brand_idx").on(t.brandId, t.id),
    // New and sale listings: newest first from a partial index, and their counts by index-only scans.
    index("products_new_listing_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`active and new_until is not null`),
    index("products_new_until_idx")
      .on(t.newUntil)
      .where(sql`active`),
    index("products_sale_listing_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`active and sale_retail_price_cents is not null`),
    // The sale schedule job's round: the sales whose end passed.
    index("products_sale_ends_idx")
      .on(t.saleEndsAt)
      .where(sql`sale_ends_at is not null`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check(
      "products_prices_not_negative",
      sql`${t.retailPriceCents} >= 0 and ${t.wholesalePriceCents} >= 0`,
    ),
    check("products_units_per_carton_positive", sql`${t.unitsPerCarton} >= 1`),
    check("products_kpd_code_form", sql`${t.kpdCode} ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$'`),
  ],
);

export const productPictures = pgTable(
  "product_pictures",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altHr: text("alt_hr").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    /** Uploaded pictures: the storage folder of every stored size (`pictures/12/a1b2…/`); null for demo pictures drawn on request. */
    storageKey: text("storage_key"),
  },
  (t) => [uniqueIndex("product_pictures_product_position_key").on(t.productId, t.position)],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedProductId: integer("related_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

/** A product's earlier slugs: a visit to one is sent (301) to the product's address. */
export const productOldSlugs = pgTable(
  "product_old_slugs",
  {
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.slug] }),
    index("product_old_slugs_product_idx").on(t.productId),
    check("product_old_slugs_language", sql`${t.language} in ('hr', 'en')`),
  ],
);

/** A sale the staff set to start later: the sale schedule job moves it onto the product at `starts_at`. */
export const productScheduledSales = pgTable("product_scheduled_sales", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  saleRetailPriceCents: integer("sale_retail_price_cents").notNull(),
  saleWholesalePriceCents: integer("sale_wholesale_price_cents").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

/** Every change of a product's regular prices, kept for the EU Omnibus "lowest price in 30 days" rule. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    retailPriceCents: integer("retail_price_cents").notNull(),
    wholesalePriceCents: integer("wholesale_price_cents").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_product_changed_idx").on(t.productId, t.changedAt)],
);

// The search index (catalogue/search.ts, served by the search module's routes), rebuilt by
// searchService(db).refreshIndex(). Migrations
// 0005-0007 add the folding functions (dukan_fold, dukan_search_text), the suggestion sample
// (dukan_search_sample) and planner settings of product_search.

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** One folded full-text document a product: item code (weight A), names (B), brand (C), category path (D). */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
    /**
     * The product's category, as `products.category_id` (written with the document): suggestions
     * rank a sample's matches by the kind of product the query names (search-kinds.ts) reading this
     * narrow table, and read only the best few products whole.
     */
    categoryId: integer("category_id").notNull(),
  },
  (t) => [index("product_search_document_idx").using("gin", t.document)],
);

/** Distinct folded words of product names, brands and categories, found by trigram similarity to correct typos. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /** How many product documents hold the word (a tie-breaker between equally close corrections). */
    documents: integer("documents").notNull().default(0),
    /**
     * Up to 64 of the products whose documents hold the word: those first in `dukan_sample_key`
     * order, a fixed pseudo-random order of product ids (migration 0012). Suggestions rank a
     * sample from here instead of collecting every match from the GIN index.
     */
    sample: integer("sample")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/**
 * Words that mean the same thing to a buyer, folded (`dukan_search_text`): a group per `meaning`
 * (miš, miševi, mouse, mice). A query word found here also finds the other words of its groups
 * (`headphones` finds Slušalice), and a category named by one is named by the others (`mouse`
 * names Miševi / Mice). Migration 0047 holds the shop's list.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    meaning: text("meaning").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meaning, t.word] }),
    index("search_synonyms_word_idx").on(t.word),
  ],
);

/**
 * Products whose stock an order changed and whose `updated_at` (the B2B feeds' change time) is yet to
 * be moved: the placing statement queues them instead of setting it, so that the decrement touches no
 * indexed column of `products` (a HOT update) and the stock-touch job moves them within a second.
 */
export const productTouches = pgTable("product_touches", {
  productId: integer("product_id").primaryKey(),
});
