/** A record's bytes (UTF-8) but for the buyer's own fields, which go between `before` and `after`. */
export interface KeptRecord {
  before: Buffer;
  after: Buffer;
}

/**
 * Feed records as last written, but for the buyer's own fields (their price), kept by product row
 * version, as bytes ready to send: a `since` poll asks for the products changed lately, and every buyer polling asks for the
 * same ones, so each is written once per change instead of once per poll. Bounded by size: the
 * oldest record goes first unless it was used since it came in (a second chance, so a read only
 * marks a record).
 */
export function keptRecords(maxBytes: number) {
  /** A Map keeps insertion order: the first key is the oldest in. A record used since is given a second round. */
  const entries = new Map<string, { record: KeptRecord; used: boolean }>();
  let bytes = 0;
  const sizeOf = (record: KeptRecord) => record.before.length + record.after.length;
  return {
    get(key: string): KeptRecord | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.used = true;
      return entry.record;
    },
    set(key: string, record: KeptRecord): void {
      const size = sizeOf(record);
      if (size > maxBytes) return;
      const known = entries.get(key);
      if (known) {
        bytes -= sizeOf(known.record);
        entries.delete(key);
      }
      entries.set(key, { record, used: false });
      bytes += size;
      // The oldest goes unless used since it came in or was last spared: then it goes to the back, unused.
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        if (entry.used && oldest !== key) {
          entry.used = false;
          entries.set(oldest, entry);
        } else {
          bytes -= sizeOf(entry.record);
        }
      }
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return bytes;
    },
  };
}

export type KeptRecords = ReturnType<typeof keptRecords>;
