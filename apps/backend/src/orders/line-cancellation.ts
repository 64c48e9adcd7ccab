// Cancelling some lines of an order that has not left the shop (a withdrawal from them before it was
// paid or sent, withdrawal.ts): the lines stay on the order, marked cancelled, and leave its totals.
// Everything that asks for the order's money reads the totals (the slip, the reminder, bank
// matching, a card payment, the amount due on pickup, the invoice), so it asks for the rest only.

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { returnStock } from "../catalogue/stock.ts";
import { lessPercent } from "../pricing/money.ts";
import type { Queryable } from "./queryable.ts";
import { orderLines, orders } from "./schema.ts";

/** What a line took part in of its order's totals. */
export interface SoldLine {
  /** One piece after the rebate, with VAT or without as `pricesIncludeVat` says. */
  unitPriceCents: number;
  rebatePercent: number;
  quantity: number;
  netCents: number;
  vatCents: number;
  lineTotalCents: number;
}

/** The share of an order's totals that lines held: `subtotal - rebate` is what they came to. */
export interface LineShare {
  subtotalCents: number;
  rebateCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * One piece's price before the rebate: the price the rebate's percent was taken from (rounded half
 * up, pricing/money.ts `lessPercent`). Several prices can round to one rebated price; the one
 * nearest the exact quotient is taken, so the rebate's share may be a cent off the checkout's, never
 * what the lines come to.
 */
export function listPieceCents(unitPriceCents: number, rebatePercent: number): number {
  if (rebatePercent <= 0 || rebatePercent >= 100) return unitPriceCents;
  const exact = (unitPriceCents * 100) / (100 - rebatePercent);
  const near = [Math.floor(exact), Math.ceil(exact), Math.floor(exact) - 1, Math.ceil(exact) + 1];
  const matching = near.filter((cents) => lessPercent(cents, rebatePercent) === unitPriceCents);
  const nearest = (a: number, b: number) => Math.abs(a - exact) - Math.abs(b - exact);
  return [...matching].sort(nearest)[0] ?? Math.round(exact);
}

/** The lines' share of the order's totals (the order's goods with VAT for persons, without for companies). */
export function shareOf(lines: readonly SoldLine[], pricesIncludeVat: boolean): LineShare {
  let goods = 0;
  let rebate = 0;
  let vat = 0;
  let total = 0;
  for (const line of lines) {
    goods += pricesIncludeVat ? line.lineTotalCents : line.netCents;
    rebate +=
      (listPieceCents(line.unitPriceCents, line.rebatePercent) - line.unitPriceCents) *
      line.quantity;
    vat += line.vatCents;
    total += line.lineTotalCents;
  }
  return { subtotalCents: goods + rebate, rebateCents: rebate, vatCents: vat, totalCents: total };
}

/**
 * Cancels these lines of the order (its row locked by the caller): marks them, puts their pieces
 * back in stock and takes their share out of the order's totals; the delivery fee stays as placed
 * (a withdrawal never makes the rest's delivery dearer). Returns the lines' share; lines already
 * cancelled are left as they are.
 */
export async function cancelOrderLines(
  tx: Queryable,
  orderId: number,
  lineIds: readonly number[],
  at: Date,
): Promise<LineShare> {
  const cancelled = await tx
    .update(orderLines)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(orderLines.orderId, orderId),
        inArray(orderLines.id, [...lineIds]),
        isNull(orderLines.cancelledAt),
      ),
    )
    .returning();
  const [order] = await tx
    .select({ pricesIncludeVat: orders.pricesIncludeVat, rebateCents: orders.rebateCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || cancelled.length === 0)
    return { subtotalCents: 0, rebateCents: 0, vatCents: 0, totalCents: 0 };
  const share = shareOf(cancelled, order.pricesIncludeVat);
  // The rebate never goes below nothing; what it cannot take, the subtotal does not either.
  const rebate = Math.min(share.rebateCents, order.rebateCents);
  const taken = {
    ...share,
    rebateCents: rebate,
    subtotalCents: share.subtotalCents - share.rebateCents + rebate,
  };
  await tx.execute(
    returnStock(
      sql`select product_id, sum(quantity)::int as quantity from order_lines where ${inArray(
        orderLines.id,
        cancelled.map((line) => line.id),
      )} and product_id is not null group by product_id`,
    ),
  );
  await tx
    .update(orders)
    .set({
      subtotalCents: sql`${orders.subtotalCents} - ${taken.subtotalCents}`,
      rebateCents: sql`${orders.rebateCents} - ${taken.rebateCents}`,
      vatCents: sql`${orders.vatCents} - ${taken.vatCents}`,
      totalCents: sql`${orders.totalCents} - ${taken.totalCents}`,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, orderId));
  return taken;
}
