import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";

// ---------------------------------------------------------------------------
// Contact messages and inquiries (apps/backend/src/contact): what visitors and customers ask the staff.
// ---------------------------------------------------------------------------

/** A message from the contact form (kept for the back office; the staff are mailed through the outbox). */
export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  language: text("language", { enum: ["hr", "en"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A request for an offer about one product ("Send inquiry"), with the product's code and name as they were. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    itemCode: text("item_code").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    language: text("language", { enum: ["hr", "en"] }).notNull(),
    status: text("status", { enum: ["new", "answered", "closed"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiries_user_idx").on(t.userId, t.createdAt)],
);
