import type { Language, OrderingBlock } from "@dukan/contract";
import type { OrderingBlockWindow } from "./defaults.ts";

/** The window open at `now` (from ≤ now < until), if any: orders are refused during it. */
export function openOrderingBlock(
  windows: readonly OrderingBlockWindow[],
  now: Date,
): OrderingBlockWindow | null {
  const at = now.getTime();
  return windows.find((w) => Date.parse(w.from) <= at && at < Date.parse(w.until)) ?? null;
}

/** A window as the checkout answers it: its times in ISO 8601 and why, in the request's language. */
export function orderingBlockAnswer(
  window: OrderingBlockWindow,
  language: Language,
): OrderingBlock {
  return {
    from: new Date(window.from).toISOString(),
    until: new Date(window.until).toISOString(),
    reason: language === "en" ? window.reasonEn : window.reasonHr,
  };
}
