// Order states (docs/orders.md "Order states"): received → confirmed → shipped / ready_for_pickup →
// completed, or cancelled; payment unpaid → paid → refunded. Every rule is a row of `orderRules`;
// a change that breaks one is refused with order_status_not_allowed (order_already_paid for paying twice).

import type { DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { returnStock } from "../catalogue/stock.ts";
import { type TransitionReasonKey, transitionReason } from "../locales/orders.ts";
import { Refusal } from "../refusals/refusal.ts";
import { enqueueStatusMail, type StatusMail } from "./order-mail-status.ts";
import type { Queryable } from "./queryable.ts";
import { orders, orderStatusHistory } from "./schema.ts";

export interface StatusChange {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Why (staff's words, or a shop note made with `shopNote`), kept in the history row. */
  note?: string;
  /** When it happened (default: now); demo data and tests. */
  at?: Date;
  /** The member of staff who makes it (kept in the history row); none for the shop, customer or gateway. */
  staffId?: number | null;
  /** The order's `version` the caller saw: a change made meanwhile refuses this one (`version_conflict`). */
  version?: number;
  /** Shipping: the carrier and its tracking number, shown to the customer. */
  shipment?: { carrier: string; trackingNumber: string };
  /** Whether the customer is mailed about the change (`statusMailOf`); default true. */
  mail?: boolean;
  /** Cancelling: why, told to the customer in the mail. */
  reason?: string;
  /** The shop's address (SITE_URL): the customer's mail links the order's page. */
  siteUrl?: string | undefined;
}

/** An order as the rules see it, before and after the change. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod;
  /** How the customer pays (decides the payment mail); optional for the rules. */
  paymentMethod?: PaymentMethod;
}

/** The next states each state may move to. */
export const statusMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["confirmed", "cancelled"],
  confirmed: ["shipped", "ready_for_pickup", "cancelled"],
  shipped: ["completed"],
  ready_for_pickup: ["completed"],
  completed: [],
  cancelled: [],
};

/** The next payment states each payment state may move to. */
export const paymentMoves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ["paid"],
  paid: ["refunded"],
  refunded: [],
};

export interface OrderRule {
  /** What the rule says, as docs/orders.md writes it. */
  says: string;
  /** Why a change breaking it is refused, as the caller reads it (locales/orders.ts). */
  reason: TransitionReasonKey;
  /** True when the move from `from` to `to` breaks the rule. */
  breaks(from: OrderState, to: OrderState): boolean;
}

const statusMoved = (from: OrderState, to: OrderState) => from.status !== to.status;
const paymentMoved = (from: OrderState, to: OrderState) => from.paymentStatus !== to.paymentStatus;

/** Every rule of an order's states, in one table. */
export const orderRules: readonly OrderRule[] = [
  {
    reason: "status_forward",
    says: "The status moves only forward: received → confirmed → shipped or ready for pickup → completed; received or confirmed → cancelled.",
    breaks: (from, to) => statusMoved(from, to) && !statusMoves[from.status].includes(to.status),
  },
  {
    reason: "not_cancellable",
    says: "A shipped, completed or cancelled order cannot be cancelled.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "cancelled" &&
      from.status !== "received" &&
      from.status !== "confirmed",
  },
  {
    reason: "not_shippable",
    says: "Only orders sent by the delivery service are shipped.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "shipped" &&
      from.deliveryMethod !== "delivery_service",
  },
  {
    reason: "not_for_pickup",
    says: "Only orders picked up (personal pickup or the buyer's own delivery) become ready for pickup.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "ready_for_pickup" &&
      from.deliveryMethod === "delivery_service",
  },
  {
    reason: "not_paid",
    says: "An order is completed only once paid (cash on pickup: paid in the same change), or once its money went back (refunded after a return), which closes it.",
    breaks: (from, to) =>
      statusMoved(from, to) && to.status === "completed" && to.paymentStatus === "unpaid",
  },
  {
    reason: "payment_forward",
    says: "Payment moves unpaid → paid → refunded; refunded only after paid.",
    breaks: (from, to) =>
      paymentMoved(from, to) && !paymentMoves[from.paymentStatus].includes(to.paymentStatus),
  },
  {
    reason: "cancelled_not_paid",
    says: "A cancelled order is not paid any more (a payment that arrives is refunded).",
    breaks: (from, to) =>
      paymentMoved(from, to) && to.paymentStatus === "paid" && to.status === "cancelled",
  },
];

/**
 * The mail a change sends the customer, if any: confirmed, shipped, ready for pickup and cancelled
 * orders; refunds; a bank transfer marked paid (card payers see the gateway's answer at once, cash
 * is paid on pickup). Completing an order sends none: the customer has the goods.
 */
export function statusMailOf(from: OrderState, to: OrderState): StatusMail | null {
  if (statusMoved(from, to)) {
    if (to.status === "confirmed") return "confirmed";
    if (to.status === "shipped") return "shipped";
    if (to.status === "ready_for_pickup") return "ready_for_pickup";
    if (to.status === "cancelled") return "cancelled";
  }
  if (paymentMoved(from, to)) {
    if (to.paymentStatus === "refunded") return "refunded";
    if (to.paymentStatus === "paid" && from.paymentMethod === "bank_transfer") return "paid";
  }
  return null;
}

/** A refused transition, its reason (the first rule broken) in the caller's language. */
function transitionRefusal(key: TransitionReasonKey, from: OrderState, to: OrderState): Refusal {
  const states = {
    fromStatus: from.status,
    toStatus: to.status,
    fromPayment: from.paymentStatus,
    toPayment: to.paymentStatus,
  };
  return new Refusal("order_status_not_allowed", undefined, undefined, (language) =>
    transitionReason(key, states, language),
  );
}

/**
 * Throws the refusal of a change the rules do not allow, with the reason of the most specific rule
 * broken (any before the general "only forward" one).
 */
export function checkTransition(from: OrderState, to: OrderState): void {
  const broken = brokenRules(from, to);
  const reason = broken.find((rule) => rule.reason !== "status_forward") ?? broken[0];
  if (reason) throw transitionRefusal(reason.reason, from, to);
}

/** The rules a change breaks (none: allowed). */
export function brokenRules(from: OrderState, to: OrderState): OrderRule[] {
  return orderRules.filter((rule) => rule.breaks(from, to));
}

export interface StatusChanged {
  orderId: number;
  from: OrderState;
  to: OrderState;
  /** True when the cancel put the lines' pieces back in stock. */
  stockReturned: boolean;
  /** True when a mail to the customer was put in the outbox (`statusMailOf`). */
  mailed: boolean;
  /** The order's version after the change. */
  version: number;
}

/**
 * Moves an order (in the caller's transaction): locks it, checks its version and the rules, writes
 * the new state (and version, and shipment) and a history row, puts the stock back on cancel and
 * queues the customer's mail (`statusMailOf`). Refusals: not_found; version_conflict (the order
 * changed since the caller's `version`); order_already_paid (paying a paid order);
 * order_status_not_allowed with the broken rule's reason (any other rule, or nothing to change).
 */
export async function changeOrderStatus(
  tx: Queryable,
  orderId: number,
  change: StatusChange,
): Promise<StatusChanged> {
  const [from] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveryMethod: orders.deliveryMethod,
      paymentMethod: orders.paymentMethod,
      version: orders.version,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!from) throw new Refusal("not_found");
  if (change.version !== undefined && change.version !== from.version)
    throw new Refusal("version_conflict");
  const to: OrderState = {
    ...from,
    status: change.status ?? from.status,
    paymentStatus: change.paymentStatus ?? from.paymentStatus,
  };
  if (change.paymentStatus === "paid" && from.paymentStatus === "paid")
    throw new Refusal("order_already_paid");
  const nothing =
    (change.status === undefined || change.status === from.status) &&
    (change.paymentStatus === undefined || change.paymentStatus === from.paymentStatus);
  if (nothing) throw transitionRefusal("nothing_to_change", from, to);
  checkTransition(from, to);

  const version = from.version + 1;
  await tx
    .update(orders)
    .set({
      status: to.status,
      paymentStatus: to.paymentStatus,
      version,
      ...(change.shipment && to.status === "shipped"
        ? { carrier: change.shipment.carrier, trackingNumber: change.shipment.trackingNumber }
        : {}),
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: to.status,
    paymentStatus: to.paymentStatus,
    note: change.note ?? "",
    staffId: change.staffId ?? null,
    ...(change.at ? { at: change.at } : {}),
  });

  let stockReturned = false;
  if (to.status === "cancelled" && from.status !== "cancelled") {
    await tx.execute(
      returnStock(
        sql`select product_id, sum(quantity)::int as quantity from order_lines where order_id = ${orderId} and product_id is not null and cancelled_at is null group by product_id`,
      ),
    );
    stockReturned = true;
  }
  const mail = change.mail === false ? null : statusMailOf(from, to);
  if (mail)
    await enqueueStatusMail(tx, orderId, mail, {
      reason: change.reason ?? "",
      siteUrl: change.siteUrl,
    });
  return { orderId, from, to, stockReturned, mailed: mail !== null, version };
}

/**
 * Locks an order for a change that is no transition (a note, a payment in part), checking the
 * version the caller saw. Refusals: not_found, version_conflict.
 */
export async function lockOrderAtVersion(tx: Queryable, orderId: number, version: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new Refusal("not_found");
  if (order.version !== version) throw new Refusal("version_conflict");
  return order;
}

/** Moves a locked order's version on (a change that is no transition); returns the new version. */
export async function bumpOrderVersion(tx: Queryable, orderId: number): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  if (!row) throw new Refusal("not_found");
  return row.version;
}
