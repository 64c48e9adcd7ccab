/** A record's bytes (UTF-8) but for the buyer's own fields, which go between `before` and `after`. */
export interface RecordTemplate {
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
export function recordCache(maxBytes: number) {
  interface Entry {
    prefix: string;
    id: number;
    version: string;
    record: RecordTemplate;
    used: boolean;
  }
  /** The entries of each product (one per format, and per version while an old one is still kept). */
  const byProduct = new Map<number, Entry[]>();
  /** Oldest first; a record used since it came in (or was last spared) is given a second round. */
  let queue: Entry[] = [];
  let oldest = 0;
  let bytes = 0;
  let size = 0;
  const sizeOf = (record: RecordTemplate) => record.before.length + record.after.length;
  const find = (prefix: string, id: number) => byProduct.get(id)?.find((e) => e.prefix === prefix);
  const forget = (entry: Entry) => {
    const rest = (byProduct.get(entry.id) ?? []).filter((e) => e !== entry);
    if (rest.length > 0) byProduct.set(entry.id, rest);
    else byProduct.delete(entry.id);
    bytes -= sizeOf(entry.record);
    size -= 1;
  };
  return {
    get(prefix: string, id: number, version: string): RecordTemplate | undefined {
      const entry = find(prefix, id);
      if (!entry || entry.version !== version) return undefined;
      entry.used = true;
      return entry.record;
    },
    /** Keeps a product's record for a prefix; the one kept before (another version) goes. */
    set(prefix: string, id: number, version: string, record: RecordTemplate): void {
      const recordSize = sizeOf(record);
      if (recordSize > maxBytes) return;
      const known = find(prefix, id);
      if (known) forget(known);
      const entry: Entry = { prefix, id, version, record, used: false };
      byProduct.set(id, [...(byProduct.get(id) ?? []), entry]);
      queue.push(entry);
      bytes += recordSize;
      size += 1;
      while (bytes > maxBytes && oldest < queue.length) {
        const first = queue[oldest++] as Entry;
        if (find(first.prefix, first.id) !== first) continue; // replaced or gone already
        if (first.used && first !== entry) {
          first.used = false;
          queue.push(first);
        } else {
          forget(first);
        }
      }
      // The queue's spent head is dropped now and then, so it never grows past twice the records.
      if (oldest > 1_000 && oldest * 2 > queue.length) {
        queue = queue.slice(oldest);
        oldest = 0;
      }
    },
    get size(): number {
      return size;
    },
    get bytes(): number {
      return bytes;
    },
  };
}

export type RecordCache = ReturnType<typeof recordCache>;
