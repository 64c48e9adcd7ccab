import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** The EU Omnibus window: a discount is measured against the lowest price of this many days before it. */
export const OMNIBUS_DAYS = 30;

/**
 * The reference price of the sale product `p`: the lowest regular retail price in effect during
 * the 30 days before its sale started (the price already in force when the window opened counts
 * too), read from price_history; without history before the sale, `fallback`.
 */
const referencePrice = (fallback: SQL) => sql`coalesce(
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
  ${fallback}
)`;

/**
 * Set each sale product's reference price (`referencePrice`; without history, the regular retail
 * price) and clear it off the rest. Run whenever a sale starts or prices change.
 */
export async function refreshSaleReferencePrices(db: Pick<Db, "execute">): Promise<void> {
  await db.execute(
    sql`update products p set sale_reference_price_cents = ${referencePrice(sql`p.retail_price_cents`)} where p.sale_retail_price_cents is not null`,
  );
  await db.execute(
    sql`update products set sale_reference_price_cents = null where sale_retail_price_cents is null and sale_reference_price_cents is not null`,
  );
}

/**
 * The same for one product, after the staff changed its regular prices: null when it is not on
 * sale. A price changed during a sale is no price of the 30 days before it, so without history
 * before the sale the reference already set stays (the new regular price only when none was set).
 */
export async function refreshSaleReferencePrice(
  db: Pick<Db, "execute">,
  productId: number,
): Promise<void> {
  const reference = referencePrice(
    sql`coalesce(p.sale_reference_price_cents, p.retail_price_cents)`,
  );
  await db.execute(sql`
    update products p
    set sale_reference_price_cents = case when p.sale_retail_price_cents is null then null else ${reference} end
    where p.id = ${productId}`);
}

/** Discount in whole percent against the reference price, rounded half up; never negative. */
export function discountPercent(referenceCents: number, saleCents: number): number {
  if (referenceCents <= 0 || saleCents >= referenceCents) return 0;
  return Math.floor(((referenceCents - saleCents) * 100) / referenceCents + 0.5);
}

/** `refreshSaleReferencePrice` for many products in one statement (the ERP import). */
export async function refreshSaleReferencePricesOf(
  db: Pick<Db, "execute">,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  const reference = referencePrice(
    sql`coalesce(p.sale_reference_price_cents, p.retail_price_cents)`,
  );
  await db.execute(sql`
    update products p
    set sale_reference_price_cents = case when p.sale_retail_price_cents is null then null else ${reference} end
    where p.id = any(${sql.param([...productIds])}::int[]) and (p.sale_retail_price_cents is not null or p.sale_reference_price_cents is not null)`);
}
