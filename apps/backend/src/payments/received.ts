// Money received for an order outside the card gateway (docs/payments.md "Received payments"): a
// bank transfer marked paid by hand by staff (`POST /api/admin/orders/{id}/mark-paid`), later the
// credits of bank statements. The order becomes paid once what it received reaches its total; a
// part payment is kept and mailed, and the order stays unpaid.

import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { shopNote } from "../locales/orders.ts";
import type { ActionDone, ActionRecorder } from "../orders/admin-actions.ts";
import { enqueueStatusMail } from "../orders/order-mails.ts";
import {
  bumpOrderVersion,
  changeOrderStatus,
  checkTransition,
  lockOrderAtVersion,
} from "../orders/transitions.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { paymentAttempts, receivedPayments } from "./schema.ts";

/** The day in Zagreb (`YYYY-MM-DD`) at `at`. */
const zagrebDay = (at: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zagreb" }).format(at);

export interface HandPayment {
  amountCents: number;
  /** `YYYY-MM-DD`, not after today (Zagreb). */
  paidOn: string;
  staffId: number;
  version: number;
  record?: ActionRecorder;
  now?: Date;
}

/** What an order received so far (by hand and from statements), in cents. */
async function receivedCents(tx: Tx | Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${receivedPayments.amountCents}), 0)::int` })
    .from(receivedPayments)
    .where(eq(receivedPayments.orderId, orderId));
  return row?.sum ?? 0;
}

/**
 * Records money received for an unpaid order, by hand, in one transaction: the payment kept; when
 * the order has now received its total, it is paid (history "Payment received", by whom) and the
 * customer mailed so; otherwise the part payment is mailed with what is missing. Refusals:
 * not_found, version_conflict, order_already_paid (paid or refunded), order_status_not_allowed
 * (a cancelled order: return the money), validation_failed on `paidOn` (a day after today).
 */
export async function markPaidByHand(
  db: Db,
  orderId: number,
  payment: HandPayment,
): Promise<ActionDone & { receivedCents: number }> {
  const today = zagrebDay(payment.now ?? new Date());
  if (payment.paidOn > today) throw refuseFields({ paidOn: "date" });
  return db.transaction(async (tx) => {
    const order = await lockOrderAtVersion(tx, orderId, payment.version);
    if (order.paymentStatus !== "unpaid") throw new Refusal("order_already_paid");
    checkTransition(order, { ...order, paymentStatus: "paid" });
    await tx.insert(receivedPayments).values({
      orderId,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      source: "manual",
      staffId: payment.staffId,
    });
    const received = await receivedCents(tx, orderId);
    let version: number;
    if (received >= order.totalCents) {
      const changed = await changeOrderStatus(tx, orderId, {
        paymentStatus: "paid",
        note: shopNote("paid_by_hand"),
        staffId: payment.staffId,
        mail: false,
      });
      version = changed.version;
      await enqueueStatusMail(tx, orderId, "paid", { amountCents: payment.amountCents });
    } else {
      version = await bumpOrderVersion(tx, orderId);
      await enqueueStatusMail(tx, orderId, "partly_paid", {
        amountCents: payment.amountCents,
        missingCents: order.totalCents - received,
      });
    }
    await payment.record?.(tx, {
      action: "mark-paid",
      changes: {
        received_cents: { before: received - payment.amountCents, after: received },
        paid_on: { before: null, after: payment.paidOn },
        ...(received >= order.totalCents
          ? { payment_status: { before: "unpaid", after: "paid" } }
          : {}),
      },
    });
    return { version, mailed: true, receivedCents: received };
  });
}

/** An order's payments as the staff's order page shows them. */
export interface OrderPaymentRecords {
  received: {
    id: number;
    amountCents: number;
    paidOn: string;
    source: "manual" | "bank_statement";
    reference: string;
    staffId: number | null;
    at: Date;
  }[];
  receivedCents: number;
  attempts: {
    id: string;
    amountCents: number;
    paymentMethod: typeof paymentAttempts.$inferSelect.paymentMethod;
    instalments: number | null;
    status: typeof paymentAttempts.$inferSelect.status;
    at: Date;
    completedAt: Date | null;
  }[];
}

/** Money received and card attempts of one order, oldest first / newest first. */
export async function orderPaymentRecords(
  db: Pick<Db, "select">,
  orderId: number,
): Promise<OrderPaymentRecords> {
  const [received, attempts] = await Promise.all([
    db
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.orderId, orderId))
      .orderBy(receivedPayments.id),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(desc(paymentAttempts.createdAt)),
  ]);
  return {
    received: received.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      paidOn: r.paidOn,
      source: r.source,
      reference: r.reference,
      staffId: r.staffId,
      at: r.createdAt,
    })),
    receivedCents: received.reduce((sum, r) => sum + r.amountCents, 0),
    attempts: attempts.map((a) => ({
      id: a.id,
      amountCents: a.amountCents,
      paymentMethod: a.paymentMethod,
      instalments: a.instalments,
      status: a.status,
      at: a.createdAt,
      completedAt: a.completedAt,
    })),
  };
}
