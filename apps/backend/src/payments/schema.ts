import { paymentMethods } from "@dukan/contract";
import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "../orders/schema.ts";

// Payments (apps/backend/src/payments): every attempt to pay an order by card.

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
