import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Limits (apps/backend/src/limits): the rate limits' counters and the spent proofs of work, in the
// database so every shop process (and machine) counts together and a restart forgets nothing.
// Both are small: rows past their time are purged every few minutes (limits/purge.ts), so neither
// has an index beside its primary key (each statement of a request reads or writes one key).
// ---------------------------------------------------------------------------

/**
 * One fixed window of a rate limit: `key` names what is counted (`login:ip:<address>`,
 * `feed:<key id>`, …), `count` the attempts since the window opened, `reset_at` when it closes.
 * A hit after `reset_at` opens a new window (limits/rate-limit.ts).
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** A proof of work's challenge already used, kept until it expires (after that its signature check refuses it). */
export const spentChallenges = pgTable("spent_challenges", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
