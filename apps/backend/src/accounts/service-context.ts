import { eq } from "drizzle-orm";
import { callerCache } from "../cache/caller-cache.ts";
import type { Db } from "../db/client.ts";
import { type Limit, rateLimiter } from "../limits/rate-limit.ts";
import { defaultAuthLimits, failedLogins, TooManyRequests } from "./attempt-limits.ts";
import { users } from "./schema.ts";
import type { AccountsOptions, Caller } from "./service.ts";
import type { UserRow } from "./user.ts";

/** A caller is remembered this long; another process's revocation shows after at most this. */
const CALLER_CACHE_MS = 10_000;
const CALLER_CACHE_ENTRIES = 10_000;

/** A Drizzle handle or a transaction. */
export type Executor = Pick<Db, "select" | "insert" | "update">;

/**
 * What every part of the account service shares: the database and the options, the clock, the
 * attempt limits, the callers remembered, and the wake-up of the mail worker.
 */
export function accountsContext(db: Db, options: AccountsOptions) {
  const limits = { ...defaultAuthLimits, ...options.limits };
  const limiter = options.rateLimiter ?? rateLimiter(db);
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});
  const callers = callerCache<Caller>(
    options.callerCacheMs ?? CALLER_CACHE_MS,
    CALLER_CACHE_ENTRIES,
    (caller) => caller.user.id,
  );
  const loginFailures = failedLogins(limiter, limits, () => now().getTime());

  async function limit(key: string, rule: Limit): Promise<void> {
    const { allowed, retryAfter } = await limiter.hit(key, rule, now().getTime());
    if (!allowed) throw new TooManyRequests(retryAfter);
  }

  async function userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  return {
    db,
    options,
    limits,
    limiter,
    now,
    mailQueued,
    callers,
    loginFailures,
    limit,
    userByEmail,
  };
}

export type AccountsContext = ReturnType<typeof accountsContext>;
