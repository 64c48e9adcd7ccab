import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";

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
  (t) => [
    uniqueIndex("feed_keys_user_idx").on(t.userId),
    uniqueIndex("feed_keys_key_idx").on(t.key),
  ],
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
