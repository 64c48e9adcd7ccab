import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { Logger } from "../observability/index.ts";

/** Closed windows and expired challenges are deleted this often, so both tables stay small. */
export const LIMITS_PURGE_EVERY_MS = 10 * 60_000;

/**
 * Deletes closed rate-limit windows and expired spent challenges. Safe from several processes at
 * once: a window hit again in the meantime has a new `reset_at` and PostgreSQL re-checks the
 * condition on the row it would delete. Answers how many rows went.
 */
export async function purgeLimits(db: Pick<Db, "execute">, at: Date = new Date()): Promise<number> {
  const when = at.toISOString();
  const windows = await db.execute(
    sql`delete from rate_limit_windows where reset_at <= ${when}::timestamptz`,
  );
  const challenges = await db.execute(
    sql`delete from spent_challenges where expires_at <= ${when}::timestamptz`,
  );
  return (windows.rowCount ?? 0) + (challenges.rowCount ?? 0);
}

/** The purge in the back-end process: at start and then every 10 minutes; the timer never keeps the process alive. */
export function limitsPurgeJob(
  db: Pick<Db, "execute">,
  log: Logger,
  everyMs = LIMITS_PURGE_EVERY_MS,
): PeriodicJob {
  return periodicJob(
    { module: "limits", what: "purge", everyMs },
    async () => void (await purgeLimits(db)),
    log,
  );
}
