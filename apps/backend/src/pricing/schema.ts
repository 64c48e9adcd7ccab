import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { brands, categories, products } from "../catalogue/schema.ts";

// Pricing (apps/backend/src/pricing) owns the rebates a legal entity's prices are computed with;
// the rebates module shows them to the customer through pricing's exported functions.

/**
 * A customer's rebate: for a product, a brand, a category or everything; for one payment method or
 * any (null); from `min_quantity` pieces of what it covers on one order (1: always); valid from–until
 * (null: open). The staff replace a customer's whole set at once (`customer_rebate_sets` counts them).
 */
export const customerRebates = pgTable(
  "customer_rebates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    paymentMethod: text("payment_method"),
    percent: smallint("percent").notNull(),
    minQuantity: integer("min_quantity").notNull().default(1),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_rebates_user_idx").on(t.userId),
    check("customer_rebates_percent_check", sql`${t.percent} between 0 and 100`),
    check("customer_rebates_min_quantity_check", sql`${t.minQuantity} >= 1`),
  ],
);

/** A customer's rebate rules as one set: its version (a staff edit names the one it started from) and last change. */
export const customerRebateSets = pgTable("customer_rebate_sets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
