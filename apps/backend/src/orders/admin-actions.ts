// The staff's actions on an order (`POST /api/admin/orders/{id}/{action}`, docs/orders.md "Staff:
// orders"). Each is one transaction: the order locked at the version the caller saw, the change
// made by the orders' one transition function (`changeOrderStatus`, whose rules are `orderRules`),
// the customer's mail queued and the change recorded (audit) in the same transaction. Marking an
// order paid by hand records the money through `markPaid` (payment-state.ts), as bank statements do.
// An action that takes a cash-on-pickup order's money at the counter (complete, mark paid) keeps
// how it was paid, cash or card (`orders.paid_with`): the invoice's payment means follows it.

import type { AdminOrderAction, CounterPayment, OrderStatus, PaymentStatus } from "@dukan/contract";
import { eq } from "drizzle-orm";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import type { Db, Tx } from "../db/client.ts";
import { orderTexts } from "../locales/orders.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { enqueueOrderConfirmation } from "./order-mail-confirmation.ts";
import { enqueueStatusMail } from "./order-mail-status.ts";
import { markPaid } from "./payment-state.ts";
import { orderNotes, orders } from "./schema.ts";
import {
  brokenRules,
  bumpOrderVersion,
  changeOrderStatus,
  checkTransition,
  lockOrderAtVersion,
  type OrderState,
  type StatusChange,
} from "./transitions.ts";

/** One field's value before and after (the audit log's shape). */
export type FieldChange = { before: unknown; after: unknown };

/** Writes what an action changed, in the action's transaction (the route records it in the audit log). */
export type ActionRecorder = (
  tx: Tx,
  entry: { action: AdminOrderAction; changes: Record<string, FieldChange> },
) => Promise<void>;

/** Who acts, on which version of the order, and where the change is recorded. */
export interface ActionContext {
  staffId: number;
  version: number;
  record?: ActionRecorder;
  /** The shop's address (SITE_URL): the customer's mails link the order's page. */
  siteUrl?: string | undefined;
}

/** What an action did: the order's version after it, and whether the customer was mailed. */
export interface ActionDone {
  version: number;
  mailed: boolean;
}

/** The transitions among the actions: the state each asks for (complete: cash on pickup is paid in the same change). */
const transitionsOf: Record<
  "confirm" | "ready-for-pickup" | "ship" | "complete" | "cancel" | "refund",
  (order: OrderState) => { status?: OrderStatus; paymentStatus?: PaymentStatus }
> = {
  confirm: () => ({ status: "confirmed" }),
  "ready-for-pickup": () => ({ status: "ready_for_pickup" }),
  ship: () => ({ status: "shipped" }),
  complete: (order) =>
    order.paymentMethod === "cash_on_pickup" && order.paymentStatus === "unpaid"
      ? { status: "completed", paymentStatus: "paid" }
      : { status: "completed" },
  cancel: () => ({ status: "cancelled" }),
  refund: () => ({ paymentStatus: "refunded" }),
};
type TransitionAction = keyof typeof transitionsOf;

/**
 * The actions an order's state allows now, for the screen's buttons: every transition the rules
 * allow, marking paid while unpaid and not cancelled, always a note, and the confirmation again
 * unless the order is cancelled (it would tell the customer of an order that no longer stands).
 */
export function allowedActions(order: OrderState): AdminOrderAction[] {
  const allowed: AdminOrderAction[] = [];
  for (const [action, target] of Object.entries(transitionsOf) as [
    TransitionAction,
    (typeof transitionsOf)[TransitionAction],
  ][]) {
    const to = { ...order, ...target(order) };
    const moves = to.status !== order.status || to.paymentStatus !== order.paymentStatus;
    if (moves && brokenRules(order, to).length === 0) allowed.push(action);
  }
  if (order.paymentStatus === "unpaid" && order.status !== "cancelled") allowed.push("mark-paid");
  allowed.push("note");
  if (order.status !== "cancelled") allowed.push("resend-confirmation");
  return allowed;
}

/** What the staff give with a transition. */
export interface TransitionInput {
  /** ship */
  carrier?: string;
  trackingNumber?: string;
  /** cancel: why (told to the customer) */
  reason?: string;
  /** complete: how an unpaid cash-on-pickup order was paid at the counter (required for it) */
  paidWith?: CounterPayment;
}

/**
 * A transition by a member of staff: confirm, ready for pickup, ship (carrier and tracking number),
 * complete (an unpaid cash-on-pickup order is paid with it, and keeps `paidWith`, cash or card),
 * cancel (the stock goes back in the same transaction, once), refund. Refusals: not_found,
 * version_conflict, order_status_not_allowed with the reason, order_already_paid,
 * validation_failed on `paidWith` when completing an unpaid cash-on-pickup order without it.
 */
export async function transitionOrder(
  db: Db,
  orderId: number,
  action: TransitionAction,
  input: TransitionInput,
  context: ActionContext,
): Promise<ActionDone> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        deliveryMethod: orders.deliveryMethod,
        paymentMethod: orders.paymentMethod,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        paidWith: orders.paidWith,
        version: orders.version,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!current) throw new Refusal("not_found");
    const target = transitionsOf[action](current);
    // Completing an unpaid cash-on-pickup order takes its money at the counter: cash or card is
    // what its invoice will say, so it is asked — after the move's own refusals, which say more.
    const atCounter = action === "complete" && target.paymentStatus === "paid";
    if (atCounter && !input.paidWith) {
      if (current.version !== context.version) throw new Refusal("version_conflict");
      checkTransition(current, { ...current, ...target });
      throw refuseFields({ paidWith: "paid_with" });
    }
    const change: StatusChange = {
      ...target,
      staffId: context.staffId,
      version: context.version,
      siteUrl: context.siteUrl,
      ...(action === "ship"
        ? {
            shipment: {
              carrier: input.carrier ?? "",
              trackingNumber: input.trackingNumber ?? "",
            },
          }
        : {}),
      ...(action === "cancel" && input.reason ? { reason: input.reason, note: input.reason } : {}),
    };
    const changed = await changeOrderStatus(tx, orderId, change);
    const changes: Record<string, FieldChange> = {};
    if (changed.from.status !== changed.to.status)
      changes.status = { before: changed.from.status, after: changed.to.status };
    if (changed.from.paymentStatus !== changed.to.paymentStatus)
      changes.payment_status = {
        before: changed.from.paymentStatus,
        after: changed.to.paymentStatus,
      };
    if (atCounter && input.paidWith) {
      await tx.update(orders).set({ paidWith: input.paidWith }).where(eq(orders.id, orderId));
      changes.paid_with = { before: current.paidWith, after: input.paidWith };
    }
    if (action === "ship") {
      changes.carrier = { before: current.carrier, after: input.carrier ?? "" };
      changes.tracking_number = {
        before: current.trackingNumber,
        after: input.trackingNumber ?? "",
      };
    }
    if (changed.stockReturned) changes.stock_returned = { before: false, after: true };
    await context.record?.(tx, { action, changes });
    return { version: changed.version, mailed: changed.mailed };
  });
}

/** An internal note (never shown to the customer); moves the order's version on. */
export async function addOrderNote(
  db: Db,
  orderId: number,
  text: string,
  context: ActionContext,
): Promise<ActionDone> {
  return db.transaction(async (tx) => {
    await lockOrderAtVersion(tx, orderId, context.version);
    await tx.insert(orderNotes).values({ orderId, staffId: context.staffId, text });
    const version = await bumpOrderVersion(tx, orderId);
    await context.record?.(tx, {
      action: "note",
      changes: { note: { before: null, after: text } },
    });
    return { version, mailed: false };
  });
}

/**
 * The order confirmation mailed again (to the order's address, as the order is now); the order is
 * unchanged. A cancelled order's is refused (`order_status_not_allowed`, with the reason).
 */
export async function resendConfirmation(
  db: Db,
  orderId: number,
  context: ActionContext,
): Promise<ActionDone> {
  return db.transaction(async (tx) => {
    const order = await lockOrderAtVersion(tx, orderId, context.version);
    if (order.status === "cancelled")
      throw new Refusal(
        "order_status_not_allowed",
        undefined,
        undefined,
        (language) => orderTexts(language).cancelledNotConfirmed,
      );
    await enqueueOrderConfirmation(tx, { id: order.id, buyerEmail: order.buyerEmail });
    await context.record?.(tx, { action: "resend-confirmation", changes: {} });
    return { version: order.version, mailed: true };
  });
}

/** Money a member of staff saw arrive for an order (a bank transfer, cash at the counter). */
export interface HandPayment {
  /** Cents received. */
  amountCents: number;
  /** The day it arrived, `YYYY-MM-DD`, not after today (Zagreb). */
  paidOn: string;
  /** Cash on pickup: how it was paid at the counter (required for it; ignored for other methods). */
  paidWith?: CounterPayment;
  /** Today, for the check of `paidOn` (default: now). */
  now?: Date;
}

/**
 * An unpaid order marked paid by hand, in one transaction: the order locked at the caller's
 * version, the money recorded by `markPaid` (the one path bank statements take too: `order_payments`,
 * paid once what it received reaches its total, history naming the staff member), the customer
 * mailed that the payment arrived (or, for part of it, what is still missing) and the change
 * audited. Refusals: not_found, version_conflict, order_already_paid (paid or refunded),
 * order_status_not_allowed with the reason (a cancelled order: return the money), validation_failed
 * on `paidOn` (a day after today) and on `paidWith` (a cash-on-pickup order's money without cash or
 * card: the order keeps it, the last given, for its invoice).
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  payment: HandPayment,
  context: ActionContext,
): Promise<ActionDone & { receivedCents: number }> {
  if (payment.paidOn > zagrebIsoDay(payment.now ?? new Date()))
    throw refuseFields({ paidOn: "date" });
  return db.transaction(async (tx) => {
    const order = await lockOrderAtVersion(tx, orderId, context.version);
    if (order.paymentStatus !== "unpaid") throw new Refusal("order_already_paid");
    checkTransition(order, { ...order, paymentStatus: "paid" });
    const atCounter = order.paymentMethod === "cash_on_pickup";
    if (atCounter && !payment.paidWith) throw refuseFields({ paidWith: "paid_with" });
    const recorded = await markPaid(tx, {
      orderId,
      amount: payment.amountCents,
      paidOn: payment.paidOn,
      source: "manual",
      staffId: context.staffId,
    });
    if (recorded.becamePaid)
      await enqueueStatusMail(tx, orderId, "paid", {
        amountCents: payment.amountCents,
        siteUrl: context.siteUrl,
      });
    else
      await enqueueStatusMail(tx, orderId, "partly_paid", {
        amountCents: payment.amountCents,
        siteUrl: context.siteUrl,
        missingCents: recorded.totalCents - recorded.receivedCents,
      });
    if (atCounter)
      await tx.update(orders).set({ paidWith: payment.paidWith }).where(eq(orders.id, orderId));
    await context.record?.(tx, {
      action: "mark-paid",
      changes: {
        received_cents: {
          before: recorded.receivedCents - payment.amountCents,
          after: recorded.receivedCents,
        },
        paid_on: { before: null, after: payment.paidOn },
        ...(atCounter ? { paid_with: { before: order.paidWith, after: payment.paidWith } } : {}),
        ...(recorded.becamePaid ? { payment_status: { before: "unpaid", after: "paid" } } : {}),
      },
    });
    return { version: order.version + 1, mailed: true, receivedCents: recorded.receivedCents };
  });
}

export { transitionsOf as orderTransitionActions, type TransitionAction };
