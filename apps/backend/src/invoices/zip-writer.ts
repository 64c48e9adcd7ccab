// The staff's UBL export as a ZIP written as it goes, with fflate's streaming `Zip` (documented
// API: `new Zip(callback)`, `zip.add(new ZipDeflate(name))`, `file.push(bytes, true)`,
// `zip.end()`): each entry is compressed and handed on when it is added, so a period's thousands
// of e-invoices never sit in memory together; only the central directory's few bytes per entry
// wait for the end. fflate writes no ZIP64, so an archive holds at most 65,535 entries.

import { Zip, ZipDeflate } from "fflate";

/** The most entries an archive without ZIP64 can count. */
export const ZIP_MAX_ENTRIES = 0xffff;

/** A ZIP archive's bytes, entry by entry: each call answers the bytes written since the last. */
export function zipWriter() {
  const written: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else written.push(chunk);
  });
  const take = (): Buffer => {
    if (failed) throw failed;
    const bytes = Buffer.concat(written);
    written.length = 0;
    return bytes;
  };
  let entries = 0;
  return {
    async entry(name: string, content: Buffer, modified: Date): Promise<Buffer> {
      if (++entries > ZIP_MAX_ENTRIES)
        throw new Error("more entries than a ZIP without ZIP64 holds");
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = modified;
      zip.add(file);
      file.push(content, true);
      return take();
    },
    end(): Buffer {
      zip.end();
      return take();
    },
  };
}
