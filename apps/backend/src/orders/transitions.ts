// Order states (docs/orders.md "Order states"): received → confirmed → shipped / ready_for_pickup →
// completed, or cancelled; payment unpaid → paid → refunded. Every rule is a row of `orderRules`;
// a change that breaks one is refused with order_status_not_allowed (order_already_paid for paying twice).

import type { DeliveryMethod, OrderStatus, PaymentStatus } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { returnStock } from "../catalogue/stock.ts";
import { Refusal } from "../refusals/refusal.ts";
import { enqueueShippingMail } from "./order-mails.ts";
import type { Queryable } from "./queryable.ts";
import { orders, orderStatusHistory } from "./schema.ts";

export interface StatusChange {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Why (staff's words, or a shop note made with `shopNote`), kept in the history row. */
  note?: string;
  /** When it happened (default: now); demo data and tests. */
  at?: Date;
}

/** An order as the rules see it, before and after the change. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod;
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
  /** True when the move from `from` to `to` breaks the rule. */
  breaks(from: OrderState, to: OrderState): boolean;
}

const statusMoved = (from: OrderState, to: OrderState) => from.status !== to.status;
const paymentMoved = (from: OrderState, to: OrderState) => from.paymentStatus !== to.paymentStatus;

/** Every rule of an order's states, in one table. */
export const orderRules: readonly OrderRule[] = [
  {
    says: "The status moves only forward: received → confirmed → shipped or ready for pickup → completed; received or confirmed → cancelled.",
    breaks: (from, to) => statusMoved(from, to) && !statusMoves[from.status].includes(to.status),
  },
  {
    says: "A shipped, completed or cancelled order cannot be cancelled.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "cancelled" &&
      from.status !== "received" &&
      from.status !== "confirmed",
  },
  {
    says: "Only orders sent by the delivery service are shipped.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "shipped" &&
      from.deliveryMethod !== "delivery_service",
  },
  {
    says: "Only orders picked up (personal pickup or the buyer's own delivery) become ready for pickup.",
    breaks: (from, to) =>
      statusMoved(from, to) &&
      to.status === "ready_for_pickup" &&
      from.deliveryMethod === "delivery_service",
  },
  {
    says: "An order is completed only once paid (cash on pickup: paid in the same change).",
    breaks: (from, to) =>
      statusMoved(from, to) && to.status === "completed" && to.paymentStatus !== "paid",
  },
  {
    says: "Payment moves unpaid → paid → refunded; refunded only after paid.",
    breaks: (from, to) =>
      paymentMoved(from, to) && !paymentMoves[from.paymentStatus].includes(to.paymentStatus),
  },
  {
    says: "A cancelled order is not paid any more (a payment that arrives is refunded).",
    breaks: (from, to) =>
      paymentMoved(from, to) && to.paymentStatus === "paid" && to.status === "cancelled",
  },
];

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
  /** True when the shipping (or ready for pickup) mail was put in the outbox. */
  mailed: boolean;
}

/**
 * Moves an order (in the caller's transaction): locks it, checks the rules, writes the new state
 * and a history row, puts the stock back on cancel and queues the shipping mail on shipped /
 * ready for pickup. Refusals: not_found; order_already_paid (paying a paid order);
 * order_status_not_allowed (any other rule, or nothing to change).
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
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!from) throw new Refusal("not_found");
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
  if (nothing || brokenRules(from, to).length > 0) throw new Refusal("order_status_not_allowed");

  await tx
    .update(orders)
    .set({ status: to.status, paymentStatus: to.paymentStatus })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: to.status,
    paymentStatus: to.paymentStatus,
    note: change.note ?? "",
    ...(change.at ? { at: change.at } : {}),
  });

  let stockReturned = false;
  if (to.status === "cancelled" && from.status !== "cancelled") {
    await tx.execute(
      returnStock(
        sql`select product_id, sum(quantity)::int as quantity from order_lines where order_id = ${orderId} and product_id is not null group by product_id`,
      ),
    );
    stockReturned = true;
  }
  let mailed = false;
  if (statusMoved(from, to) && (to.status === "shipped" || to.status === "ready_for_pickup")) {
    await enqueueShippingMail(tx, orderId);
    mailed = true;
  }
  return { orderId, from, to, stockReturned, mailed };
}
