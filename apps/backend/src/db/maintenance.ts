import type { Database } from "./client.ts";
import { type PeriodicJob, periodicJob } from "./periodic-job.ts";
import type { Logger } from "../observability/index.ts";

/**
 * Tables whose rows change all day. The search word list is small and read by every suggestion;
 * re-indexed products rewrite the samples of their words (and migration 0012 wrote every one).
 * Every order changes its products' stock and then their `updated_at` (the stock-touch job, through
 * the `product_touches` queue), and the catalogue's change notes are purged daily: without a vacuum,
 * a benchmark's database had grown `products` from 250 MB to 1 GB and the 80-row queue to 94 pages.
 * A vacuum reads only the pages changed since the last one (the visibility map).
 */
const BUSY_TABLES = [
  "cart_lines",
  "wishlist_items",
  "sessions",
  "account_links",
  "outbox_mails",
  "search_words",
  "products",
  "product_touches",
  "catalogue_changes",
];
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * Embedded PGlite runs no autovacuum: without this, every updated cart line would leave its
 * old version behind for good, and reads would slow down as the tables swell. Vacuums (and
 * re-analyses) the busy tables at start and then regularly; a PostgreSQL server does this itself.
 */
export function embeddedMaintenance(
  database: Database,
  log: Logger,
  everyMs = MAINTENANCE_EVERY_MS,
): PeriodicJob {
  const job = periodicJob(
    { module: "db", what: "vacuum", everyMs },
    async () => {
      await database.pool.query(`vacuum (analyze) ${BUSY_TABLES.join(", ")}`);
    },
    log,
  );
  // A PostgreSQL server vacuums by itself: there a round is only ever run by hand.
  return {
    ...job,
    start() {
      if (database.kind === "pglite") job.start();
    },
  };
}
