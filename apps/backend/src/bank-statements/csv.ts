// A bank statement exported as CSV, read with a column mapping (saved per bank by staff): UTF-8
// with or without BOM or Windows-1250 (iconv-lite), `;` by default, Croatian amounts
// (`1.234,56`) by default. A negative amount, or one in the debit column, is a debit.

import { type CsvMapping, csvMappingSchema } from "@dukan/contract";
import { parse } from "csv-parse/sync";
import iconv from "iconv-lite";
import {
  amountToCents,
  digestKey,
  isoDay,
  type ParsedStatement,
  type StatementEntry,
  UnreadableStatement,
} from "./statement-line.ts";

export { type CsvMapping, csvMappingSchema };

/** The file's text: UTF-8 (its BOM dropped) when it is valid UTF-8 or said to be, else Windows-1250. */
export function decodeStatement(bytes: Uint8Array, encoding: CsvMapping["encoding"]): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding === "windows-1250") return iconv.decode(buffer, "win1250");
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    if (encoding === "utf-8") throw new UnreadableStatement("statement_csv_columns");
    return iconv.decode(buffer, "win1250");
  }
}

const headerKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The CSV's credits and debits by the mapping; refusals: a mapped column missing, no rows. */
export function parseCsvStatement(text: string, mapping: CsvMapping): ParsedStatement {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ""), {
      delimiter: mapping.delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      from_line: mapping.skipLines + 1,
    });
  } catch {
    throw new UnreadableStatement("statement_csv_columns");
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw new UnreadableStatement("statement_empty");
  const headers = header.map(headerKey);
  const indexOf = (c: string | number | undefined): number | undefined => {
    if (c === undefined) return undefined;
    const at = typeof c === "number" ? c - 1 : headers.indexOf(headerKey(c));
    if (at < 0 || at >= header.length) throw new UnreadableStatement("statement_csv_columns");
    return at;
  };
  const at = {
    date: indexOf(mapping.columns.date),
    amount: indexOf(mapping.columns.amount),
    reference: indexOf(mapping.columns.reference),
    payer: indexOf(mapping.columns.payer),
    description: indexOf(mapping.columns.description),
    bankReference: indexOf(mapping.columns.bankReference),
    debit: indexOf(mapping.columns.debit),
    currency: indexOf(mapping.columns.currency),
  };
  const cell = (row: string[], i: number | undefined) =>
    i === undefined ? "" : (row[i] ?? "").trim();
  const entries: StatementEntry[] = [];
  body.forEach((row, index) => {
    if (row.every((c) => c.trim() === "")) return;
    const credit = cell(row, at.amount);
    const debit = cell(row, at.debit);
    const written = credit !== "" ? credit : debit;
    const direction = (credit === "" && debit !== "") || /^\s*-/.test(credit) ? "debit" : "credit";
    const amountCents = amountToCents(written, mapping.decimal);
    const bookedOn = isoDay(cell(row, at.date));
    const reference = cell(row, at.reference);
    const payer = cell(row, at.payer);
    const description = cell(row, at.description);
    const currency = (cell(row, at.currency) || "EUR").toUpperCase();
    const bankReference = cell(row, at.bankReference);
    entries.push({
      entryKey: bankReference
        ? `csv:${bankReference}`
        : digestKey([bookedOn, amountCents, currency, direction, reference, payer, description]),
      bookedOn,
      amountCents,
      currency,
      direction,
      booked: true,
      reference,
      payer: payer.slice(0, 140),
      description: description.slice(0, 500),
    });
    void index;
  });
  if (entries.length === 0) throw new UnreadableStatement("statement_empty");
  return { format: "csv", account: null, entries };
}
