import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";

// Wishlist (apps/backend/src/wishlist): kept per customer on the server.

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
