// One order as the staff's order page shows it (`GET /api/admin/orders/{id}`): the customer's
// view of it and what only staff see — version, internal notes, who changed the status and when,
// money received (`order_payments`) and card attempts (the payments module's, given by the
// caller: orders never import payments), the mails sent, the actions its state allows, the HUB-3 slip's barcode.

import type { AdminOrder, Language } from "@dukan/contract";
import { eq } from "drizzle-orm";
import { historyNoteText } from "../locales/orders.ts";
import { mailsAbout } from "../mail/outbox.ts";
import { holdDaysFrom, payeeFrom } from "../payment-slips/order-slip.ts";
import { Refusal } from "../refusals/refusal.ts";
import { allowedActions } from "./admin-actions.ts";
import { orderMailTopic } from "./order-mails.ts";
import { paymentStandingOf } from "./payment-state.ts";
import type { Queryable } from "./queryable.ts";
import { orderNotes, orderPayments } from "./schema.ts";
import { needsPaymentSlip, orderParts, orderViewOf } from "./view.ts";
import { withdrawalFollowUp } from "./withdrawal-follow-up.ts";

/** An order's card payment attempts, as the payments module reads them (`payments/order-attempts.ts`). */
export interface OrderPaymentAttemptView {
  id: string;
  amountCents: number;
  paymentMethod: AdminOrder["payment_method"];
  instalments: number | null;
  status: "pending" | "approved" | "declined" | "cancelled";
  at: Date;
  completedAt: Date | null;
}

export interface AdminOrderReaders {
  /** The order's card payment attempts (the payments module's reader). */
  paymentAttempts(db: Queryable, orderId: number): Promise<OrderPaymentAttemptView[]>;
  /** Staff members' names by id (the staff module's); unknown ids are left out. */
  staffNames(db: Queryable, ids: number[]): Promise<Map<number, { name: string }>>;
}

/** The staff's view of one order, the reader's words in `language`. Refusal: not_found. */
export async function adminOrderView(
  db: Queryable,
  orderId: number,
  language: Language,
  readers: AdminOrderReaders,
  now = new Date(),
): Promise<AdminOrder> {
  const [parts, notes, received, attempts, mails] = await Promise.all([
    orderParts(db, orderId),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(orderNotes.id),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(orderPayments.id),
    readers.paymentAttempts(db, orderId),
    mailsAbout(db, orderMailTopic(orderId)),
  ]);
  if (!parts) throw new Refusal("not_found");
  const { order } = parts;
  // The money received as the page lists it, for its standing and its slip alike.
  const receivedCents = received.reduce((sum, p) => sum + p.amountCents, 0);
  const slip = needsPaymentSlip(order, receivedCents);
  const view = orderViewOf(
    {
      ...parts,
      receivedCents,
      payee: slip ? payeeFrom(parts.storedPayee) : null,
      holdDays: holdDaysFrom(parts.storedBankTransfers),
    },
    language,
    { now },
  );
  const staffIds = [
    ...parts.history.map((h) => h.staffId),
    ...notes.map((n) => n.staffId),
    ...received.map((p) => p.staffId),
  ].filter((id): id is number => id !== null);
  const names = await readers.staffNames(db, [...new Set(staffIds)]);
  const staff = (id: number | null) =>
    id === null ? null : { id, name: names.get(id)?.name ?? `#${id}` };
  const confirmationSubject = language === "hr" ? "Potvrda narudžbe" : "Order confirmation";

  return {
    ...view,
    id: order.id,
    version: order.version,
    customer_id: order.userId,
    language: order.language,
    history: parts.history.map((h) => ({
      status: h.status,
      payment_status: h.paymentStatus,
      at: h.at.toISOString(),
      note: historyNoteText(h.note, language),
      staff: staff(h.staffId),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      at: n.at.toISOString(),
      staff: staff(n.staffId),
    })),
    payments: received.map((p) => ({
      id: p.id,
      amount_cents: p.amountCents,
      paid_on: p.paidOn,
      source: p.source,
      reference: p.sourceRef ?? "",
      staff: staff(p.staffId),
      at: p.at.toISOString(),
    })),
    ...paymentStandingOf({
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalCents: order.totalCents,
      receivedCents,
    }),
    payment_attempts: attempts.map((a) => ({
      id: a.id,
      amount_cents: a.amountCents,
      payment_method: a.paymentMethod,
      instalments: a.instalments,
      status: a.status,
      at: a.at.toISOString(),
      completed_at: a.completedAt?.toISOString() ?? null,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject:
        m.subject !== "" ? m.subject : m.kind === "order_confirmation" ? confirmationSubject : "",
      status: m.status,
      at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
    actions: allowedActions(order),
    withdrawal_follow_up: view.withdrawal.received
      ? withdrawalFollowUp({
          status: order.status,
          paymentStatus: order.paymentStatus,
          receivedCents,
          someLinesCancelled: view.lines.some((line) => line.cancelled),
        })
      : null,
    payment_slip_barcode_url: slip ? `/api/admin/orders/${order.id}/payment-slip.svg` : null,
  };
}
