import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVERYTHING } from "../changes/feed.ts";

/** The private folders of kept batches: `dukan-feed-batches-<pid>-<random>`. */
const FOLDER_PREFIX = "dukan-feed-batches-";

/**
 * Removes the folders of processes no longer running: one that did not exit on its own (killed, or
 * a test worker ended) leaves its folder behind, and a shop's can hold a gigabyte.
 */
function sweepFolders(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^dukan-feed-batches-(\d+)-/.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isInteger(pid) || pid === process.pid || running(pid)) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What a buyer's price is computed from, per record: brand, category, retail, sale retail, wholesale, sale wholesale (-1: none). */
export const PRICE_FIELDS = 6;

/**
 * A batch of the whole products feed as written, but for the buyer's own fields: its records' bytes
 * one after another, where each record's part before those fields and after them ends, and each
 * record's product id and the prices the buyer's fields are computed from.
 */
export interface CachedBatch {
  bytes: Buffer;
  /** Two offsets a record: the end of its part before the buyer's fields, and the end of its part after. */
  ends: Uint32Array;
  ids: Int32Array;
  /** `PRICE_FIELDS` numbers a record. */
  prices: Int32Array;
}

interface Entry {
  /** The slot's count of changes when the batch was read from the database. */
  dirtyAt: number;
  file: string;
  size: number;
  ends: Uint32Array;
  ids: Int32Array;
  prices: Int32Array;
}

/** A range of product ids, `after` < id ≤ `last` (the last slot reaches to the end: `last` is Infinity). */
export interface BatchSlot {
  readonly after: number;
  last: number;
  /** Changes learned that touched a product of the range: a batch written before one is not used. */
  dirty: number;
  entries: Map<string, Entry>;
}

/** What a batch being written is checked against when it is kept: no change of its range learned meanwhile. */
export interface KeepToken {
  dirty: number | null;
  learned: number;
}

/**
 * The whole products feed's batches, kept on disk (docs/feeds.md). A buyer's whole feed is the
 * same records as every other buyer's but for their price, so each batch of about a thousand
 * products is written once per change of one of them, into a file, and read back (from the page
 * cache, not the process's memory) for every whole feed after. The committed changes of the
 * catalogue (`touch`, from the change feed of the page cache) mark the slots they touch; a change
 * of a category or a brand (`*`) marks them all. In memory: where each record ends, its product and
 * prices. Files live in a private temporary folder of the process, removed when it exits (or, when
 * it was killed, by the next process that makes one).
 */
export function batchCache(options: { maxBytes: number; dir?: string }) {
  let folder: string | undefined = options.dir;
  const folderOf = () => {
    if (folder === undefined) {
      sweepFolders();
      const made = mkdtempSync(join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
      process.once("exit", () => rmSync(made, { recursive: true, force: true }));
      folder = made;
    }
    return folder;
  };
  /** Consecutive ranges from product 0 on, the last reaching to the end. */
  const slots: BatchSlot[] = [];
  const byStart = new Map<number, BatchSlot>();
  /** Changes of products learned, all slots together (a range not yet a slot cannot be marked). */
  let learned = 0;
  let bytes = 0;
  let files = 0;
  /** The entries kept, oldest first, to drop when over the bound. */
  const order: Array<{ slot: BatchSlot; format: string; entry: Entry }> = [];

  const drop = (entry: Entry) => {
    bytes -= entry.size;
    // A reader that has not opened it yet reads the batch from the database instead.
    unlink(entry.file).catch(() => {});
  };
  const slotOf = (id: number) => {
    let low = 0;
    let high = slots.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const slot = slots[middle] as BatchSlot;
      if (id <= slot.after) high = middle - 1;
      else if (id > slot.last) low = middle + 1;
      else return slot;
    }
    return undefined;
  };

  return {
    /** Marks the slots a committed change touched (its keys, as the change feed hands them on). */
    touch(keys: readonly string[]): void {
      for (const key of keys) {
        if (key === EVERYTHING) {
          learned += 1;
          for (const slot of slots) slot.dirty += 1;
        } else if (key.startsWith("product:")) {
          learned += 1;
          const slot = slotOf(Number(key.slice("product:".length)));
          if (slot) slot.dirty += 1;
        }
      }
    },

    /** The slot starting after product `after`, if there is one. */
    slotAt(after: number): BatchSlot | undefined {
      return byStart.get(after);
    },

    /** What a batch about to be read for `slot` (or for a range not yet a slot) is kept against. */
    token(slot: BatchSlot | undefined): KeepToken {
      return { dirty: slot ? slot.dirty : null, learned };
    },

    /** The slot's batch for a format, if it was written after the last change of its range. */
    async read(slot: BatchSlot, format: string): Promise<CachedBatch | null> {
      const entry = slot.entries.get(format);
      if (!entry || entry.dirtyAt !== slot.dirty) return null;
      try {
        return {
          bytes: await readFile(entry.file),
          ends: entry.ends,
          ids: entry.ids,
          prices: entry.prices,
        };
      } catch {
        return null;
      }
    },

    /**
     * The slot for the range (`after`, `last`] just read: the one there, the end slot cut at `last`
     * (a new end slot after it), or a new slot after the last one. None when the range does not fit
     * the slots (read while another reader cut them otherwise): the batch is then sent, not kept.
     */
    place(after: number, last: number): BatchSlot | null {
      const there = byStart.get(after);
      if (there) {
        if (there.last === last) return there;
        if (there.last !== Number.POSITIVE_INFINITY || last === Number.POSITIVE_INFINITY)
          return null;
        there.last = last;
        const end: BatchSlot = {
          after: last,
          last: Number.POSITIVE_INFINITY,
          dirty: 0,
          entries: new Map(),
        };
        slots.splice(slots.indexOf(there) + 1, 0, end);
        byStart.set(last, end);
        return there;
      }
      const tail = slots.at(-1);
      if ((tail?.last ?? 0) !== after) return null;
      const slot: BatchSlot = { after, last, dirty: 0, entries: new Map() };
      slots.push(slot);
      byStart.set(after, slot);
      return slot;
    },

    /** Keeps a batch read for `slot` unless a change of its range was learned since `token` (then the next feed reads it anew). */
    async keep(
      slot: BatchSlot,
      format: string,
      token: KeepToken,
      batch: CachedBatch,
    ): Promise<void> {
      const current = () =>
        token.dirty === null ? token.learned === learned : token.dirty === slot.dirty;
      if (!current() || batch.bytes.length > options.maxBytes) return;
      const file = join(folderOf(), `${(files += 1)}.batch`);
      await writeFile(file, batch.bytes);
      if (!current() || !byStart.has(slot.after)) {
        unlink(file).catch(() => {});
        return;
      }
      const before = slot.entries.get(format);
      if (before) {
        const at = order.findIndex((o) => o.entry === before);
        if (at >= 0) order.splice(at, 1);
        drop(before);
      }
      const entry: Entry = {
        dirtyAt: slot.dirty,
        file,
        size: batch.bytes.length,
        ends: batch.ends,
        ids: batch.ids,
        prices: batch.prices,
      };
      slot.entries.set(format, entry);
      order.push({ slot, format, entry });
      bytes += entry.size;
      while (bytes > options.maxBytes) {
        const oldest = order.shift();
        if (!oldest) break;
        oldest.slot.entries.delete(oldest.format);
        drop(oldest.entry);
      }
    },

    get bytes(): number {
      return bytes;
    },
  };
}

export type BatchCache = ReturnType<typeof batchCache>;
