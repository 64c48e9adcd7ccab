import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Site settings (apps/backend/src/settings): one row per key, its value as JSON. Defaults live in
 * code (`defaults.ts`); a row overrides its key. Read through the cached settings module.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
