/**
 * Values kept by key for a short time (by the caller's clock), the oldest dropped first when
 * full. Nothing loads or refreshes itself: the owner sets, reads and forgets.
 */
export function recentMap<K, V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key: K, at: number): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > at) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: K, value: V, at: number): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      // A Map keeps insertion order: the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, until: at + ttlMs });
    },
    delete(key: K): void {
      entries.delete(key);
    },
    deleteWhere(test: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },
  };
}
