import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { Logger } from "../observability/index.ts";

/** SPEC.md §9: the data of an unsubscribed address is deleted 6 months after the last contact. */
export const KEPT_AFTER_LAST_CONTACT = "6 months";
export const PURGE_EVERY_MS = 24 * 60 * 60_000;

/**
 * Deletes the rows of addresses that left (or never confirmed) and have had no contact for 6
 * months. One statement, safe to run from several processes at once and to repeat: a row that
 * subscribes again in the meantime is pending or subscribed with a new last contact, and
 * PostgreSQL re-checks the condition on the row it would delete. Answers how many were deleted.
 */
export async function purgeFormerSubscribers(
  db: Pick<Db, "execute">,
  at: Date = new Date(),
): Promise<number> {
  const { rowCount } = await db.execute(sql`
    delete from newsletter_subscribers
    where status in ('unsubscribed', 'pending')
      and last_contact_at < ${at.toISOString()}::timestamptz - ${KEPT_AFTER_LAST_CONTACT}::interval`);
  return rowCount ?? 0;
}

/** The daily purge in the back-end process: at start and then every day; the timer never keeps the process alive. */
export function newsletterPurgeJob(
  db: Pick<Db, "execute">,
  log: Logger,
  everyMs = PURGE_EVERY_MS,
): PeriodicJob {
  return periodicJob(
    { module: "newsletter", what: "purge", everyMs },
    async (log) => {
      const deleted = await purgeFormerSubscribers(db);
      if (deleted > 0)
        log.info(`deleted ${deleted} former subscriber(s) 6 months after their last contact`);
    },
    log,
  );
}
