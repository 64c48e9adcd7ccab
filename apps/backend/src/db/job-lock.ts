import pg from "pg";
import type { Database } from "./client.ts";

/**
 * Runs a job's round unless another process is running the same job: `false` when it was skipped.
 * Several processes on one database then each start every job, and each round runs once.
 */
export type JobLock = (job: string, round: () => Promise<void>) => Promise<boolean>;

export interface JobLocks {
  lock: JobLock;
  /** Ends the locks' connection (after the jobs have stopped). */
  close(): Promise<void>;
}

const LOCK = "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked";
const UNLOCK = "select pg_advisory_unlock(hashtextextended($1, 0))";

/**
 * Session-level advisory locks, one per job, taken with `pg_try_advisory_lock` (never waits: the
 * process that has it runs the round, the others skip it), all on one connection of their own —
 * never the pool's, which the rounds themselves need (holding a pool connection per running round
 * starved the pool when every job started at once). If that connection is lost, the server lets
 * its locks go and the next round opens a new one. The embedded database has one process, so its
 * rounds simply run.
 */
export function jobLocks(
  database: Pick<Database, "kind">,
  databaseUrl: string | undefined,
): JobLocks {
  if (database.kind === "pglite" || databaseUrl === undefined)
    return {
      lock: async (_job, round) => {
        await round();
        return true;
      },
      close: async () => {},
    };
  let session: Promise<pg.Client> | undefined;
  const connected = () =>
    (session ??= (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on("error", () => {
        session = undefined;
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      session = undefined;
      throw error;
    }));
  // One statement at a time on the connection (pg queues overlapping ones, but that is deprecated):
  // jobs starting together ask for their locks in turn.
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const next = previous.then(statement, statement);
    previous = next.catch(() => {});
    return next;
  };
  return {
    async lock(job, round) {
      const client = await connected();
      const key = `job:${job}`;
      const { rows } = await inTurn(() => client.query<{ locked: boolean }>(LOCK, [key]));
      if (!rows[0]?.locked) return false;
      try {
        await round();
      } finally {
        // A lost connection has let the lock go already.
        await inTurn(() => client.query(UNLOCK, [key])).catch(() => {});
      }
      return true;
    },
    async close() {
      const client = await session?.catch(() => undefined);
      session = undefined;
      await client?.end();
    },
  };
}
