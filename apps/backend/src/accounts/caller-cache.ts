import { recentMap } from "../cache/recent-map.ts";
import type { UserRow } from "./user.ts";

interface Remembered<Caller> {
  caller: Caller;
  /** When the session itself ends, by the accounts clock. */
  sessionExpiresAt: number;
  /** When the access token expires, by the wall clock (as the signature check reads it). */
  tokenExpiresAt: number;
}

/**
 * Callers recently authenticated, by access token, so a customer's requests in a burst (add to
 * cart, read the cart) do not each read the session. This process forgets a user's entries the
 * moment it revokes a session or changes the user; a change made by another process shows after
 * at most `ttlMs`.
 */
export function callerCache<Caller extends { user: Pick<UserRow, "id"> }>(
  ttlMs: number,
  maxEntries: number,
) {
  const entries = recentMap<string, Remembered<Caller>>(ttlMs, maxEntries);
  return {
    get(token: string, at: number): Caller | null {
      const entry = entries.get(token, at);
      if (!entry) return null;
      if (entry.sessionExpiresAt > at && entry.tokenExpiresAt > Date.now()) return entry.caller;
      entries.delete(token);
      return null;
    },
    remember(
      token: string,
      caller: Caller,
      at: number,
      sessionExpiresAt: number,
      tokenExpiresAt: number,
    ) {
      entries.set(token, { caller, sessionExpiresAt, tokenExpiresAt }, at);
    },
    forgetUser(userId: number) {
      entries.deleteWhere((entry) => entry.caller.user.id === userId);
    },
  };
}
