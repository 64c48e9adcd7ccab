// What the payments module reads and changes of an order, through the orders module (decision 021):
// the order's payment method and state. Marking an order paid is `changeOrderStatus` (transitions.ts),
// which keeps the order's rules and history.
import type { PaymentState, OrderStatus, PaymentMethod, PaymentStatus } from "@dukan/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { type HistoryNoteKey, shopNote } from "../locales/orders.ts";
import { Refusal } from "../refusals/refusal.ts";
import { orderPayments, orders, orderStatusHistory } from "./schema.ts";
import { brokenRules } from "./transitions.ts";

/** The customer's order by its number, locked for the rest of the transaction; undefined if not theirs. */
export async function lockCustomerOrder(tx: Queryable, number: string, userId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    .for("update");
  return order;
}

/** The order's number, language and where its payment and status stand; undefined for no order. */
export async function orderPaymentState(db: Queryable, orderId: number) {
  const [order] = await db
    .select({
      number: orders.number,
      language: orders.language,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** The account an order belongs to, by the order's number; undefined for no order. */
export async function orderOwner(db: Queryable, number: string): Promise<number | undefined> {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.number, number));
  return order?.userId ?? undefined;
}

/**
 * Another way to pay an unpaid order (its prices stay as placed). Leaving cash on pickup forgets how
 * part of it was paid at the counter: the invoice names the means the order is paid by now.
 */
export async function setPaymentMethod(
  tx: Queryable,
  orderId: number,
  paymentMethod: PaymentMethod,
  instalments: number | null,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentMethod,
      instalments,
      ...(paymentMethod === "cash_on_pickup" ? {} : { paidWith: null }),
    })
    .where(eq(orders.id, orderId));
}

// ---------------------------------------------------------------------------
// Money received (bank statements, payments marked by hand): docs/payments.md "Bank statements".
// ---------------------------------------------------------------------------

/**
 * The money an order received (`order_payments`, by its index on the order), in cents: a column of
 * a select from `orders`. Written out qualified: Drizzle names a lone table's columns bare, and a
 * bare `id` in the subquery would be the payment's own.
 */
export const receivedCents = sql<number>`(select coalesce(sum(received.amount_cents), 0)::int from order_payments received where received.order_id = "orders"."id")`;

/**
 * Where an order's payment stands as staff read it: an unpaid order that has received money is
 * partly paid, with what is still to pay; a paid or refunded order owes nothing, nor does a
 * cancelled one. Money received beyond the total, or any on a cancelled order, is the buyer's to
 * get back until the order is refunded. The stored status stays unpaid until the money reaches the
 * total (`recordPayments`); card payments record no rows.
 */
export function paymentStandingOf(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  receivedCents: number;
}): {
  payment_state: PaymentState;
  received_cents: number;
  outstanding_cents: number;
  to_return_cents: number;
} {
  const unpaid = order.paymentStatus === "unpaid";
  const cancelled = order.status === "cancelled";
  const owed = unpaid && !cancelled;
  const kept = cancelled ? 0 : order.totalCents;
  return {
    payment_state: unpaid && order.receivedCents > 0 ? "partly_paid" : order.paymentStatus,
    received_cents: order.receivedCents,
    outstanding_cents: owed ? Math.max(order.totalCents - order.receivedCents, 0) : 0,
    to_return_cents:
      order.paymentStatus === "refunded" ? 0 : Math.max(order.receivedCents - kept, 0),
  };
}

/** Where an order's payment stands, as a bank credit is matched against it. */
export interface OrderPaymentStanding {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  totalCents: number;
  /** What it has received so far (`order_payments`). */
  receivedCents: number;
}

/**
 * The payment standing of the orders with these numbers (unknown numbers left out), by number;
 * with `lock`, their rows locked in id order for the rest of the transaction (apply a statement).
 */
export async function paymentStandings(
  db: Queryable,
  numbers: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, OrderPaymentStanding>> {
  const found = new Map<string, OrderPaymentStanding>();
  if (numbers.length === 0) return found;
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(inArray(orders.number, [...new Set(numbers)]))
    .orderBy(orders.id);
  const rows = options.lock ? await query.for("update") : await query;
  if (rows.length === 0) return found;
  const received = await db
    .select({
      orderId: orderPayments.orderId,
      cents: sql<string>`sum(${orderPayments.amountCents})`,
    })
    .from(orderPayments)
    .where(
      inArray(
        orderPayments.orderId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(orderPayments.orderId);
  const receivedOf = new Map(received.map((r) => [r.orderId, Number(r.cents)]));
  for (const row of rows)
    found.set(row.number, { ...row, receivedCents: receivedOf.get(row.id) ?? 0 });
  return found;
}

/** Money an order received: from a bank statement's credit or marked by a staff member. */
export interface ReceivedPayment {
  orderId: number;
  amountCents: number;
  /** The day it arrived, `YYYY-MM-DD`. */
  paidOn: string;
  source: "bank_statement" | "manual";
  /** The bank's reference of the credit: a credit already recorded is refused (unique). */
  sourceRef?: string | null;
  staffId?: number | null;
}

/** What recording payments did to one order. */
export interface PaymentRecorded {
  orderId: number;
  receivedCents: number;
  totalCents: number;
  /** True when this payment made the order paid. */
  becamePaid: boolean;
}

/**
 * Records payments of orders whose rows the caller has locked (`paymentStandings` with `lock`, or
 * `markPaid`), in its transaction: a row each in `order_payments`, and every order whose received
 * money now reaches its total becomes paid (one history row each, naming the staff member who
 * recorded it); every order's `version` moves on. Set-based: a statement of
 * thousands of credits is a few statements. Refusals: not_found, order_already_paid,
 * order_status_not_allowed (a cancelled order), as `changeOrderStatus` refuses them.
 */
export async function recordPayments(
  tx: Queryable,
  payments: readonly ReceivedPayment[],
): Promise<PaymentRecorded[]> {
  if (payments.length === 0) return [];
  const ids = [...new Set(payments.map((p) => p.orderId))].sort((a, b) => a - b);
  const states = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveryMethod: orders.deliveryMethod,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  const stateOf = new Map(states.map((s) => [s.id, s]));
  for (const id of ids) {
    const state = stateOf.get(id);
    if (!state) throw new Refusal("not_found");
    if (state.paymentStatus !== "unpaid") throw new Refusal("order_already_paid");
    if (brokenRules(state, { ...state, paymentStatus: "paid" }).length > 0)
      throw new Refusal("order_status_not_allowed");
  }
  await tx.insert(orderPayments).values(
    payments.map((p) => ({
      orderId: p.orderId,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      source: p.source,
      sourceRef: p.sourceRef ?? null,
      staffId: p.staffId ?? null,
    })),
  );
  const sums = await tx
    .select({
      orderId: orderPayments.orderId,
      cents: sql<string>`sum(${orderPayments.amountCents})`,
    })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, ids))
    .groupBy(orderPayments.orderId);
  const sumOf = new Map(sums.map((s) => [s.orderId, Number(s.cents)]));
  const recorded = ids.map((id) => {
    const state = stateOf.get(id);
    const totalCents = state?.totalCents ?? 0;
    const receivedCents = sumOf.get(id) ?? 0;
    return { orderId: id, receivedCents, totalCents, becamePaid: receivedCents >= totalCents };
  });
  // Every order that received money changed: a staff member's older version of it is refused.
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(inArray(orders.id, ids));
  const paid = recorded.filter((r) => r.becamePaid);
  if (paid.length > 0) {
    const paidIds = paid.map((r) => r.orderId);
    const staffOf = new Map(payments.map((p) => [p.orderId, p.staffId ?? null]));
    await tx
      .update(orders)
      .set({ paymentStatus: "paid" })
      .where(and(inArray(orders.id, paidIds), eq(orders.paymentStatus, "unpaid")));
    const noteKey: HistoryNoteKey = payments.some((p) => p.source === "manual")
      ? "paid_by_hand"
      : "paid_by_bank_transfer";
    await tx.insert(orderStatusHistory).values(
      paidIds.map((orderId) => ({
        orderId,
        status: stateOf.get(orderId)?.status ?? "received",
        paymentStatus: "paid" as const,
        note: shopNote(noteKey),
        staffId: staffOf.get(orderId) ?? null,
      })),
    );
  }
  return recorded;
}

/**
 * Marks an order paid (or records part of its payment), in the caller's transaction: locks the
 * order, records the payment, and makes the order paid once what it received reaches its total.
 * The one function that does it, for a bank statement's credit and for staff marking it by hand.
 */
export async function markPaid(
  tx: Queryable,
  payment: {
    orderId: number;
    /** Cents received. */
    amount: number;
    /** `YYYY-MM-DD`. */
    paidOn: string;
    source: "bank_statement" | "manual";
    staffId?: number | null;
    sourceRef?: string | null;
  },
): Promise<PaymentRecorded> {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for("update");
  if (!locked) throw new Refusal("not_found");
  const [recorded] = await recordPayments(tx, [
    {
      orderId: payment.orderId,
      amountCents: payment.amount,
      paidOn: payment.paidOn,
      source: payment.source,
      sourceRef: payment.sourceRef ?? null,
      staffId: payment.staffId ?? null,
    },
  ]);
  if (!recorded) throw new Refusal("not_found");
  return recorded;
}
