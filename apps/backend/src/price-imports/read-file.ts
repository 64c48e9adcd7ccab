// A price list file as a table of cells: CSV (UTF-8 with or without BOM, or Windows-1250; `;`, `,`
// or tab) or XLSX (its first worksheet, read as a stream by exceljs after the ZIP guard).

import { Readable } from "node:stream";
import type { PriceImportMapping } from "@dukan/contract";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import type { Cell } from "./numbers.ts";
import { checkZip, looksLikeZip, ZipRefused } from "./zip-guard.ts";

/** The most data rows a file may have. */
export const MAX_IMPORT_ROWS = 100_000;
/** The most columns read of a row. */
const MAX_COLUMNS = 200;

export type ImportRefusal =
  | "price_import_empty"
  | "price_import_columns"
  | "price_import_unreadable"
  | "price_import_zip_bomb"
  | "price_import_too_many_rows";

/** A file the import cannot read, with the reason (a field problem of `file`). */
export class UnreadableImport extends Error {
  constructor(
    readonly reason: ImportRefusal,
    /** The mapped columns not found in the header (`price_import_columns`). */
    readonly missing: readonly string[] = [],
  ) {
    super(reason);
  }
}

export interface ImportTable {
  format: "csv" | "xlsx";
  /** The rows from the header on (skipped lines dropped); each row's line in the file beside it. */
  rows: { line: number; cells: Cell[] }[];
}

/** The file's text: UTF-8 (BOM dropped) when the bytes are valid UTF-8 or said to be, else Windows-1250. */
export function decodeText(bytes: Uint8Array, encoding: PriceImportMapping["encoding"]): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding === "windows-1250") return iconv.decode(buffer, "win1250").replace(/^\uFEFF/, "");
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    if (encoding === "utf-8") throw new UnreadableImport("price_import_unreadable");
    return iconv.decode(buffer, "win1250");
  }
}

/** The header line's most frequent separator of `;`, `,` and tab (`;` when none). */
export function detectDelimiter(text: string): ";" | "," | "\t" {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  const counts = ([";", ",", "\t"] as const).map((d) => ({ d, n: first.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ";";
}

function readCsv(bytes: Uint8Array, mapping: PriceImportMapping): ImportTable {
  const text = decodeText(bytes, mapping.encoding);
  if (text.includes("\u0000")) throw new UnreadableImport("price_import_unreadable");
  const lines = text.split(/\r?\n/).slice(mapping.skipLines).join("\n");
  const delimiter = mapping.delimiter === "auto" ? detectDelimiter(lines) : mapping.delimiter;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(lines, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new UnreadableImport("price_import_unreadable");
  }
  return {
    format: "csv",
    rows: records.map(({ record, info }) => ({
      line: info.lines + mapping.skipLines,
      cells: record.slice(0, MAX_COLUMNS),
    })),
  };
}

/** A spreadsheet cell's value as text or a number (a formula by its result, rich text by its text). */
function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ("result" in v) return cellValue(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if (typeof v.text === "string") return v.text;
  }
  return null;
}

async function readXlsx(
  bytes: Uint8Array,
  mapping: PriceImportMapping,
  onRows?: (n: number) => void,
): Promise<ImportTable> {
  try {
    checkZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw new UnreadableImport(error.reason);
    throw error;
  }
  const rows: ImportTable["rows"] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number <= mapping.skipLines) continue;
        const values = row.values as unknown[];
        const cells: Cell[] = [];
        for (let i = 1; i < Math.min(values.length, MAX_COLUMNS + 1); i++)
          cells.push(cellValue(values[i]));
        rows.push({ line: row.number, cells });
        if (rows.length > MAX_IMPORT_ROWS + 1)
          throw new UnreadableImport("price_import_too_many_rows");
        if (rows.length % 5_000 === 0) onRows?.(rows.length);
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof UnreadableImport) throw error;
    throw new UnreadableImport("price_import_unreadable");
  }
  return { format: "xlsx", rows };
}

/** The file's table: an XLSX by its ZIP signature, anything else as CSV. */
export async function readImportFile(
  bytes: Uint8Array,
  mapping: PriceImportMapping,
  onRows?: (n: number) => void,
): Promise<ImportTable> {
  if (bytes.length === 0) throw new UnreadableImport("price_import_empty");
  const table = looksLikeZip(bytes)
    ? await readXlsx(bytes, mapping, onRows)
    : readCsv(bytes, mapping);
  const filled = table.rows.filter((r) =>
    r.cells.some((c) => c !== null && String(c).trim() !== ""),
  );
  if (filled.length > MAX_IMPORT_ROWS + 1) throw new UnreadableImport("price_import_too_many_rows");
  if (filled.length < 2) throw new UnreadableImport("price_import_empty");
  return { format: table.format, rows: filled };
}
