import type { Database } from "./client.ts";

/**
 * Runs a job's round unless another process is running the same job: `false` when it was skipped.
 * Several processes on one database then each start every job, and each round runs once.
 */
export type JobLock = (job: string, round: () => Promise<void>) => Promise<boolean>;

/**
 * A session-level advisory lock per job, on a connection held for the round, taken with
 * `pg_try_advisory_lock` (never waits: the process that has it runs the round, the others skip
 * it). The embedded database has one process, so its rounds simply run (and holding a connection
 * there would stall the others, decision 002).
 */
export function jobLock(database: Pick<Database, "kind" | "pool">): JobLock {
  if (database.kind === "pglite")
    return async (_job, round) => {
      await round();
      return true;
    };
  return async (job, round) => {
    const client = await database.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked",
        [`job:${job}`],
      );
      if (!rows[0]?.locked) return false;
      try {
        await round();
      } finally {
        try {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [`job:${job}`]);
        } catch (error) {
          // The lock is the session's: a connection that failed to unlock is not reused.
          broken = error instanceof Error ? error : new Error(String(error));
        }
      }
      return true;
    } finally {
      client.release(broken);
    }
  };
}
