// A ZIP archive written as it goes (PKWARE APPNOTE 6.3, no ZIP64): each entry's bytes are
// deflated whole, so its local header carries the CRC and sizes and no data descriptor is needed;
// only the few bytes of each entry's central-directory record are kept until the end. Written
// here with node:zlib because the back end has no ZIP writer among its dependencies (exceljs's
// archiver and jszip are not ours to import), and the staff's UBL export must stream: a period's
// thousands of e-invoices never sit in memory together.

import { promisify } from "node:util";
import { crc32, deflateRaw } from "node:zlib";

const deflate = promisify(deflateRaw);

/** The most entries an archive without ZIP64 can count. */
export const ZIP_MAX_ENTRIES = 0xffff;

interface CentralRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** MS-DOS time and date of an instant, in UTC (ZIP has no time zone). */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** Bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** Writes entries one after another; each call answers the bytes to send next. */
export function zipWriter() {
  const records: CentralRecord[] = [];
  let offset = 0;

  return {
    /** One file: its local header and deflated bytes. */
    async entry(name: string, content: Buffer, modified: Date): Promise<Buffer> {
      if (records.length >= ZIP_MAX_ENTRIES) throw new Error("too many ZIP entries");
      const nameBytes = Buffer.from(name, "utf8");
      const data = await deflate(content);
      const { time, date } = dosTime(modified);
      const record: CentralRecord = {
        name: nameBytes,
        crc: crc32(content),
        compressed: data.length,
        size: content.length,
        offset,
        time,
        date,
      };
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(UTF8_NAMES, 6);
      header.writeUInt16LE(DEFLATE, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt32LE(record.crc, 14);
      header.writeUInt32LE(record.compressed, 18);
      header.writeUInt32LE(record.size, 22);
      header.writeUInt16LE(nameBytes.length, 26);
      header.writeUInt16LE(0, 28);
      records.push(record);
      const bytes = Buffer.concat([header, nameBytes, data]);
      offset += bytes.length;
      return bytes;
    },

    /** The central directory and its end record: the archive's last bytes. */
    end(): Buffer {
      const parts: Buffer[] = [];
      let size = 0;
      for (const record of records) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_NAMES, 8);
        header.writeUInt16LE(DEFLATE, 10);
        header.writeUInt16LE(record.time, 12);
        header.writeUInt16LE(record.date, 14);
        header.writeUInt32LE(record.crc, 16);
        header.writeUInt32LE(record.compressed, 20);
        header.writeUInt32LE(record.size, 24);
        header.writeUInt16LE(record.name.length, 28);
        // Extra field, comment, disk number, internal attributes: none.
        header.writeUInt32LE(0, 38);
        header.writeUInt32LE(record.offset, 42);
        parts.push(header, record.name);
        size += header.length + record.name.length;
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(records.length, 8);
      end.writeUInt16LE(records.length, 10);
      end.writeUInt32LE(size, 12);
      end.writeUInt32LE(offset, 16);
      parts.push(end);
      return Buffer.concat(parts);
    },
  };
}
