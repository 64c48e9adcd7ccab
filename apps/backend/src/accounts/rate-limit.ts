/** How many attempts a key may make in a window. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Count one attempt; `retryAfter` (seconds) is set when the key is over its limit. */
  hit(key: string, limit: Limit, now?: number): { allowed: boolean; retryAfter: number };
  /** Would one more attempt be refused? (Does not count.) */
  blocked(key: string, limit: Limit, now?: number): number;
}

/**
 * Fixed-window counters in this process's memory. One shop process serves the shop; several
 * processes would each count on their own (a shared store is then needed — see docs/accounts.md).
 */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = 0;

  function current(key: string, limit: Limit, now: number) {
    if (now - sweptAt > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      sweptAt = now;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      windows.set(key, window);
    }
    return window;
  }

  return {
    hit(key, limit, now = Date.now()) {
      const window = current(key, limit, now);
      window.count += 1;
      const allowed = window.count <= limit.max;
      return {
        allowed,
        retryAfter: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    blocked(key, limit, now = Date.now()) {
      // Only read: asking about a key that has no attempts keeps nothing in memory.
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return 0;
      return window.count >= limit.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
  };
}
