import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** The EU Omnibus window: a discount is measured against the lowest price of this many days before it. */
export const OMNIBUS_DAYS = 30;

/**
 * Set each sale product's reference price: the lowest regular retail price in
 * effect during the 30 days before its sale started (the price already in force
 * when the window opened counts too), read from price_history. Without history,
 * the regular retail price is the reference. Run whenever a sale starts or prices change.
 */
export async function refreshSaleReferencePrices(db: Db): Promise<void> {
  await db.execute(sql`
    update products p
    set sale_reference_price_cents = coalesce(
      (
        select min(h.retail_price_cents)
        from price_history h
        where h.product_id = p.id
          and h.changed_at < p.sale_started_at
          and h.changed_at >= coalesce(
            (
              select max(w.changed_at)
              from price_history w
              where w.product_id = p.id and w.changed_at <= p.sale_started_at - make_interval(days => ${OMNIBUS_DAYS})
            ),
            p.sale_started_at - make_interval(days => ${OMNIBUS_DAYS})
          )
      ),
      p.retail_price_cents
    )
    where p.sale_retail_price_cents is not null`);
  await db.execute(
    sql`update products set sale_reference_price_cents = null where sale_retail_price_cents is null and sale_reference_price_cents is not null`,
  );
}

/** Discount in whole percent against the reference price, rounded half up; never negative. */
export function discountPercent(referenceCents: number, saleCents: number): number {
  if (referenceCents <= 0 || saleCents >= referenceCents) return 0;
  return Math.floor(((referenceCents - saleCents) * 100) / referenceCents + 0.5);
}
