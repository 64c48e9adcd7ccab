import type { Database } from "./client.ts";

/**
 * Tables whose rows change all day; the catalogue changes rarely and is analysed when seeded.
 * The search word list is small and read by every suggestion; re-indexed products rewrite the
 * samples of their words (and migration 0012 wrote every one).
 */
const BUSY_TABLES = ["cart_lines", "wishlist_items", "sessions", "account_links", "outbox_mails", "search_words"];
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * Embedded PGlite runs no autovacuum: without this, every updated cart line would leave its
 * old version behind for good, and reads would slow down as the tables swell. Vacuums (and
 * re-analyses) the busy tables at start and then regularly; a PostgreSQL server does this itself.
 */
export function embeddedMaintenance(database: Database, log: (line: string) => void, everyMs = MAINTENANCE_EVERY_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= database.pool
      .query(`vacuum (analyze) ${BUSY_TABLES.join(", ")}`)
      .then(
        () => {},
        (error: unknown) => log(`[db] vacuum failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start() {
      if (database.kind !== "pglite" || timer) return;
      void round();
      timer = setInterval(round, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    round,
  };
}
