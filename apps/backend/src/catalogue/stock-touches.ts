// An order's stock decrement leaves `products.updated_at` alone: that column is indexed (the B2B
// feeds' `since` and ETag read it), and changing an indexed column makes the update write every one of
// the indexes of `products` for every line, on the database's one thread when it is PGlite. The placing statement queues the products in `product_touches` instead, and
// this job moves their `updated_at` once a second, however many orders took from them.
// The page cache and the feeds' kept ranges hear of the stock change at once (the products trigger
// fires on the decrement); a feed's `since` and ETag show it within about a second (docs/feeds.md).

import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { Logger } from "../observability/index.ts";

/** How often the queued products' `updated_at` is moved. */
export const STOCK_TOUCH_EVERY_MS = 1_000;

/**
 * Products touched by one statement. Each costs a new entry in every index of `products`: many
 * products in one statement would hold the embedded database's one thread for several placings'
 * worth of time. Between statements of 16 the placings waiting on that thread go first.
 */
const TOUCHED_AT_ONCE = 16;
/** Products moved by one round at most (a few hundred milliseconds of the database's time); the rest wait for the next. */
const TOUCHED_IN_A_ROUND = 2_000;

/**
 * Moves the `updated_at` of the products queued by orders to now (never back) and takes them off the
 * queue, a few products a statement. The products are locked first, in id order, skipping any a
 * placing holds (it queues its products after locking them: waiting here for one while holding its
 * queue row would be a deadlock); those are moved at the next round.
 */
export async function touchOrderedProducts(db: Pick<Db, "execute">): Promise<void> {
  // A read first: an idle shop's round writes nothing (on PGlite a transaction that writes makes the
  // change feed read the catalogue's changes again). The round moves the products queued now; those
  // queued while it runs wait for the next one.
  const { rows } = await db.execute<{ product_id: number }>(
    sql`select product_id from product_touches order by product_id limit ${TOUCHED_IN_A_ROUND}`,
  );
  const queued = rows.map((row) => row.product_id);
  for (let from = 0; from < queued.length; from += TOUCHED_AT_ONCE) {
    const some = sql.param(queued.slice(from, from + TOUCHED_AT_ONCE));
    await db.execute(sql`
      with due as materialized (
        select id from products where id = any(${some}::int[]) order by id for update skip locked
      ), touched as (
        update products set updated_at = greatest(updated_at, now())
        where id in (select id from due)
        returning id
      )
      delete from product_touches t
      where t.product_id = any(${some}::int[])
        and (t.product_id in (select id from touched) or not exists (select from products p where p.id = t.product_id))`);
  }
}

/** The job of every shop process (any number at once: each queued product is taken by one of them). */
export function stockTouchesJob(
  db: Pick<Db, "execute">,
  log: Logger,
  everyMs = STOCK_TOUCH_EVERY_MS,
): PeriodicJob {
  return periodicJob(
    { module: "orders", what: "stock touch", everyMs },
    () => touchOrderedProducts(db),
    log,
  );
}
