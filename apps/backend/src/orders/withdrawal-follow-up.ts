// What a received withdrawal statement leaves the staff to do (docs/orders.md "Withdrawal"), for the
// back office's order page: the shop may already have ended it (the order cancelled before a cent came,
// or the lines withdrawn from taken off before it was paid or sent), else the goods come back and the
// money is returned within 14 days (Art. 13 of Directive 2011/83/EU).

import type { AdminOrder, OrderStatus, PaymentStatus } from "@dukan/contract";

export type WithdrawalFollowUp = NonNullable<AdminOrder["withdrawal_follow_up"]>;

export interface WithdrawnOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Money received outside the card gateway, in cents. */
  receivedCents: number;
  /** Whether any line was cancelled (by the withdrawal, before the order was paid or sent). */
  someLinesCancelled: boolean;
}

/**
 * `none` for an order cancelled without a cent received; `send_rest` when the lines withdrawn from
 * were cancelled and the rest is still to be sent; otherwise `take_back_and_refund`.
 */
export function withdrawalFollowUp(order: WithdrawnOrder): WithdrawalFollowUp {
  if (order.status === "cancelled")
    return order.paymentStatus === "unpaid" && order.receivedCents === 0
      ? "none"
      : "take_back_and_refund";
  return order.someLinesCancelled ? "send_rest" : "take_back_and_refund";
}
