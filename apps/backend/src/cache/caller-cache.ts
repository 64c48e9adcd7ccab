import { recentMap } from "./recent-map.ts";

interface Remembered<Caller> {
  caller: Caller;
  /** When the session itself ends, by the service's clock. */
  sessionExpiresAt: number;
  /** When the token expires, by the wall clock (as a signature check reads it). */
  tokenExpiresAt: number;
}

/**
 * Callers recently authenticated, by token, so a burst of requests (a customer adding to the cart
 * and reading it, a member of staff paging a list) does not read the session each time. `ownerOf`
 * names the account a caller is (a customer, a member of staff): the owning service forgets an
 * account's entries the moment it revokes a session or changes the account; a change made by
 * another process shows after at most `ttlMs`, which is why processes sharing a database server
 * keep none (app.ts).
 */
export function callerCache<Caller>(
  ttlMs: number,
  maxEntries: number,
  ownerOf: (caller: Caller) => number,
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
      tokenExpiresAt: number = Number.POSITIVE_INFINITY,
    ) {
      entries.set(token, { caller, sessionExpiresAt, tokenExpiresAt }, at);
    },
    /** Forgets every token of one account (a customer's user id, a staff member's id). */
    forgetOwner(ownerId: number) {
      entries.deleteWhere((entry) => ownerOf(entry.caller) === ownerId);
    },
  };
}
