// Tests and the benchmark only: ERP price lists as Croatian ERPs write them (CSV in Windows-1250
// with `;` and decimal commas, or XLSX), and a ZIP bomb dressed as an XLSX.

import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";

export const erpHeader = [
  "Šifra",
  "Naziv",
  "EAN",
  "Kategorija",
  "Proizvođač",
  "MPC",
  "VPC",
  "Zaliha",
];

/** A row of the demo ERP's export: cells as written (strings) or numbers (XLSX). */
export type ErpRow = (string | number)[];

/** A CSV of `rows` under the demo ERP's header: `;`, CRLF, Windows-1250 unless said otherwise. */
export function erpCsv(
  rows: readonly ErpRow[],
  options: { encoding?: "windows-1250" | "utf-8" | "utf-8-bom"; delimiter?: string } = {},
): Uint8Array {
  const d = options.delimiter ?? ";";
  const quote = (cell: string | number) => {
    const text = String(cell);
    return text.includes(d) || text.includes('"') ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const text = [erpHeader, ...rows].map((r) => r.map(quote).join(d)).join("\r\n") + "\r\n";
  const encoding = options.encoding ?? "windows-1250";
  if (encoding === "windows-1250") return new Uint8Array(iconv.encode(text, "win1250"));
  const bytes = new TextEncoder().encode(text);
  return encoding === "utf-8" ? bytes : new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
}

/** An XLSX whose first sheet holds the header and `rows` (numbers stay numbers). */
export async function erpXlsx(rows: readonly ErpRow[], header = erpHeader): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Cjenik");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A ZIP archive (named like an XLSX's parts) whose sheet is `megabytes` MB of one repeated byte,
 * deflated to a few hundred kilobytes: what a ZIP bomb looks like.
 */
export function zipBomb(megabytes: number): Uint8Array {
  const body = deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  const entries = [
    { name: "[Content_Types].xml", data: deflateRawSync(Buffer.from("<Types/>")), size: 8 },
    { name: "xl/worksheets/sheet1.xml", data: body, size: megabytes * 1024 * 1024 },
  ];
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    // The bomb's header claims a small size, as bombs do.
    local.writeUInt32LE(Math.min(entry.size, 1024), 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(entry.data.length, 20);
    dir.writeUInt32LE(Math.min(entry.size, 1024), 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}
