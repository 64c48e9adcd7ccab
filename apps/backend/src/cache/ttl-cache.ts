/**
 * A small in-process cache of promised values that may be a little stale.
 * An expired entry is still answered at once while one refresh runs in the
 * background (stale-while-revalidate); a failed load is forgotten, never cached. A refresh that
 * began before `clear()` is not kept: it may have read what the clear was for.
 */
export function ttlCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, { at: number; value: Promise<T>; refreshing: boolean }>();
  let generation = 0;

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    const value = loader();
    entries.delete(key);
    entries.set(key, { at: now(), value, refreshing: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }

  return {
    /** The kept value, or a new one; `fresh` (a client's `Cache-Control: no-cache`) always loads anew and keeps that. */
    get(key: string, loader: () => Promise<T>, fresh = false): Promise<T> {
      const entry = entries.get(key);
      if (!entry || fresh) return load(key, loader);
      if (now() - entry.at > ttlMs && !entry.refreshing) {
        entry.refreshing = true;
        const fresh = loader();
        const began = generation;
        fresh.then(
          () => {
            if (began === generation)
              entries.set(key, { at: now(), value: fresh, refreshing: false });
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.value;
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}
