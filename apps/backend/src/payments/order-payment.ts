import type { PaymentMethod } from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { lockCustomerOrder, setPaymentMethod } from "../orders/payment-state.ts";
import { paymentAttempts } from "./schema.ts";
import { checkInstalments } from "../pricing/instalments.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import type { CardPayments } from "./card-payments.ts";

export interface OrderPaymentInput {
  payment_method: Exclude<PaymentMethod, "cash_on_pickup" | "on_account">;
  instalments?: number | null | undefined;
}

export interface OrderPaymentDone {
  orderId: number;
  /** The gateway's page for a card payment; null after a switch to bank transfer. */
  paymentUrl: string | null;
}

/**
 * Paying an unpaid order again, or another way (`POST /api/orders/{number}/payment`). The order
 * keeps the prices and total it was placed with, so the methods it may move to are those that do
 * not change them:
 * - the same card method again (card, or card in instalments with a count the total allows —
 *   judged without the card surcharge, as at checkout): a new gateway attempt;
 * - bank transfer, from any method: the order waits for the transfer (its payment slip shows),
 *   its open gateway attempts are closed; the total stays as placed (never more than agreed).
 * Card ↔ card in instalments, or bank transfer → card, would change the price: refused
 * (`payment_method_not_available`). A paid order: `order_already_paid`; a cancelled one:
 * `order_status_not_allowed`; not the caller's: `not_found`.
 */
export function orderPayments(db: Db, cards: CardPayments, settings: SettingsStore) {
  async function pay(
    user: UserRow,
    number: string,
    input: OrderPaymentInput,
  ): Promise<OrderPaymentDone> {
    const checkout = await settings.get("checkout");
    return db.transaction(async (tx) => {
      const order = await lockCustomerOrder(tx, number, user.id);
      if (!order) throw new Refusal("not_found");
      if (order.paymentStatus !== "unpaid") throw new Refusal("order_already_paid");
      if (order.status === "cancelled") throw new Refusal("order_status_not_allowed");
      // An order on account is paid against its invoice, within the company's terms.
      if (order.paymentMethod === "on_account") throw new Refusal("payment_method_not_available");

      if (input.payment_method === "bank_transfer") {
        if (order.paymentMethod !== "bank_transfer") {
          await setPaymentMethod(tx, order.id, "bank_transfer", null);
          await tx
            .update(paymentAttempts)
            .set({ status: "cancelled", completedAt: sql`now()` })
            .where(
              and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, "pending")),
            );
        }
        return { orderId: order.id, paymentUrl: null };
      }

      if (input.payment_method !== order.paymentMethod)
        throw new Refusal("payment_method_not_available");
      let instalments: number | null = null;
      if (input.payment_method === "card_instalments") {
        instalments = input.instalments ?? order.instalments;
        checkInstalments(instalments ?? 0, order.totalCents - order.cardSurchargeCents, checkout);
        if (instalments !== order.instalments)
          await setPaymentMethod(tx, order.id, order.paymentMethod, instalments);
      } else if (input.instalments != null) {
        throw new Refusal("instalments_not_allowed");
      }
      const paymentUrl = await cards.start(
        {
          id: order.id,
          number: order.number,
          totalCents: order.totalCents,
          paymentMethod: input.payment_method,
          instalments,
          language: order.language,
        },
        tx,
      );
      return { orderId: order.id, paymentUrl };
    });
  }

  return { pay };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
