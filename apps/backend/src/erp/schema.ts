import { erpDeliveryEvents, erpDeliveryStatuses } from "@dukan/contract";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "../orders/schema.ts";

/**
 * Orders handed to the ERP's webhook (docs/erp.md): the outbox row is written in the placing
 * statement of its order (checkout → `erpDeliveryQueued`), or by the worker for a change of the
 * order (`orders.erp_changed_at`), claimed and posted by the ERP worker
 * with retries; the same row is the staff's delivery log (attempts, last HTTP status, last error).
 */
export const erpDeliveries = pgTable(
  "erp_deliveries",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** `order.placed` once per order, with its placing; `order.changed` after each change the ERP is told of. */
    event: text("event", { enum: erpDeliveryEvents }).notNull().default("order.placed"),
    status: text("status", { enum: erpDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status at the last attempt (null: no answer, or none yet). */
    lastStatus: smallint("last_status"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("erp_deliveries_order_placed_idx")
      .on(t.orderId)
      .where(sql`${t.event} = 'order.placed'`),
    index("erp_deliveries_order_idx").on(t.orderId, t.id),
    index("erp_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("erp_deliveries_status_idx").on(t.status, t.id),
    check("erp_deliveries_attempts_check", sql`${t.attempts} >= 0`),
    check("erp_deliveries_event_check", sql`${t.event} in ('order.placed', 'order.changed')`),
  ],
);
