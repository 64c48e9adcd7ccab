// Orders as the ERP takes them (the erp module's webhook and pull endpoints): an order with its
// lines, by id, or a page of orders placed since a time, after a cursor (the last id given), or a
// page of orders by their last change (`change_seq`, after the last one given); and
// the orders changed since the ERP was last told (`erp_changed_at`, set by the trigger
// `orders_erp_changed`, migration 0050), which the erp module takes and clears in one transaction.
import { and, asc, eq, gt, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Queryable } from "./queryable.ts";
import { orderLines, orders } from "./schema.ts";

export type ExportedOrder = typeof orders.$inferSelect & {
  lines: (typeof orderLines.$inferSelect)[];
};

async function withLines(
  db: Queryable,
  rows: (typeof orders.$inferSelect)[],
): Promise<ExportedOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  return rows.map((order) => ({ ...order, lines: lines.filter((l) => l.orderId === order.id) }));
}

/** One order with its lines, or null. */
export async function exportedOrder(db: Queryable, id: number): Promise<ExportedOrder | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [order] = await withLines(db, rows);
  return order ?? null;
}

/**
 * Orders placed at or after `since` and no later than `until`, with ids above `afterId`, in id
 * order, at most `limit`.
 */
export async function exportedOrders(
  db: Queryable,
  page: { since: Date | null; until: Date; afterId: number; limit: number },
): Promise<ExportedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        gt(orders.id, page.afterId),
        lte(orders.createdAt, page.until),
        page.since ? gte(orders.createdAt, page.since) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(page.limit);
  return withLines(db, rows);
}

/**
 * Orders placed or changed (status, payment, total) after the change numbered `afterSeq`, in the
 * order of their last change, at most `limit`, changed at or after `since`. The page stops before
 * the first change later than `until`: a change numbered earlier may belong to a transaction still
 * open, which a cursor moved past it would never list.
 */
export async function changedOrders(
  db: Queryable,
  page: { since: Date | null; until: Date; afterSeq: number; limit: number },
): Promise<ExportedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        gt(orders.changeSeq, page.afterSeq),
        page.since ? gte(orders.changedAt, page.since) : undefined,
      ),
    )
    .orderBy(asc(orders.changeSeq))
    .limit(page.limit);
  const young = rows.findIndex((row) => row.changedAt > page.until);
  return withLines(db, young === -1 ? rows : rows.slice(0, young));
}

/** Order numbers by id (the staff's delivery log). */
export async function orderNumbers(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * Up to `limit` orders changed since the ERP was last told, oldest change first, their rows locked
 * for the caller's transaction (skipping those another worker holds).
 */
export async function ordersChangedForErp(tx: Queryable, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(isNotNull(orders.erpChangedAt))
    .orderBy(asc(orders.erpChangedAt), asc(orders.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Clears the mark of orders whose change the ERP's outbox now holds. */
export async function clearErpChanged(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orders).set({ erpChangedAt: null }).where(inArray(orders.id, ids));
}
