import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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

/** One row of a product's specifications table, in both languages. */
export interface SpecificationRow {
  name_hr: string;
  name_en: string;
  value_hr: string;
  value_en: string;
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (t) => [uniqueIndex("brands_slug_key").on(t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    itemCode: text("item_code").notNull(),
    /** EAN-13 (GTIN-13) of the retail unit, check digit included; null where the maker gives none. */
    ean: text("ean"),
    /** The manufacturer's part number. */
    mpn: text("mpn"),
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
    newUntil: date("new_until", { mode: "string" }),
    brochureUrl: text("brochure_url"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_item_code_key").on(t.itemCode),
    uniqueIndex("products_ean_key").on(t.ean),
    index("products_mpn_idx").on(t.mpn),
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
    index("products_brand_idx").on(t.brandId),
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
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check(
      "products_prices_not_negative",
      sql`${t.retailPriceCents} >= 0 and ${t.wholesalePriceCents} >= 0`,
    ),
    check("products_units_per_carton_positive", sql`${t.unitsPerCarton} >= 1`),
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

// ---------------------------------------------------------------------------
// Search (apps/backend/src/search), rebuilt by searchService(db).refreshIndex(). Migrations
// 0005-0007 add the folding functions (dukan_fold, dukan_search_text), the suggestion sample
// (dukan_search_sample) and planner settings of product_search.
// ---------------------------------------------------------------------------
// Imported here rather than at the top so that this section stays self-contained.
import { customType } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** One folded full-text document a product: item code (weight A), names (B), brand (C), category path (D). */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
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

// ---------------------------------------------------------------------------
// Accounts (apps/backend/src/accounts) and mail (apps/backend/src/mail).
// ---------------------------------------------------------------------------
import { uuid } from "drizzle-orm/pg-core";

/** A customer: a legal entity (company data set) or a private person. E-mail is stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["company", "person"] }).notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    /** argon2id; null for customers imported from the old site, who must set a password first. */
    passwordHash: text("password_hash"),
    newsletter: boolean("newsletter").notNull().default(false),
    language: text("language", { enum: ["hr", "en"] })
      .notNull()
      .default("hr"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** Imported from the old site: login is refused until the password is reset. */
    mustResetPassword: boolean("must_reset_password").notNull().default(false),
    companyName: text("company_name"),
    companyOib: text("company_oib"),
    companyAddress: text("company_address"),
    companyPlace: text("company_place"),
    companyPostOffice: text("company_post_office"),
    companyPhone: text("company_phone"),
    /** Permissions: a list of values or an object of flags (see hasPermission in the contract). */
    scope: jsonb("scope")
      .$type<string[] | Record<string, unknown>>()
      .notNull()
      .default(["customer"]),
    /** Bumped when the password changes; access tokens issued before it stop working. */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when the customer deleted their account: personal data erased, orders kept as the law asks. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    check("users_type_check", sql`${t.type} in ('company', 'person')`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A login session: its refresh token is `<id>.<secret>`; only the secret's SHA-256 is kept,
 * replaced on every refresh (the previous one is remembered to detect a stolen token's reuse).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    previousSecretHash: text("previous_secret_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A single-use link sent by mail (confirm the address, reset the password): `<id>.<secret>`, the secret kept hashed. */
export const accountLinks = pgTable(
  "account_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm_email", "reset_password"] }).notNull(),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_links_user_idx").on(t.userId, t.purpose)],
);

/** A customer's rebate: for a brand, a category or everything; for one payment method or any (null). */
export const customerRebates = pgTable(
  "customer_rebates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    paymentMethod: text("payment_method"),
    percent: smallint("percent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_rebates_user_idx").on(t.userId),
    check("customer_rebates_percent_check", sql`${t.percent} between 0 and 100`),
  ],
);

/** A file sent with a mail; `cid` makes it an inline picture the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

/**
 * Mail waiting to be sent: written in the same transaction as the change that causes it and
 * sent by the mail worker with retries. The bodies are cleared once sent (they may hold links).
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Inline pictures and files (the payment slip's barcode as `cid:`), base64; cleared with the bodies once sent. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /**
     * A mail written by the worker when it sends it (`kind` names one of its composers, `data` is the
     * composer's input, e.g. an order id); subject and bodies stay empty until then. Null: written already.
     */
    composer: jsonb("composer").$type<{ kind: string; data: string }>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_mails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------
// Cart and wishlist (apps/backend/src/cart, apps/backend/src/wishlist): kept per customer on the server.
// ---------------------------------------------------------------------------

/** One product in a customer's cart; a product appears once per cart. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_lines_user_product_idx").on(t.userId, t.productId),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
