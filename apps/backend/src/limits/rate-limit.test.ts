import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { purgeLimits } from "./purge.ts";
import { rateLimiter } from "./rate-limit.ts";
import { rateLimitWindows, spentChallenges as spentTable } from "./schema.ts";
import { spentChallenges } from "./spent-challenges.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function windowOf(key: string) {
  const [row] = await database.db
    .select()
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, key));
  return row;
}

const start = Date.UTC(2026, 10, 25, 9, 0, 0);
const limit = { max: 3, windowSeconds: 60 };

describe(`rate limits in the database, on ${testDatabaseKind}`, () => {
  it("counts attempts in a fixed window, refuses past the limit with Retry-After, and opens a new window when it closes", async () => {
    const limiter = rateLimiter(database.db);
    expect(await limiter.blocked("t:window", limit, start)).toBe(0);
    for (let i = 0; i < limit.max; i++)
      expect(await limiter.hit("t:window", limit, start + i * 1000)).toEqual({
        allowed: true,
        retryAfter: 0,
      });
    expect(await limiter.blocked("t:window", limit, start + 10_000)).toBe(50);
    expect(await limiter.hit("t:window", limit, start + 10_000)).toEqual({
      allowed: false,
      retryAfter: 50,
    });
    expect(await limiter.hit("t:window", limit, start + 59_500)).toEqual({
      allowed: false,
      retryAfter: 1,
    });
    // The window closes 60 s after its first attempt, not after the last.
    expect(await limiter.blocked("t:window", limit, start + 60_000)).toBe(0);
    expect(await limiter.hit("t:window", limit, start + 60_000)).toEqual({
      allowed: true,
      retryAfter: 0,
    });
    expect(await limiter.blocked("t:window", limit, start + 60_000)).toBe(0);
    // Another key counts apart; asking about a key writes nothing.
    expect(await limiter.hit("t:other", limit, start + 10_000)).toMatchObject({ allowed: true });
    expect(await limiter.blocked("t:never", limit, start)).toBe(0);
    expect(await windowOf("t:never")).toBeUndefined();
  });

  it("counts every one of many hits at once exactly once (one statement per hit)", async () => {
    const many = { max: 10, windowSeconds: 60 };
    const limiters = [rateLimiter(database.db), rateLimiter(database.db)];
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limiters[i % 2]?.hit("t:burst", many, start)),
    );
    expect(hits.filter((hit) => hit?.allowed)).toHaveLength(many.max);
    expect((await windowOf("t:burst"))?.count).toBe(40);
  });

  it("counts in a transaction with it: an attempt rolled back is not counted", async () => {
    const limiter = rateLimiter(database.db);
    await database.db
      .transaction(async (tx) => {
        expect(await limiter.within(tx).hit("t:tx", limit, start)).toMatchObject({
          allowed: true,
        });
        throw new Error("rolled back");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await limiter.within(tx).hit("t:tx", { max: 1, windowSeconds: 60 }, start);
    });
    expect(await limiter.blocked("t:tx", { max: 1, windowSeconds: 60 }, start)).toBe(60);
    expect(await limiter.blocked("t:tx", { max: 2, windowSeconds: 60 }, start)).toBe(0);
  });
});

describe(`spent challenges in the database, on ${testDatabaseKind}`, () => {
  it("lets one claim of a challenge win, whoever asks at once", async () => {
    const [one, other] = [spentChallenges(database.db), spentChallenges(database.db)];
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? one : other).claim("c-1", start + 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await one.claim("c-2", start + 60_000)).toBe(true);
  });
});

describe(`the limits' purge, on ${testDatabaseKind}`, () => {
  it("deletes closed windows and expired challenges and keeps the rest", async () => {
    const purgeAt = start + 10 * 60_000;
    const limiter = rateLimiter(database.db);
    await limiter.hit("t:purge-closed", limit, purgeAt - 60_000);
    await limiter.hit("t:purge-open", limit, purgeAt - 30_000);
    const spent = spentChallenges(database.db);
    await spent.claim("c-purge-expired", purgeAt - 1);
    await spent.claim("c-purge-kept", purgeAt + 1);

    expect(await purgeLimits(database.db, new Date(purgeAt))).toBeGreaterThanOrEqual(2);
    const keys = (await database.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys).toContain("t:purge-open");
    expect(keys).not.toContain("t:purge-closed");
    const ids = (await database.db.select().from(spentTable)).map((row) => row.id);
    expect(ids).toContain("c-purge-kept");
    expect(ids).not.toContain("c-purge-expired");
    // A challenge purged after it expired is refused by its signature check, not by this table.
  });
});
