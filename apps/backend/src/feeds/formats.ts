// The three shapes of every feed, from the same records: JSON (the records as they are), XML (an
// element per field, lists as wrapped elements) and CSV (RFC 4180: one row per record, CRLF,
// quoted where needed, a text cell that a spreadsheet would run as a formula written with a `'` in
// front — http/csv.ts; string lists space-separated, object lists as JSON). Text that XML 1.0 cannot
// carry (control characters, lone surrogates) is left out of XML and CSV; JSON escapes it.

import type { FeedFormat } from "@dukan/contract";
import { csvCell, csvRow } from "../http/csv.ts";

export type FeedValue =
  string | number | boolean | null | readonly string[] | readonly Record<string, string | number>[];
export type FeedRecord = Record<string, FeedValue>;

/** How one feed is written: its root and item element names, the element name of each list's items, its columns. */
export interface FeedShape {
  root: string;
  item: string;
  /** List field → its items' element name (`pictures` → `picture`). */
  lists: Readonly<Record<string, string>>;
  /** Every field, in order (the CSV header, the XML elements). */
  columns: readonly string[];
}

export interface FeedMeta {
  generated_at: string;
  since: string | null;
  currency: "EUR";
}

// XML 1.0's Char production, less what never belongs in text (other C0 controls, U+FFFE, U+FFFF, lone surrogates).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** Whether `xmlText` has anything to change: most values (numbers, codes, plain names) pass untouched. */
const XML_MARKUP = /[&<>"']/;
const XML_UNFIT = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text for XML content or attributes: escaped, and without the characters XML cannot carry. */
export function xmlText(value: string): string {
  if (!XML_MARKUP.test(value) && !XML_UNFIT.test(value)) return value;
  return value
    .replace(NOT_XML_CHAR, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** One CSV field through http/csv.ts (RFC 4180, formula-looking text neutralised); numbers stay numbers. */
function csvValue(value: FeedValue): string {
  if (value !== null && typeof value === "object")
    return csvCell(
      value.every((v) => typeof v === "string") ? value.join(" ") : JSON.stringify(value),
    );
  return csvCell(value);
}

function xmlValue(shape: FeedShape, name: string, value: FeedValue): string {
  if (value === null) return ""; // absent: the schema marks these optional
  if (Array.isArray(value)) {
    const item = shape.lists[name] ?? "item";
    const items = value.map((v: string | Record<string, string | number>) =>
      typeof v === "string"
        ? `<${item}>${xmlText(v)}</${item}>`
        : `<${item}>${Object.entries(v)
            .map(([k, text]) => `<${k}>${xmlText(String(text))}</${k}>`)
            .join("")}</${item}>`,
    );
    return `<${name}>${items.join("")}</${name}>`;
  }
  return `<${name}>${xmlText(String(value))}</${name}>`;
}

/** A record written whole but for some of its fields (the buyer's own: their price), which go between. */
export interface RecordAround {
  before: string;
  after: string;
}

/** How a record is written around some of its fields (`FeedWriter.slot`). */
export interface RecordSlot {
  around(record: FeedRecord): RecordAround;
  fields(record: FeedRecord): string;
}

/** Writes a feed piece by piece: `head`, then `items` for each batch (in order), then `tail`. */
export interface FeedWriter {
  contentType: string;
  head(meta: FeedMeta): string;
  items(records: readonly FeedRecord[], first: boolean): string;
  tail(): string;
  /**
   * A record written in two parts, around the adjacent columns `slot[0]` to `slot[1]`: `around`
   * writes it without them, `fields` them alone, and `before` + `fields(record)` + `after` is
   * exactly what `items([record])` writes.
   */
  slot(slot: readonly [string, string]): RecordSlot;
  /** What stands between two records (JSON's comma). */
  separator: string;
}

/** How a format writes the fields of a record: one field, what joins two, and what opens and closes a record. */
interface FieldWriting {
  field(name: string, value: FeedValue): string;
  join: string;
  open: string;
  close: string;
}

/** The `around` and `fields` of a format, from how it writes one field. */
function slotted(shape: FeedShape, writing: FieldWriting): Pick<FeedWriter, "slot"> {
  const slots = new Map<string, RecordSlot>();
  const write = (record: FeedRecord, columns: readonly string[]) => {
    let text = "";
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as string;
      text += (i > 0 ? writing.join : "") + writing.field(column, record[column] ?? null);
    }
    return text;
  };
  return {
    slot(slot) {
      const name = `${slot[0]} ${slot[1]}`;
      const known = slots.get(name);
      if (known) return known;
      const from = shape.columns.indexOf(slot[0]);
      const to = shape.columns.indexOf(slot[1]) + 1;
      if (from < 0 || to <= from)
        throw new Error(`no columns ${slot[0]}…${slot[1]} in ${shape.root}`);
      const [head, middle, rest] = [
        shape.columns.slice(0, from),
        shape.columns.slice(from, to),
        shape.columns.slice(to),
      ];
      const made: RecordSlot = {
        around: (record) => ({
          before: writing.open + write(record, head) + (head.length > 0 ? writing.join : ""),
          after: (rest.length > 0 ? writing.join : "") + write(record, rest) + writing.close,
        }),
        fields: (record) => write(record, middle),
      };
      slots.set(name, made);
      return made;
    },
  };
}

export function feedWriter(format: FeedFormat, shape: FeedShape, schemaUrl: string): FeedWriter {
  switch (format) {
    case "json":
      return {
        contentType: "application/json; charset=utf-8",
        head: (meta) => `{"meta":${JSON.stringify(meta)},"data":[`,
        items: (records, first) =>
          records.length === 0
            ? ""
            : (first ? "" : ",") + records.map((r) => JSON.stringify(r)).join(","),
        tail: () => "]}\n",
        // A record's JSON is its fields in column order (records are built in that order).
        ...slotted(shape, {
          field: (name, value) => `"${name}":${JSON.stringify(value)}`,
          join: ",",
          open: "{",
          close: "}",
        }),
        separator: ",",
      };
    case "xml":
      return {
        contentType: "application/xml; charset=utf-8",
        head: (meta) =>
          `<?xml version="1.0" encoding="UTF-8"?>\n<${shape.root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
          ` xsi:noNamespaceSchemaLocation="${xmlText(schemaUrl)}" generated_at="${meta.generated_at}"` +
          `${meta.since === null ? "" : ` since="${xmlText(meta.since)}"`} currency="${meta.currency}">\n`,
        items: (records) =>
          records
            .map(
              (r) =>
                `<${shape.item}>${shape.columns.map((c) => xmlValue(shape, c, r[c] ?? null)).join("")}</${shape.item}>\n`,
            )
            .join(""),
        tail: () => `</${shape.root}>\n`,
        ...slotted(shape, {
          field: (name, value) => xmlValue(shape, name, value),
          join: "",
          open: `<${shape.item}>`,
          close: `</${shape.item}>\n`,
        }),
        separator: "",
      };
    case "csv":
      return {
        contentType: "text/csv; charset=utf-8; header=present",
        head: () => csvRow(shape.columns),
        items: (records) =>
          records
            .map((r) => `${shape.columns.map((c) => csvValue(r[c] ?? null)).join(",")}\r\n`)
            .join(""),
        tail: () => "",
        ...slotted(shape, {
          field: (_name, value) => csvValue(value),
          join: ",",
          open: "",
          close: "\r\n",
        }),
        separator: "",
      };
  }
}
