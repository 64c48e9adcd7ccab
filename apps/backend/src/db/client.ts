import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type BackendConfig, ConfigError } from "../config.ts";
import { describeError } from "./describe-error.ts";
import { controlFileOf, lockPgliteDir } from "./pglite-lock.ts";
import { PreparingClient } from "./preparing-client.ts";
import { openReplica, primaryReads, type ReplicaReads } from "./replica.ts";

/** Drizzle over the pool; `$client` is the pool itself, for the few hot queries written as plain SQL. */
export type Db = NodePgDatabase & { $client: pg.Pool };
/** A transaction of the shop's database, passed to other modules' functions so one change stays one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or a transaction: a module's exported function runs in whichever the caller has. */
export type Queryable = Pick<Db, "execute" | "select" | "insert" | "update" | "delete">;
export type DatabaseKind = "pglite" | "postgresql";

/** The one connection pool of the process and the Drizzle handle over it. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: DatabaseKind;
  /**
   * Where visitors' catalogue and search reads go: DATABASE_REPLICA_URL's hot standby behind its
   * fence (db/replica.ts, decision 029), or this database's own pool when none is configured.
   */
  replica: ReplicaReads;
  /**
   * PGlite only: a count the worker bumps after each transaction that wrote (PostgreSQL gave it a
   * transaction id), before its client hears of the commit. While it stands still nothing was committed (the change feed then
   * skips its query). A server has other writers: undefined.
   */
  writeEpoch?: () => number;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * PGlite only: a data directory archive (a tar file written by PGlite's `dumpDataDir`) that an
   * in-memory database starts from instead of an empty one — the tests' migrated copy.
   */
  pgliteArchive?: string;
}

export async function openDatabase(
  config: BackendConfig,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl !== undefined)
    return openPostgres(config.databaseUrl, config.poolSize, config.databaseReplicaUrl);
  if (config.databaseReplicaUrl !== undefined)
    throw new ConfigError(
      "DATABASE_REPLICA_URL needs DATABASE_URL (the embedded database has no standby)",
    );
  return openPglite(
    config.pgliteDir,
    config.poolSize,
    config.pgliteSharedBuffersMb,
    options.pgliteArchive,
  );
}

async function openPostgres(
  url: string,
  poolSize: number,
  replicaUrl: string | undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    Client: PreparingClient,
  });
  pool.on("error", () => {}); // an idle client's error is followed by a failed query, reported there
  // A client checked out between two statements (a transaction awaiting its caller) when the
  // server goes away emits its error on itself, not the pool: without a listener the process would
  // exit. The statement that then fails reports it.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(`DATABASE_URL: cannot connect to PostgreSQL (${describeError(error)})`);
  }
  if (replicaUrl === undefined) return wrap(pool, "postgresql", () => pool.end());
  const replica = await openReplica(replicaUrl, pool, poolSize).catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  return wrap(
    pool,
    "postgresql",
    async () => {
      await replica.close();
      await pool.end();
    },
    replica,
  );
}

async function openPglite(
  dataDir: string,
  poolSize: number,
  sharedBuffersMb = 32,
  archive?: string,
): Promise<Database> {
  const inMemory = dataDir.includes("://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockPgliteDir(dataDir);
  const workerPath = createRequire(import.meta.url).resolve("@dukan/backend/pglite-worker");
  const writeEpoch = new SharedArrayBuffer(4);
  const writes = new Int32Array(writeEpoch);
  // Room for twice the pool: a connection the pool has closed is counted until the worker, busy
  // with a statement, sees it close, and a new one coming meanwhile was turned away (a 500).
  const maxConnections = 2 * poolSize + 2;
  // The worker's Unix socket, named as libpq names a server's (`pg` connects to <host>/.s.PGSQL.<port>).
  const socketDir = mkdtempSync(join(tmpdir(), "dukan-pglite-"));
  const port = 5432;
  const socketPath = join(socketDir, `.s.PGSQL.${port}`);
  // The backup socket (db/backup-pglite.ts), named in `<dir>.control` beside the lock file.
  const controlSocketPath = inMemory ? undefined : join(socketDir, "control");
  const controlFile = controlFileOf(dataDir);
  const removeSocketDir = () => {
    rmSync(socketDir, { recursive: true, force: true });
    if (controlSocketPath) rmSync(controlFile, { force: true });
  };
  const worker = new Worker(workerPath, {
    workerData: {
      dataDir,
      socketPath,
      controlSocketPath,
      maxConnections,
      writeEpoch,
      sharedBuffersMb,
      archive,
    },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: WorkerMessage) => {
      if (message.type === "ready") resolve();
      else
        reject(
          new ConfigError(
            `PGLITE_DIR ${dataDir}: cannot open the embedded database (${message.type === "error" ? message.message : message.type})`,
          ),
        );
    });
  }).catch(async (error: unknown) => {
    unlock();
    await worker.terminate();
    removeSocketDir();
    throw error;
  });
  if (controlSocketPath) writeFileSync(controlFile, controlSocketPath);
  // Connections to the worker cost nothing kept open: none is closed for being idle (no churn).
  const pool = new pg.Pool({
    host: socketDir,
    port,
    user: "postgres",
    database: "postgres",
    max: poolSize,
    idleTimeoutMillis: 0,
    Client: PreparingClient,
  });
  pool.on("error", () => {});
  const database = wrap(pool, "pglite", async () => {
    await pool.end();
    const closed = new Promise<void>((resolve) => {
      worker.once("message", () => resolve());
      worker.once("exit", () => resolve());
    });
    worker.postMessage("close");
    await closed;
    await worker.terminate();
    removeSocketDir();
    unlock();
  });
  return { ...database, writeEpoch: () => Atomics.load(writes, 0) };
}

type WorkerMessage = { type: "ready" } | { type: "error"; message: string } | { type: "closed" };

function wrap(
  pool: pg.Pool,
  kind: DatabaseKind,
  close: () => Promise<void>,
  replica?: ReplicaReads,
): Database {
  let closing: Promise<void> | undefined;
  const db = drizzle(pool);
  return {
    db,
    pool,
    kind,
    replica: replica ?? primaryReads(db, pool),
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}
