import type { AdminOrder } from "@dukan/contract";

/**
 * Until when the buyer may still withdraw, as the order page says it: a legal entity has no such
 * right; a person's period ends 14 days after completion (`until`), and before then runs from delivery.
 */
export function withdrawalPeriod(
  order: Pick<AdminOrder, "buyer_type" | "withdrawal">,
): { key: "not_for_companies" | "until_delivery" } | { key: "until"; until: string } {
  if (order.buyer_type === "company") return { key: "not_for_companies" };
  return order.withdrawal.until
    ? { key: "until", until: order.withdrawal.until }
    : { key: "until_delivery" };
}

/**
 * What a received statement leaves the staff to do: nothing when the order is cancelled without a
 * cent received, only sending the rest when the shop cancelled the lines withdrawn from before the
 * order was paid or sent, otherwise taking the goods back and returning the money.
 */
export function withdrawalNotice(
  order: Pick<AdminOrder, "status" | "payment_status" | "received_cents" | "lines">,
): "cancelled_notice" | "lines_cancelled_notice" | "received_notice" {
  if (order.status === "cancelled")
    return order.payment_status === "unpaid" && order.received_cents === 0
      ? "cancelled_notice"
      : "received_notice";
  return order.lines.some((line) => line.cancelled) ? "lines_cancelled_notice" : "received_notice";
}
