// The orders' part of a customer's privacy rights (decision 021): orders stay after an account is
// deleted (bookkeeping law), so there is only an export.
import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { orderLines, orders, orderWithdrawals } from "./schema.ts";

export type OrderRow = typeof orders.$inferSelect;

/** The customer's orders, oldest first, with their lines and withdrawals. */
export async function exportFor(db: Queryable, userId: number) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const [lines, withdrawals] = orderIds.length
    ? await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds))
          .orderBy(asc(orderLines.id)),
        db.select().from(orderWithdrawals).where(inArray(orderWithdrawals.orderId, orderIds)),
      ])
    : [[], []];
  return { orders: orderRows, lines, withdrawals };
}
