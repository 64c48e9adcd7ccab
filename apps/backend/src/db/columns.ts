import { timestamp } from "drizzle-orm/pg-core";

/** `created_at` and `updated_at`, both set on insert; the tables that keep them spread this in. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
