// A customer's invoices still to be paid (payment on account, docs/invoices.md): what the credit
// check counts, what the profile lists, what blocks new orders on account when overdue. An invoice
// is paid when its order is (`orderPaidNow`, the orders module's), as the staff's list reads it.

import { and, asc, type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../orders/queryable.ts";
import { credited, paid } from "./admin-list.ts";
import { invoices } from "./schema.ts";

/** An invoice (not a credit note) neither credited nor paid, with something left to pay. */
export const invoiceOpen = sql`(${invoices.kind} = 'invoice' and not ${credited} and not ${paid})`;

/** How many whole days past its due date an invoice is on `today` (0 when not yet due). */
const daysOverdue = (today: string) =>
  sql<number>`greatest(0, ${today}::date - ${invoices.dueDate})::int`;

/** What the customer's open invoices come to (their payable amounts). */
export async function openInvoicesCents(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoices.payableCents}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), invoiceOpen));
  return Number(row?.cents ?? 0);
}

/**
 * A condition, for another module's query, that the order `orderId` names has its invoice (the
 * orders module counts the orders on account not yet invoiced; once invoiced, the invoice counts).
 */
export function orderInvoiced(orderId: SQL | Column): SQL {
  return sql`exists (select 1 from ${invoices} where ${invoices.orderId} = ${orderId} and ${invoices.kind} = 'invoice')`;
}

export interface OpenInvoice {
  id: number;
  number: string;
  orderNumber: string;
  issuedAt: Date;
  dueDate: string;
  payableCents: number;
  /** Whole days past the due date on the day asked (0: not yet due). */
  daysOverdue: number;
}

/** The customer's open invoices on `today` (Zagreb, `YYYY-MM-DD`), the earliest due first. */
export async function openInvoicesOf(
  db: Queryable,
  userId: number,
  today: string,
): Promise<OpenInvoice[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderNumber: invoices.orderNumber,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      payableCents: invoices.payableCents,
      daysOverdue: daysOverdue(today),
    })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), invoiceOpen))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}

/** The most days any of the customer's open invoices is overdue on `today` (0: none is). */
export async function mostDaysOverdue(
  db: Queryable,
  userId: number,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ days: sql<number>`coalesce(max(${daysOverdue(today)}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), invoiceOpen));
  return Number(row?.days ?? 0);
}
