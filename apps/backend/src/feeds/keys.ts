import { randomBytes } from "node:crypto";
import type { FeedKey } from "@dukan/contract";
import { desc, eq, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { recentMap } from "../cache/recent-map.ts";
import { Refusal } from "../refusals/refusal.ts";
import { customerBlocked } from "../accounts/blocked.ts";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import { feedKeys, feedKeyUsage } from "./schema.ts";

/** A new key: `dkf_` and 32 random bytes, URL-safe (it travels in `?key=`). */
const newKey = () => `dkf_${randomBytes(32).toString("base64url")}`;

/** Days of use shown to the buyer. */
const USAGE_DAYS = 14;

/** Feed keys belong to legal entities only. */
export function requireCompany(user: UserRow): void {
  if (user.type !== "company") throw new Refusal("feed_key_not_for_persons");
}

export interface KeyHolder {
  keyId: number;
  userId: number;
  /** The staff blocked the customer: the key is refused (403 `account_blocked`) until they unblock. */
  blocked: boolean;
}

/**
 * Each legal entity's one feed key: created on first use, replaced on request (the old key stops
 * working at once: every feed request looks its key up). Uses are counted in memory and written
 * every few seconds (`flush`), so polling costs no write per request; the buyer's own page adds what
 * is not written yet.
 */
export function feedKeyStore(db: Db, options: { now?: () => Date; flushMs?: number } = {}) {
  const now = options.now ?? (() => new Date());
  const flushMs = options.flushMs ?? 5_000;
  /** Uses not written yet: key id → day → count, and the last use. */
  const pending = new Map<number, { days: Map<string, number>; last: Date }>();
  let timer: NodeJS.Timeout | undefined;
  /**
   * Keys looked up in the last second (a busy poller asks many times a second). A key replaced in this
   * process is forgotten at once; another process of the same shop stops taking it within the second.
   */
  const holders = recentMap<string, KeyHolder>(1_000, 10_000);

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const taken = [...pending];
    pending.clear();
    if (taken.length === 0) return;
    const rows = taken.flatMap(([keyId, use]) =>
      [...use.days].map(([day, requests]) => ({ keyId, day, requests })),
    );
    // A key replaced meanwhile is gone with its counts: the join leaves its rows out.
    await db.execute(sql`
      insert into feed_key_usage (key_id, day, requests)
      select u.key_id, u.day, u.requests
      from unnest(${sql.param(rows.map((r) => r.keyId))}::int[], ${sql.param(rows.map((r) => r.day))}::date[],
        ${sql.param(rows.map((r) => r.requests))}::int[]) as u(key_id, day, requests)
      join feed_keys k on k.id = u.key_id
      on conflict (key_id, day) do update set requests = feed_key_usage.requests + excluded.requests`);
    await db.execute(sql`
      update feed_keys k set last_used_at = greatest(k.last_used_at, u.last)
      from unnest(${sql.param(taken.map(([keyId]) => keyId))}::int[],
        ${sql.param(taken.map(([, use]) => use.last.toISOString()))}::timestamptz[]) as u(id, last)
      where k.id = u.id`);
  }

  async function current(user: UserRow) {
    const [row] = await db.select().from(feedKeys).where(eq(feedKeys.userId, user.id));
    if (row) return row;
    // Two first visits at once: one insert wins, both read its key.
    await db
      .insert(feedKeys)
      .values({ userId: user.id, key: newKey() })
      .onConflictDoNothing({ target: feedKeys.userId });
    const [made] = await db.select().from(feedKeys).where(eq(feedKeys.userId, user.id));
    if (!made) throw new Error(`no feed key for user ${user.id}`);
    return made;
  }

  async function answer(
    row: typeof feedKeys.$inferSelect,
  ): Promise<Omit<FeedKey, "feeds" | "requests_per_minute">> {
    const written = await db
      .select({ day: feedKeyUsage.day, requests: feedKeyUsage.requests })
      .from(feedKeyUsage)
      .where(eq(feedKeyUsage.keyId, row.id))
      .orderBy(desc(feedKeyUsage.day))
      .limit(USAGE_DAYS);
    const days = new Map(written.map((w) => [w.day, w.requests]));
    const unwritten = pending.get(row.id);
    for (const [day, requests] of unwritten?.days ?? [])
      days.set(day, (days.get(day) ?? 0) + requests);
    const lastUsed = [row.lastUsedAt, unwritten?.last]
      .filter((d): d is Date => d instanceof Date)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      key: row.key,
      created_at: row.createdAt.toISOString(),
      last_used_at: lastUsed ? lastUsed.toISOString() : null,
      usage: [...days]
        .sort(([a], [b]) => b.localeCompare(a))
        .slice(0, USAGE_DAYS)
        .map(([day, requests]) => ({ day, requests })),
    };
  }

  return {
    /** `GET /api/me/feed-key`: the legal entity's key, made on first use. */
    async keyOf(user: UserRow) {
      requireCompany(user);
      return answer(await current(user));
    },

    /** `POST /api/me/feed-key`: a new key; the old one (and its counts) is gone at once. */
    async replace(user: UserRow) {
      requireCompany(user);
      holders.deleteWhere((holder) => holder.userId === user.id);
      const [row] = await db.transaction(async (tx) => {
        await tx.delete(feedKeys).where(eq(feedKeys.userId, user.id));
        return tx.insert(feedKeys).values({ userId: user.id, key: newKey() }).returning();
      });
      if (!row) throw new Error("feed key insert returned no row");
      return answer(row);
    },

    /** The staff's view of a customer's key: when it was made and last used, or null when none is issued. */
    async stateOf(
      userId: number,
    ): Promise<{ createdAt: string; lastUsedAt: string | null } | null> {
      const [row] = await db.select().from(feedKeys).where(eq(feedKeys.userId, userId));
      if (!row) return null;
      const { created_at, last_used_at } = await answer(row);
      return { createdAt: created_at, lastUsedAt: last_used_at };
    },

    /** The staff revoke a customer's key: it stops working at once; the customer's next visit to /b2b makes a new one. */
    async revoke(tx: Pick<Db, "delete">, userId: number): Promise<boolean> {
      holders.deleteWhere((holder) => holder.userId === userId);
      const gone = await tx
        .delete(feedKeys)
        .where(eq(feedKeys.userId, userId))
        .returning({ id: feedKeys.id });
      return gone.length > 0;
    },

    /** The staff issue a customer a new key in `tx`; the old one stops working at once. */
    async regenerate(tx: Pick<Db, "delete" | "insert">, userId: number): Promise<void> {
      holders.deleteWhere((holder) => holder.userId === userId);
      await tx.delete(feedKeys).where(eq(feedKeys.userId, userId));
      await tx.insert(feedKeys).values({ userId, key: newKey() });
    },

    /** Whose key this is (a legal entity's), or null for a key that is unknown or was replaced. */
    async holderOf(key: string): Promise<KeyHolder | null> {
      if (!/^dkf_[A-Za-z0-9_-]{43}$/.test(key)) return null;
      const at = Date.now();
      const known = holders.get(key, at);
      if (known) return known;
      const [row] = await db
        .select({
          keyId: feedKeys.id,
          userId: feedKeys.userId,
          blocked: customerBlocked(feedKeys.userId),
        })
        .from(feedKeys)
        .where(eq(feedKeys.key, key));
      if (row) holders.set(key, row, at);
      return row ?? null;
    },

    /** The customer was blocked or unblocked: this process looks their key up again at its next use (others within the second). */
    forget(userId: number): void {
      holders.deleteWhere((holder) => holder.userId === userId);
    },

    /** Counts one use of a key (written within `flushMs`). */
    recordUse(keyId: number): void {
      const at = now();
      const day = zagrebIsoDay(at);
      const use = pending.get(keyId) ?? { days: new Map<string, number>(), last: at };
      use.days.set(day, (use.days.get(day) ?? 0) + 1);
      use.last = at;
      pending.set(keyId, use);
      if (!timer && flushMs > 0) {
        timer = setTimeout(() => void flush().catch(() => {}), flushMs);
        timer.unref();
      }
    },

    flush,
  };
}

export type FeedKeyStore = ReturnType<typeof feedKeyStore>;
