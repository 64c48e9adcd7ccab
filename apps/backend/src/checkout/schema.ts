import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";

/**
 * What a customer entered at checkout so far (apps/backend/src/checkout): kept on the server so
 * going back a step or reloading loses nothing; one per customer, replaced step by step.
 */
export const checkoutDrafts = pgTable("checkout_drafts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The steps' fields as the checkout service reads and writes them. */
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  /** The current checkout attempt's `Idempotency-Key`; a new one once an order is placed with it. */
  idempotencyKey: text("idempotency_key").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
