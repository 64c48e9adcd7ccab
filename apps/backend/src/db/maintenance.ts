import type { Database } from "./client.ts";
import { type PeriodicJob, periodicJob } from "./periodic-job.ts";

/**
 * Tables whose rows change all day; the catalogue changes rarely and is analysed when seeded.
 * The search word list is small and read by every suggestion; re-indexed products rewrite the
 * samples of their words (and migration 0012 wrote every one). A product's feed entries are written
 * again after each change of it (feeds/entries.ts).
 */
const BUSY_TABLES = ["cart_lines", "wishlist_items", "sessions", "account_links", "outbox_mails", "search_words", "feed_entries"];
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * Embedded PGlite runs no autovacuum: without this, every updated cart line would leave its
 * old version behind for good, and reads would slow down as the tables swell. Vacuums (and
 * re-analyses) the busy tables at start and then regularly; a PostgreSQL server does this itself.
 */
export function embeddedMaintenance(database: Database, log: (line: string) => void, everyMs = MAINTENANCE_EVERY_MS): PeriodicJob {
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
