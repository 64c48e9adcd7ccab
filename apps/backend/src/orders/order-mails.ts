// The order mails, each put in the outbox in the transaction that makes the change they tell of,
// in the order's language: the confirmation (with the HUB-3 slip and its barcode as an inline PNG
// for bank transfers), the shipping mail, and the withdrawal acknowledgement. docs/orders.md "Order mails".
// Each has its own file (order-mail-confirmation.ts, order-mail-status.ts,
// order-mail-withdrawal.ts, laid out by order-mail-layout.ts); this one holds what they share.

import type { Language } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Queryable } from "./queryable.ts";
import { orderLines, orders } from "./schema.ts";

/** An order's row, for the mail that tells of it. */
export async function orderRow(db: Queryable, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

/** A line's product name in the mail's language (the Croatian one when it has no English). */
export const lineName = (line: { name_hr: string; name_en: string }, language: Language) =>
  language === "hr" ? line.name_hr : line.name_en || line.name_hr;

/** What the outbox files an order's mails under (`mail/outbox.ts` `about`): the staff's order page lists them. */
export const orderMailTopic = (orderId: number) => `order:${orderId}`;

/** An order's lines in written order. */
export function orderLinesOf(db: Queryable, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}
