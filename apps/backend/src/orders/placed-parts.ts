// The parts of the orders this process just placed, kept a minute: the confirmation mail, which
// the mail worker writes moments after the placing, is made from them instead of reading the order
// back (a round trip and a query on the database's one thread on PGlite, for every order).
// Another process's orders, or a mail sent again after a failure, are read from the database.

import { recentMap } from "../cache/recent-map.ts";
import type { OrderParts } from "./view.ts";

/** How long a placed order's parts are kept for its confirmation mail. */
const KEPT_MS = 60_000;
/**
 * At most this many orders' parts (a 5-line order's are a few KB, a 50-line order's ~25 KB). Under a
 * sustained burst the mail worker falls behind the placings (the benchmark's 300 orders a second,
 * ~100 a second more than it writes beside them): 500 were dropped before their mail was written
 * and read back from the database instead, on its one thread on PGlite.
 */
const KEPT_ORDERS = 2_000;

export function placedOrderParts(now: () => number = Date.now) {
  const kept = recentMap<number, OrderParts>(KEPT_MS, KEPT_ORDERS);
  return {
    /** The parts of an order just placed and committed, as its answer was built from them. */
    remember(parts: OrderParts): void {
      kept.set(parts.order.id, parts, now());
    },
    /** The parts of an order placed here lately, once (the mail is written once). */
    take(orderId: number): OrderParts | undefined {
      const parts = kept.get(orderId, now());
      kept.delete(orderId);
      return parts;
    },
  };
}

export type PlacedOrderParts = ReturnType<typeof placedOrderParts>;
