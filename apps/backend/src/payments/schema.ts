import { paymentMethods } from "@dukan/contract";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { orders } from "../orders/schema.ts";

// Payments (apps/backend/src/payments): every attempt to pay an order by card, and money received otherwise.

/** Where received money was recorded from. */
export const receivedPaymentSources = ["manual", "bank_statement"] as const;

/**
 * One trip to the card gateway: its id goes to the gateway and comes back in the signed answer,
 * which is accepted once (a replayed answer finds it completed and is refused).
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: text("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    instalments: smallint("instalments"),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["pending", "approved", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("payment_attempts_order_idx").on(t.orderId)],
);

/**
 * Money received for an order outside the card gateway: a bank transfer marked paid by hand by
 * staff, or a credit of an imported bank statement. The order is paid once what it received
 * reaches its total.
 */
export const receivedPayments = pgTable(
  "received_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived (the bank's value date), as staff or the statement give it. */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    source: text("source", { enum: receivedPaymentSources }).notNull(),
    /** Who recorded it (`staff_members.id`). */
    staffId: integer("staff_id"),
    /** The bank's reference of the credit (statement imports), empty by hand. */
    reference: text("reference").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("received_payments_order_idx").on(t.orderId),
    check("received_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);
