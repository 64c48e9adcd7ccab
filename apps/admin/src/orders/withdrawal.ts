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
