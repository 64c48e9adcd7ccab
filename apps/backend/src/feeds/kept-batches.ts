import { mkdtempSync, rmSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A batch of the whole products feed as last written, but for the buyer's own fields: its records'
 * bytes one after another, and where each record's part before those fields and after them ends.
 */
export interface WrittenBatch {
  bytes: Buffer;
  /** Two offsets a record: the end of its part before the buyer's fields, and the end of its part after. */
  ends: Uint32Array;
}

interface Entry {
  /** The batch's products and their row versions, as `id:version,…`. */
  signature: string;
  file: string;
  ends: Uint32Array;
  size: number;
}

/**
 * The whole products feed's batches, kept on disk (docs/b2b-feeds.md): a buyer's whole feed is the
 * same records as every other buyer's but for their price, so each batch of a thousand products is
 * written once per change of one of them, into a file, and read back (from the page cache, not the
 * process's memory) for every feed after. In memory only where each record ends. Each format and
 * the category and brand names the records show (`names`) make a set of batches; a batch is known
 * by its first product; a file written for a batch replaces the one before. Files live in a private
 * temporary folder of the process, removed when it exits.
 */
export function keptBatches(options: { maxBytes: number; dir?: string }) {
  let folder: string | undefined = options.dir;
  const folderOf = () => {
    if (folder === undefined) {
      const made = mkdtempSync(join(tmpdir(), "dukan-feed-batches-"));
      process.once("exit", () => rmSync(made, { recursive: true, force: true }));
      folder = made;
    }
    return folder;
  };
  /** Per format: the names the batches were written with, and the batches by first product. */
  const sets = new Map<string, { names: string; batches: Map<number, Entry> }>();
  let bytes = 0;
  let written = 0;

  const drop = (entry: Entry) => {
    bytes -= entry.size;
    // A reader that has not opened it yet writes the batch anew.
    unlink(entry.file).catch(() => {});
  };
  const setOf = (format: string, names: string) => {
    const known = sets.get(format);
    if (known && known.names === names) return known.batches;
    for (const entry of known?.batches.values() ?? []) drop(entry);
    const batches = new Map<number, Entry>();
    sets.set(format, { names, batches });
    return batches;
  };

  return {
    /** The batch starting at product `first` if it was written for exactly these products and versions. */
    async read(format: string, names: string, first: number, signature: string): Promise<WrittenBatch | null> {
      const entry = setOf(format, names).get(first);
      if (!entry || entry.signature !== signature) return null;
      try {
        return { bytes: await readFile(entry.file), ends: entry.ends };
      } catch {
        return null;
      }
    },

    /** Keeps a batch just written (the file is written after; until then the batch is not kept). */
    async keep(format: string, names: string, first: number, signature: string, batch: WrittenBatch): Promise<void> {
      if (batch.bytes.length > options.maxBytes) return;
      const file = join(folderOf(), `${(written += 1)}.batch`);
      await writeFile(file, batch.bytes);
      const batches = setOf(format, names);
      const before = batches.get(first);
      if (before) drop(before);
      batches.set(first, { signature, file, ends: batch.ends, size: batch.bytes.length });
      bytes += batch.bytes.length;
      // Over the bound, the batches kept longest ago go first (a Map keeps insertion order).
      for (const [, set] of sets) {
        for (const [key, entry] of set.batches) {
          if (bytes <= options.maxBytes) return;
          if (entry.file === file) continue;
          set.batches.delete(key);
          drop(entry);
        }
      }
    },

    /** After a whole feed of a format: the batches it did not meet start at products no batch starts at now. */
    forgetOthers(format: string, names: string, met: ReadonlySet<number>): void {
      const batches = setOf(format, names);
      for (const [key, entry] of batches) {
        if (met.has(key)) continue;
        batches.delete(key);
        drop(entry);
      }
    },

    get bytes(): number {
      return bytes;
    },
  };
}

export type KeptBatches = ReturnType<typeof keptBatches>;
