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
import { brands, categories } from "../catalogue/schema.ts";

// Pricing (apps/backend/src/pricing) owns the rebates a legal entity's prices are computed with;
// the rebates module shows them to the customer through pricing's exported functions.

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
