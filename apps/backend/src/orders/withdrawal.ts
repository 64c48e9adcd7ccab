// The EU withdrawal function (docs/orders.md "Withdrawal"): a private person's statement, kept as
// received, a history note, and the acknowledgement mail at once — one transaction. A statement
// for an order neither paid nor sent also cancels there what it withdraws from: the whole order,
// or the lines it names.

import type { OrderStatus, PaymentStatus } from "@dukan/contract";
import { and, asc, eq } from "drizzle-orm";
import { accountEmailOf } from "../accounts/email.ts";
import type { Db } from "../db/client.ts";
import { shopNote } from "../locales/orders.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { cancelOrderLines } from "./line-cancellation.ts";
import { enqueueWithdrawalAcknowledgement } from "./order-mail-withdrawal.ts";
import { receivedCents } from "./payment-state.ts";
import type { Queryable } from "./queryable.ts";
import { orderLines, orders, orderStatusHistory, orderWithdrawals } from "./schema.ts";
import { changeOrderStatus } from "./transitions.ts";
import { withdrawalCheck } from "./withdrawal-period.ts";

export interface WithdrawalStatement {
  name: string;
  /** Lines withdrawn from; null or empty: the whole order. */
  lineIds?: number[] | null;
  note: string;
}

/**
 * Receives a withdrawal statement for an order (its owner was checked by the caller); it is
 * acknowledged to the account's own e-mail address.
 * Refusals: withdrawal_not_for_companies, withdrawal_already_received, withdrawal_period_over,
 * validation_failed (`line_ids`: a line not of this order).
 */
export async function receiveWithdrawal(
  db: Db,
  orderId: number,
  statement: WithdrawalStatement,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        buyerType: orders.buyerType,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        userId: orders.userId,
        receivedCents,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) throw new Refusal("not_found");
    const [received] = await tx
      .select({ id: orderWithdrawals.id })
      .from(orderWithdrawals)
      .where(eq(orderWithdrawals.orderId, orderId));
    // The period runs from the first completion; later rows (a refund, a note) keep it where it is.
    const [completed] = await tx
      .select({ at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "completed")),
      )
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
      .limit(1);
    const check = withdrawalCheck(
      {
        buyerType: order.buyerType,
        status: order.status,
        completedAt: completed?.at ?? null,
        received: received !== undefined,
      },
      now,
    );
    if (!check.open) throw new Refusal(check.reason);

    const wanted = [...new Set(statement.lineIds ?? [])];
    const own = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const ids = new Set(own.map((l) => l.id));
    if (wanted.some((id) => !ids.has(id))) throw refuseFields({ line_ids: "order_lines" });
    // The acknowledgement's address: the account's own, never one the statement names.
    const accountEmail = await accountEmailOf(tx, order.userId);
    if (accountEmail === null) throw new Refusal("not_found");
    const allLines = wanted.length === 0;
    const inserted = await tx
      .insert(orderWithdrawals)
      .values({
        orderId,
        name: statement.name,
        email: accountEmail,
        lineIds: allLines ? [] : wanted.sort((a, b) => a - b),
        allLines,
        note: statement.note,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: orderWithdrawals.id });
    if (inserted.length === 0) throw new Refusal("withdrawal_already_received");
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      note: shopNote("withdrawal_received"),
      at: now,
    });
    if (endsAtOnce(order)) {
      // Every line named is the whole order; some lines leave it and the rest goes on.
      if (allLines || wanted.length === ids.size) await cancelWithdrawn(tx, orderId, now);
      else await cancelWithdrawnLines(tx, orderId, wanted, order, now);
    }
    await enqueueWithdrawalAcknowledgement(tx, orderId);
  });
}

/**
 * Whether a withdrawal ends at once what it withdraws from (the whole order, or some of its lines): the order has left the shop in no
 * way (received or confirmed, nothing shipped or set out for pickup) and no money came for it (a
 * bank transfer not paid, cash on pickup). There is nothing to send back and nothing to refund,
 * so nothing is left for the staff; the hold's reminder and slip would only ask for money for an
 * order the buyer has withdrawn from. Lines withdrawn from leave the order and its totals, so all
 * that asks for its money asks for the rest. A paid order, or one on its way, is the staff's
 * (refund, return of the goods).
 */
function endsAtOnce(order: {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  receivedCents: number;
}): boolean {
  return (
    (order.status === "received" || order.status === "confirmed") &&
    order.paymentStatus === "unpaid" &&
    Number(order.receivedCents) === 0 &&
    (order.paymentMethod === "bank_transfer" || order.paymentMethod === "cash_on_pickup")
  );
}

/** Cancels the withdrawn lines in `tx` (their stock back) with a history note of what is left to pay. */
async function cancelWithdrawnLines(
  tx: Queryable,
  orderId: number,
  lineIds: readonly number[],
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  now: Date,
): Promise<void> {
  await cancelOrderLines(tx, orderId, lineIds, now);
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    note: shopNote("withdrawal_lines_cancelled"),
    at: now,
  });
}

/** Cancels the withdrawn order in `tx` (its stock back), told in the acknowledgement, not a mail of its own. */
async function cancelWithdrawn(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await changeOrderStatus(tx, orderId, {
    status: "cancelled",
    note: shopNote("withdrawal_cancelled"),
    at: now,
    mail: false,
  });
}
