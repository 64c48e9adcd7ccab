import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { ConfigError } from "../config.ts";
import type { Db } from "./client.ts";
import { describeError } from "./describe-error.ts";
import { PreparingClient } from "./preparing-client.ts";

/**
 * Where visitors' catalogue and search reads go (decision 029): a PostgreSQL streaming replica
 * (DATABASE_REPLICA_URL), or the primary itself when there is none. Only reads that are the same
 * for every visitor may use it; what a customer is shown or charged reads the primary.
 */
export interface ReplicaReads {
  db: Db;
  pool: pg.Pool;
  /**
   * Raises the fence at every change `feed` reads: from then on a read goes to the replica only
   * once it has replayed the primary's write-ahead log up to where it was after that read, else
   * to the primary. Call it after the feed's first read (what it found then is covered too).
   */
  follow(feed: FollowedFeed): void;
}

/** What the fence needs of the change feed (changes/feed.ts): to hear of each change it reads. */
export interface FollowedFeed {
  subscribe(listener: () => void): () => void;
}

/** The primary's own pool: no replica, no fence. */
export function primaryReads(db: Db, pool: pg.Pool): ReplicaReads {
  return { db, pool, follow: () => {} };
}

/** A replica read failing for its connection sends reads to the primary for this long. */
const RESTING_MS = 10_000;

/**
 * Opens the pool of the replica at `url` after checking that it is a hot standby of `primary`'s
 * server (the same system identifier and database, and in recovery); a ConfigError names what is
 * wrong. Reads through it go to the primary while the replica lags behind the fence or fails.
 */
export async function openReplica(
  url: string,
  primary: pg.Pool,
  poolSize: number,
): Promise<ReplicaReads & { close(): Promise<void> }> {
  const fence = replicaFence(primary);
  const pool = new FencedPool(
    {
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: 5000,
      Client: PreparingClient,
    },
    fence,
    primary,
  );
  pool.on("error", () => {}); // an idle client's error is followed by a failed read, sent to the primary
  try {
    await assertStandbyOf(pool, primary);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  fence.raise();
  return {
    db: drizzle(pool),
    pool,
    follow: (feed) => {
      feed.subscribe(fence.raise);
      fence.raise();
    },
    close: () => pool.end(),
  };
}

type ServerIdentity = { system: string; started: string; database: string; standby: boolean };

// A standby made by pg_basebackup has its primary's system identifier; only the same server has
// also its start time.
const IDENTITY = `select system_identifier::text as system, pg_postmaster_start_time()::text as started,
  current_database() as database, pg_is_in_recovery() as standby from pg_control_system()`;

async function assertStandbyOf(replica: FencedPool, primary: pg.Pool): Promise<void> {
  let found: ServerIdentity | undefined;
  try {
    found = (await replica.identity()).rows[0];
  } catch (error) {
    throw new ConfigError(
      `DATABASE_REPLICA_URL: cannot connect to PostgreSQL (${describeError(error)})`,
    );
  }
  const own = (await primary.query<ServerIdentity>(IDENTITY)).rows[0];
  if (!found || !own)
    throw new ConfigError("DATABASE_REPLICA_URL: the server did not say who it is");
  if (!found.standby && found.system === own.system && found.started === own.started)
    throw new ConfigError(
      "DATABASE_REPLICA_URL points at the primary itself (DATABASE_URL's server): give a hot standby's address",
    );
  if (!found.standby)
    throw new ConfigError(
      found.system === own.system
        ? "DATABASE_REPLICA_URL is a copy of DATABASE_URL's server that is no longer a standby (pg_is_in_recovery() is false: promoted?)"
        : "DATABASE_REPLICA_URL is not a standby (pg_is_in_recovery() is false): give a hot standby of DATABASE_URL's server",
    );
  if (found.system !== own.system)
    throw new ConfigError(
      `DATABASE_REPLICA_URL is a standby of another server (system identifier ${found.system}, DATABASE_URL's is ${own.system})`,
    );
  if (found.database !== own.database)
    throw new ConfigError(
      `DATABASE_REPLICA_URL names the database ${found.database}, DATABASE_URL ${own.database}: name the same one`,
    );
}

type Fence = ReturnType<typeof replicaFence>;

/**
 * The write-ahead log position the replica must have replayed before a read may go to it: the
 * primary's insert position read after the change feed last read a change. A page the page cache
 * keeps is rendered after a read of the feed; with the fence, nothing that read announced can be
 * missing from it (a stale page would be kept until the next change of the same keys).
 */
function replicaFence(primary: pg.Pool, now: () => number = Date.now) {
  let required: Promise<bigint> = Promise.resolve(-1n);
  let raising = false;
  /** The highest replay position the replica has reported (it only grows). */
  let replayed = -1n;
  let asking: Promise<bigint> | undefined;
  let restingUntil = 0;

  /** Reads the primary's position after every caller in this turn (a feed read applies many changes at once). */
  function raise(): void {
    if (raising) return;
    raising = true;
    required = Promise.resolve().then(async () => {
      raising = false;
      const { rows } = await primary.query<{ lsn: string }>(
        "select pg_current_wal_insert_lsn()::text as lsn",
      );
      return lsnOf(rows[0]?.lsn ?? null);
    });
    required.catch(() => {}); // awaited by the next read, which then asks again
  }

  return {
    raise,
    /** Whether a read may go to the replica now: it has replayed up to the fence and is not resting. */
    async replicaReady(replica: FencedPool): Promise<boolean> {
      if (now() < restingUntil) return false;
      let need: bigint;
      try {
        need = await required;
      } catch {
        raise();
        return false;
      }
      if (replayed >= need) return true;
      // One question at a time, shared: an answer older than the caller is only lower (replay goes forward).
      asking ??= replica.replayPosition().finally(() => (asking = undefined));
      try {
        const position = await asking;
        if (position > replayed) replayed = position;
      } catch {
        restingUntil = now() + RESTING_MS;
        return false;
      }
      return replayed >= need;
    },
    /** After a read failed for its connection: the primary answers for a while. */
    rest(): void {
      restingUntil = now() + RESTING_MS;
    },
  };
}

/**
 * The replica's pool, whose queries go to the primary while the replica has not replayed up to the
 * fence, or fails. Only reads are sent through it (the public catalogue and search).
 */
class FencedPool extends pg.Pool {
  readonly #fence: Fence;
  readonly #primary: pg.Pool;

  constructor(config: pg.PoolConfig, fence: Fence, primary: pg.Pool) {
    super(config);
    this.#fence = fence;
    this.#primary = primary;
  }

  /** Promise forms only, as Drizzle calls it. */
  override query(...args: unknown[]): never {
    return this.#route(args) as never;
  }

  async #route(args: unknown[]): Promise<unknown> {
    const viaReplica = () => (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    const viaPrimary = () =>
      (this.#primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (!(await this.#fence.replicaReady(this))) return viaPrimary();
    try {
      return await viaReplica();
    } catch (error) {
      // The replica down, restarting or cancelling a read that conflicted with replay: the primary answers it.
      if (lostConnection(error)) this.#fence.rest();
      return viaPrimary();
    }
  }

  identity() {
    return super.query<ServerIdentity>(IDENTITY);
  }

  async replayPosition(): Promise<bigint> {
    const { rows } = await super.query<{ lsn: string | null }>(
      "select pg_last_wal_replay_lsn()::text as lsn",
    );
    // Null on a server that never replayed: never caught up.
    return lsnOf(rows[0]?.lsn ?? null);
  }
}

/** `16/B374D848` as a number; -1 for none. */
function lsnOf(text: string | null): bigint {
  const [high, low] = text?.split("/") ?? [];
  if (high === undefined || low === undefined) return -1n;
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** No SQLSTATE (the socket's own error), or class 08 (connection) or 57 (the server stopping or starting). */
function lostConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith("08") || code.startsWith("57");
}
