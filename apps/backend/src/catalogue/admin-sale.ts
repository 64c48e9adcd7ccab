import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import { refuseFields } from "../refusals/refusal.ts";
import type { ProductRow } from "./admin-read.ts";
import { refreshSaleReferencePrice } from "./omnibus.ts";
import { products, productScheduledSales } from "./schema.ts";
import type { Logger } from "../observability/index.ts";

export const saleFields = [
  "sale_retail_price_cents",
  "sale_wholesale_price_cents",
  "sale_starts_at",
  "sale_ends_at",
] as const;

type SaleChange = Partial<Record<(typeof saleFields)[number], number | string | null>>;

const noSale = {
  saleRetailPriceCents: null,
  saleWholesalePriceCents: null,
  saleStartedAt: null,
  saleReferencePriceCents: null,
  saleEndsAt: null,
} as const;

/**
 * Sets the sale of the locked product `before` as `change` names it (fields not named stay as
 * they are). No sale price: the sale ends now. A start after now: the sale waits in
 * `product_scheduled_sales` and the product is not on sale meanwhile. Otherwise the product is on
 * sale from now — or, when it already was, from the start it had — and its EU Omnibus reference
 * price is the lowest regular price of the 30 days before that start (catalogue/omnibus.ts).
 */
export async function applySale(tx: Tx, before: ProductRow, change: SaleChange): Promise<void> {
  const id = before.id;
  const [scheduled] = await tx
    .select()
    .from(productScheduledSales)
    .where(eq(productScheduledSales.productId, id));
  const pick = <T>(field: (typeof saleFields)[number], current: T): T | number | string | null =>
    change[field] === undefined ? current : (change[field] ?? null);
  const retail = pick(
    "sale_retail_price_cents",
    scheduled?.saleRetailPriceCents ?? before.saleRetailPriceCents,
  );
  const wholesale = pick(
    "sale_wholesale_price_cents",
    scheduled?.saleWholesalePriceCents ?? before.saleWholesalePriceCents,
  );
  const startsAt = pick("sale_starts_at", scheduled?.startsAt ?? before.saleStartedAt);
  const endsAt = pick("sale_ends_at", scheduled?.endsAt ?? before.saleEndsAt);
  if (retail === null && wholesale === null) {
    await tx.delete(productScheduledSales).where(eq(productScheduledSales.productId, id));
    await tx.update(products).set(noSale).where(eq(products.id, id));
    return;
  }
  if (typeof retail !== "number" || typeof wholesale !== "number")
    throw refuseFields({
      [retail === null ? "sale_retail_price_cents" : "sale_wholesale_price_cents"]: "sale_prices",
    });
  const now = Date.now();
  const start = startsAt === null ? now : new Date(startsAt).getTime();
  const end = endsAt === null ? null : new Date(endsAt).getTime();
  if (end !== null && end <= Math.max(start, now))
    throw refuseFields({ sale_ends_at: "date_order" });
  if (start > now) {
    await tx.update(products).set(noSale).where(eq(products.id, id));
    const values = {
      saleRetailPriceCents: retail,
      saleWholesalePriceCents: wholesale,
      startsAt: new Date(start),
      endsAt: end === null ? null : new Date(end),
    };
    await tx
      .insert(productScheduledSales)
      .values({ productId: id, ...values })
      .onConflictDoUpdate({ target: productScheduledSales.productId, set: values });
    return;
  }
  await tx.delete(productScheduledSales).where(eq(productScheduledSales.productId, id));
  const wasOnSale = before.saleRetailPriceCents !== null && before.saleStartedAt !== null;
  await tx
    .update(products)
    .set({
      saleRetailPriceCents: retail,
      saleWholesalePriceCents: wholesale,
      saleEndsAt: end === null ? null : new Date(end),
      ...(wasOnSale ? {} : { saleStartedAt: sql`now()`, saleReferencePriceCents: null }),
    })
    .where(eq(products.id, id));
  await refreshSaleReferencePrice(tx, id);
}

/**
 * Starts the scheduled sales whose time came (from their planned start, the Omnibus reference
 * computed for it) and ends the sales whose end passed, in one transaction; each product's
 * version moves (a staff change read before answers 409) and the products' trigger tells the
 * pages and feeds.
 */
export async function runSaleSchedule(db: Db): Promise<{ started: number; ended: number }> {
  return db.transaction(async (tx) => {
    const { rows: started } = await tx.execute<{ id: number }>(sql`
      with due as (
        delete from product_scheduled_sales where starts_at <= now() returning *
      )
      update products p set sale_retail_price_cents = due.sale_retail_price_cents,
        sale_wholesale_price_cents = due.sale_wholesale_price_cents,
        sale_started_at = due.starts_at, sale_ends_at = due.ends_at,
        sale_reference_price_cents = null, version = p.version + 1, updated_at = now()
      from due where p.id = due.product_id
      returning p.id`);
    for (const { id } of started) await refreshSaleReferencePrice(tx, id);
    const { rows: ended } = await tx.execute<{ id: number }>(sql`
      update products set sale_retail_price_cents = null, sale_wholesale_price_cents = null,
        sale_started_at = null, sale_reference_price_cents = null, sale_ends_at = null,
        version = version + 1, updated_at = now()
      where sale_ends_at <= now()
      returning id`);
    return { started: started.length, ended: ended.length };
  });
}

/** How often sales are started and ended. */
export const SALE_SCHEDULE_EVERY_MS = 60_000;

/** The sale schedule of every shop process (two at once change nothing twice: each row is taken once). */
export function saleScheduleJob(db: Db, log: Logger): PeriodicJob {
  return periodicJob(
    { module: "catalogue", what: "sale schedule", everyMs: SALE_SCHEDULE_EVERY_MS },
    async () => {
      // A read first: an idle shop's round writes nothing.
      const { rows } = await db.execute<{ due: boolean }>(sql`
        select exists (select from product_scheduled_sales where starts_at <= now())
          or exists (select from products where sale_ends_at <= now()) as due`);
      if (rows[0]?.due) await runSaleSchedule(db);
    },
    log,
  );
}
