import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import type { Database } from "./client.ts";
import { jobLock } from "./job-lock.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
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
    // Two processes' locks: each round takes its own connection, so its own session.
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
