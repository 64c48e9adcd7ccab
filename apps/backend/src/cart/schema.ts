import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";
import { timestamps } from "../db/columns.ts";

// Cart (apps/backend/src/cart): kept per customer on the server.

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
