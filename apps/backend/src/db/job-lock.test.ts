import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackendConfig } from "../config.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { type Database, openDatabase } from "./client.ts";
import { jobLocks } from "./job-lock.ts";

let database: Database;
let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let url: string | undefined;
const opened: Array<{ close(): Promise<void> }> = [];
/** One process's locks (each has its own connection, as each process has). */
const jobLock = (db: Database) => {
  const locks = jobLocks(db, url);
  opened.push(locks);
  return locks.lock;
};
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    created = await createTestDatabase(serverUrl);
    url = created.url;
  }
  database = await openDatabase({
    ...readBackendConfig({}),
    ...(url ? { databaseUrl: url } : { pgliteDir: "memory://" }),
    poolSize: 2,
  });
});
afterAll(async () => {
  for (const locks of opened) await locks.close();
  await database.close();
  await created?.drop();
});

/** A round that waits until the test lets it end. */
function heldRound() {
  let release!: () => void;
  let entered!: () => void;
  const ends = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  return {
    round: async () => {
      entered();
      await ends;
    },
    started,
    release,
  };
}

describe.skipIf(testDatabaseKind !== "postgresql")("a job's round on a PostgreSQL server", () => {
  it("runs in one process at a time: another skips it while it runs, and runs it after", async () => {
    // Two processes' locks: each on its own connection, so its own session.
    const inA = jobLock(database);
    const inB = jobLock(database);
    const held = heldRound();
    const first = inA("mail:reminders", held.round);
    await held.started;

    let ranInB = 0;
    expect(await inB("mail:reminders", async () => void (ranInB += 1))).toBe(false);
    expect(ranInB).toBe(0);
    // Another job is not held up by it.
    expect(await inB("changes:purge", async () => {})).toBe(true);

    held.release();
    expect(await first).toBe(true);
    expect(await inB("mail:reminders", async () => void (ranInB += 1))).toBe(true);
    expect(ranInB).toBe(1);
  });

  it("never takes the pool's connections: more rounds at once than the pool has run", async () => {
    const lock = jobLock(database);
    const rounds = Array.from({ length: 6 }, (_, n) =>
      lock(`pool:${n}`, async () => void (await database.pool.query("select pg_sleep(0.05)"))),
    );
    expect(await Promise.all(rounds)).toEqual([true, true, true, true, true, true]);
  });

  it("lets the job go when its round fails", async () => {
    const lock = jobLock(database);
    await expect(
      lock("orders:holds", async () => {
        throw new Error("round failed");
      }),
    ).rejects.toThrow("round failed");
    expect(await jobLock(database)("orders:holds", async () => {})).toBe(true);
  });
});

describe.skipIf(testDatabaseKind !== "pglite")("a job's round on the embedded database", () => {
  it("always runs: one process owns the database", async () => {
    const held = heldRound();
    const first = jobLock(database)("changes:purge", held.round);
    await held.started;
    let ran = false;
    const second = jobLock(database)("changes:purge", async () => void (ran = true));
    held.release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(ran).toBe(true);
  });
});
