import { conversationStatuses } from "@dukan/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";
import { staffMembers } from "../staff/schema.ts";

// ---------------------------------------------------------------------------
// Contact messages and inquiries (apps/backend/src/contact): what visitors and customers ask the staff,
// and the staff's replies. Both kinds are conversations of the back office's inbox (contact/inbox.ts):
// a status (new, answered, closed), the member of staff it is assigned to, and a version that every
// change moves on (a change made from an older version is refused).
// ---------------------------------------------------------------------------

/** A message from the contact form (kept for the back office; the staff are mailed through the outbox). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["hr", "en"] }).notNull(),
    status: text("status", { enum: conversationStatuses }).notNull().default("new"),
    assignedStaffId: integer("assigned_staff_id").references(() => staffMembers.id, {
      onDelete: "set null",
    }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_user_idx").on(t.userId, t.createdAt),
    index("contact_messages_email_idx").on(sql`lower(${t.email})`),
  ],
);

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
    status: text("status", { enum: conversationStatuses }).notNull().default("new"),
    assignedStaffId: integer("assigned_staff_id").references(() => staffMembers.id, {
      onDelete: "set null",
    }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiries_user_idx").on(t.userId, t.createdAt),
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_created_idx").on(t.createdAt),
    index("inquiries_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * A member of staff's reply to a contact message or an inquiry (exactly one of the two), kept as
 * sent: the text and the language it was mailed in. The mail itself goes through the outbox.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    language: text("language", { enum: ["hr", "en"] }).notNull(),
    /** The address it was mailed to. */
    toAddress: text("to_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_replies_message_idx").on(t.messageId, t.createdAt),
    index("contact_replies_inquiry_idx").on(t.inquiryId, t.createdAt),
    check(
      "contact_replies_one_conversation",
      sql`num_nonnulls(${t.messageId}, ${t.inquiryId}) = 1`,
    ),
  ],
);
