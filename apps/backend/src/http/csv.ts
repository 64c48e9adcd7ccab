// Every CSV the shop writes goes through here (feeds, staff exports, demo downloads, newsletter
// subscribers): RFC 4180 quoting, and cells a spreadsheet would run as a formula neutralised the way
// OWASP recommends ("CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
// return is written with a `'` in front, so Excel, LibreOffice and Google Sheets show it as text.
//
// Numbers stay numbers: a `number` is written as it is, and so is text that is a plain number — an
// optional leading minus, digits, and `.`/`,` between digit groups (`-12,50`, `-1.234,50`, `-0.5`).
// A spreadsheet reads those as numbers, and nothing shaped like that can be a formula. Negative
// amounts are therefore written with a plain leading minus (`-12,50`), never in parentheses and never
// with a `'`. Any other text starting with `-` (`-20 °C`, `-1+1`, `--x`) gets the `'`.
//
// Control characters other than tab, CR and LF (and lone surrogates) are left out: no spreadsheet
// shows them and some programs stop reading at a NUL.

/** What a cell can hold; `null` and `undefined` are an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** `,` for machine-read files (feeds, RFC 4180); `;` for files Croatian Excel opens with a double click. */
export type CsvSeparator = "," | ";";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)*$/;
const UNFIT = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const NEEDS_QUOTES: Record<CsvSeparator, RegExp> = { ",": /[",\r\n]/, ";": /[";\r\n]/ };

/** One cell: neutralised if a spreadsheet would run it, quoted (quotes doubled) if it holds the separator, a quote or a line break. */
export function csvCell(value: CsvValue, separator: CsvSeparator = ","): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const clean = value.replace(UNFIT, "");
  const safe = FORMULA_START.test(clean) && !PLAIN_NUMBER.test(clean) ? `'${clean}` : clean;
  return NEEDS_QUOTES[separator].test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row: its cells joined by the separator, ended by CRLF. */
export function csvRow(values: readonly CsvValue[], separator: CsvSeparator = ","): string {
  return `${values.map((value) => csvCell(value, separator)).join(separator)}\r\n`;
}
