import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitWindows } from "./schema.ts";

/** How many attempts a key may make in a window. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** One counted attempt: refused ones carry `retryAfter` (seconds until the window closes). */
export interface Hit {
  allowed: boolean;
  retryAfter: number;
}

export interface RateLimiter {
  /** Count one attempt; `retryAfter` (seconds) is set when the key is over its limit. */
  hit(key: string, limit: Limit, now?: number): Promise<Hit>;
  /** Seconds until one more attempt would be allowed; 0 when it would be now. (Does not count.) */
  blocked(key: string, limit: Limit, now?: number): Promise<number>;
  /**
   * The same counters, read and written in `tx`: a transaction under way must never wait on a
   * query sent over another connection (decision 002), and a rolled-back attempt is not counted.
   */
  within(tx: Executor): RateLimiter;
}

/** The database or a transaction. */
export type Executor = Pick<Db, "select" | "insert">;

const secondsUntil = (resetAt: Date, now: number) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));

/**
 * Fixed-window counters in `rate_limit_windows`, shared by every process on the database. A hit is
 * one statement (an upsert that opens a new window when the old one has closed), so concurrent
 * hits from any number of processes each count once; `blocked` reads one row by its key.
 * `now` is the caller's clock (tests move it); windows are compared in it, never in the database's.
 */
export function rateLimiter(db: Executor): RateLimiter {
  const w = rateLimitWindows;
  return {
    async hit(key, limit, now = Date.now()) {
      const at = new Date(now);
      const [row] = await db
        .insert(w)
        .values({ key, count: 1, resetAt: new Date(now + limit.windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: w.key,
          set: {
            count: sql`case when ${w.resetAt} <= ${at} then 1 else ${w.count} + 1 end`,
            resetAt: sql`case when ${w.resetAt} <= ${at} then excluded.reset_at else ${w.resetAt} end`,
          },
        })
        .returning({ count: w.count, resetAt: w.resetAt });
      const allowed = (row?.count ?? 1) <= limit.max;
      return { allowed, retryAfter: allowed || !row ? 0 : secondsUntil(row.resetAt, now) };
    },
    async blocked(key, limit, now = Date.now()) {
      const [row] = await db
        .select({ count: w.count, resetAt: w.resetAt })
        .from(w)
        .where(eq(w.key, key));
      if (!row || row.resetAt.getTime() <= now || row.count < limit.max) return 0;
      return secondsUntil(row.resetAt, now);
    },
    within: (tx) => rateLimiter(tx),
  };
}
