/** A record's bytes (UTF-8) but for the buyer's own fields, which go between `before` and `after`. */
export interface KeptRecord {
  before: Buffer;
  after: Buffer;
}

/**
 * Feed records as last written, but for the buyer's own fields (their price), kept by product row
 * version, as bytes ready to send: a `since` poll asks for the products changed lately, and every buyer polling asks for the
 * same ones, so each is written once per change instead of once per poll. Bounded by size; the record
 * used longest ago goes first.
 */
export function keptRecords(maxBytes: number) {
  const entries = new Map<string, KeptRecord>();
  let bytes = 0;
  const sizeOf = (record: KeptRecord) => record.before.length + record.after.length;
  return {
    get(key: string): KeptRecord | undefined {
      const record = entries.get(key);
      if (record) {
        // A Map keeps insertion order: the first key is the one used longest ago.
        entries.delete(key);
        entries.set(key, record);
      }
      return record;
    },
    set(key: string, record: KeptRecord): void {
      const size = sizeOf(record);
      if (size > maxBytes) return;
      const known = entries.get(key);
      if (known) {
        bytes -= sizeOf(known);
        entries.delete(key);
      }
      entries.set(key, record);
      bytes += size;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(value);
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
