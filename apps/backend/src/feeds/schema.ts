import { customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, users } from "../db/schema.ts";

// ---------------------------------------------------------------------------
// B2B feeds (apps/backend/src/feeds): each business buyer's key to their own feeds, and its use.
// ---------------------------------------------------------------------------

/**
 * A legal entity's feed key (one at a time): created on first use, replaced on request. The key is
 * kept as it is because the buyer reads it again on `/b2b`; it opens feeds only, never the account.
 */
export const feedKeys = pgTable(
  "feed_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("feed_keys_user_idx").on(t.userId), uniqueIndex("feed_keys_key_idx").on(t.key)],
);

/** How often a key fetched a feed, per day (Zagreb calendar day); written in batches every few seconds. */
export const feedKeyUsage = pgTable(
  "feed_key_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => feedKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] }), index("feed_key_usage_day_idx").on(t.day)],
);

/** PostgreSQL's transaction id (a row's `xmin`: which transaction wrote that version of the row), as its text. */
const xid = customType<{ data: string }>({ dataType: () => "xid" });

/**
 * A product's feed entry in one format, pre-rendered: its record's text with the buyer's fields left out
 * at `buyer_at` (a byte offset in its UTF-8), so a feed copies text and splices each buyer's price in
 * (feeds/entries.ts, docs/decisions/014-b2b-feed-entries-pre-rendered.md). An entry is used only while the
 * product's row is the version it was rendered from (`xmin`, and `updated_at`) and its renderer is the
 * feed's (the format's code and the shop's address); otherwise the feed renders the product again and
 * stores that. A change of the product's pictures, category or brand deletes its entries (triggers,
 * migration 0020).
 */
export const feedEntries = pgTable(
  "feed_entries",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    renderer: text("renderer").notNull(),
    productXmin: xid("product_xmin").notNull(),
    productUpdatedAt: timestamp("product_updated_at", { withTimezone: true }).notNull(),
    entry: text("entry").notNull(),
    buyerAt: integer("buyer_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.format] })],
);
