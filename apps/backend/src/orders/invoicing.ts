// What the invoices module reads of an order and the one column it clears (decision 021: the
// orders module owns `orders`). An order becomes due for an invoice or a credit note by the
// trigger `orders_invoice_due` (migration 0040), in the transaction that paid, shipped, refunded or
// cancelled it; the invoices job takes what is due and clears the mark when it has issued it.

import { and, asc, type Column, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "./queryable.ts";
import { orderLines, orderPayments, orderWithdrawals, orders } from "./schema.ts";

export type InvoicedOrder = typeof orders.$inferSelect;
export type InvoicedOrderLine = typeof orderLines.$inferSelect;

export interface OrderToInvoice {
  order: InvoicedOrder;
  /** The lines sold (none cancelled), in the order's order (by id): an invoice's positions follow it. */
  lines: InvoicedOrderLine[];
  /** The withdrawn sold lines' ids (every line when the withdrawal names all); empty without a withdrawal. */
  withdrawnLineIds: number[];
  /** The money it has received (`order_payments`: bank statements, recorded by hand), in cents. */
  receivedCents: number;
}

/** Orders marked due, oldest mark first. */
export async function ordersDueForInvoice(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(isNotNull(orders.invoiceDueAt))
    .orderBy(asc(orders.invoiceDueAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One order with its lines, its row locked until the caller's transaction ends: issuing and the
 * order's own changes (a cancellation racing the invoice) take their turns.
 */
export async function lockOrderToInvoice(
  tx: Queryable,
  orderId: number,
): Promise<OrderToInvoice | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return null;
  // Lines cancelled by a withdrawal before the order was paid or sent were never sold.
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cancelledAt)))
    .orderBy(asc(orderLines.id));
  const [withdrawal] = await tx
    .select({ lineIds: orderWithdrawals.lineIds, allLines: orderWithdrawals.allLines })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId));
  const withdrawnLineIds = !withdrawal
    ? []
    : withdrawal.allLines
      ? lines.map((line) => line.id)
      : withdrawal.lineIds.filter((id) => lines.some((line) => line.id === id));
  const [received] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orderPayments.amountCents}), 0)` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return { order, lines, withdrawnLineIds, receivedCents: Number(received?.cents ?? 0) };
}

/** Clears an order's mark once what was due is issued (or refused and shown to the staff). */
export async function clearInvoiceDue(tx: Queryable, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ invoiceDueAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.invoiceDueAt)));
}

/** Marks an order due again (the staff's "issue the invoice" after fixing what refused it). */
export async function markInvoiceDue(tx: Queryable, orderId: number): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ invoiceDueAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  return changed.length > 0;
}

/**
 * A condition, for another module's query, that the order `orderId` names is paid now: the staff's
 * invoice list counts an invoice paid when its order is (orders/schema.ts stays this module's).
 */
export function orderPaidNow(orderId: SQL | Column): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.paymentStatus} = 'paid')`;
}

/** The number and buyer of each order (the staff's refused invoices, the overdue reminders), by id. */
export async function invoicingOrderSummaries(
  db: Queryable,
  ids: number[],
): Promise<Map<number, { number: string; buyerName: string; buyerEmail: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { number: row.number, buyerName: row.buyerName, buyerEmail: row.buyerEmail },
    ]),
  );
}

/**
 * What the customer's orders on account not yet invoiced come to (payment on account's credit
 * check): neither cancelled, paid nor refunded, and not `invoiced` (the invoices module's condition;
 * once an order has its invoice, the invoice is what stays open).
 */
export async function uninvoicedOnAccountCents(
  db: Queryable,
  userId: number,
  invoiced: (orderId: Column) => SQL,
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, "on_account"),
        sql`${orders.status} <> 'cancelled'`,
        sql`${orders.paymentStatus} not in ('paid', 'refunded')`,
        sql`not ${invoiced(orders.id)}`,
      ),
    );
  return Number(row?.cents ?? 0);
}
