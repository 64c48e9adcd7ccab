import { and, count, eq, max, ne, type SQL, sql, sum } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { orders } from "./schema.ts";

/** A customer's orders as the staff's customer page shows them: how many, their worth, the latest. */
export async function customerOrderTotals(
  db: Pick<Queryable, "select">,
  userId: number,
): Promise<{ count: number; totalGrossCents: number; lastAt: string | null }> {
  const [placed, [worth]] = await Promise.all([
    db
      .select({ count: count(), lastAt: max(orders.createdAt) })
      .from(orders)
      .where(eq(orders.userId, userId)),
    // Cancelled orders are counted but add nothing to the worth.
    db
      .select({ total: sum(orders.totalCents) })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, "cancelled"))),
  ]);
  const row = placed[0];
  return {
    count: row?.count ?? 0,
    totalGrossCents: Number(worth?.total ?? 0),
    lastAt: row?.lastAt ? new Date(row.lastAt).toISOString() : null,
  };
}

/** For another module's customer query (decision 021): whether the customer `userId` names has placed an order. */
export function hasOrders(userId: SQL): SQL {
  return sql`exists (select 1 from orders o where o.user_id = ${userId})`;
}
