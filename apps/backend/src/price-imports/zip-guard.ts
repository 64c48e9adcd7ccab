// An XLSX is a ZIP archive: before exceljs reads one, every entry is inflated here with a cap on
// what it may unpack to, so a ZIP bomb (a few kilobytes that unpack to gigabytes, whatever sizes its
// headers claim) is refused with a reason instead of filling the memory.

import { inflateRawSync } from "node:zlib";

/** What an XLSX may unpack to in all (a 100,000-row price list unpacks to ~40 MB). */
export const MAX_XLSX_UNPACKED_BYTES = 96 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

export class ZipRefused extends Error {
  constructor(readonly reason: "price_import_zip_bomb" | "price_import_unreadable") {
    super(reason);
  }
}

/** True when the bytes start as a ZIP archive does (`PK\3\4`). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Walks the archive's central directory and inflates every entry, refusing (`ZipRefused`) an
 * archive that unpacks to more than `limit` bytes in all, that has too many entries, or that is
 * not a ZIP this reads (ZIP64, encrypted, a method other than stored or deflated).
 */
export function checkZip(bytes: Uint8Array, limit = MAX_XLSX_UNPACKED_BYTES): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65_535); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused("price_import_unreadable");
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw new ZipRefused("price_import_zip_bomb");
  if (count === 0xffff || at === 0xffffffff) throw new ZipRefused("price_import_unreadable");
  let unpacked = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50)
      throw new ZipRefused("price_import_unreadable");
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new ZipRefused("price_import_unreadable");
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50)
      throw new ZipRefused("price_import_unreadable");
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + compressed);
    if (body.length !== compressed) throw new ZipRefused("price_import_unreadable");
    const room = limit - unpacked;
    if (method === 0) {
      unpacked += compressed;
    } else if (method === 8) {
      try {
        unpacked += inflateRawSync(body, { maxOutputLength: Math.max(1, room + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          throw new ZipRefused("price_import_zip_bomb");
        throw new ZipRefused("price_import_unreadable");
      }
    } else throw new ZipRefused("price_import_unreadable");
    if (unpacked > limit) throw new ZipRefused("price_import_zip_bomb");
  }
}
