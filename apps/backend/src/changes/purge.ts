import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { Logger } from "../observability/index.ts";

/** How long a change row is kept: every running process has read it long before (docs/page-cache.md). */
export const CHANGES_KEPT = "1 day";

/** Deletes change rows older than a day, hourly, from any number of processes at once. */
export function changesPurgeJob(
  db: Pick<Db, "execute">,
  log: Logger,
  everyMs = 60 * 60_000,
): PeriodicJob {
  return periodicJob(
    { module: "changes", what: "purge", everyMs },
    async () => {
      await db.execute(
        sql`delete from catalogue_changes where changed_at < now() - ${CHANGES_KEPT}::interval`,
      );
    },
    log,
  );
}
