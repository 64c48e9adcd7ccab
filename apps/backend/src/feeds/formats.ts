// The three shapes of every feed, from the same records: JSON (the records as they are), XML (an
// element per field, lists as wrapped elements) and CSV (RFC 4180: one row per record, CRLF,
// quoted where needed; string lists space-separated, object lists as JSON). Text that XML 1.0 cannot
// carry (control characters, lone surrogates) is left out of XML and CSV; JSON escapes it.

import type { FeedFormat } from "@dukan/contract";

export type FeedValue = string | number | boolean | null | readonly string[] | readonly Record<string, string>[];
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

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: string): string {
  const clean = value.replace(NOT_XML_CHAR, "");
  return /[",\r\n]/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean;
}

function csvValue(value: FeedValue): string {
  if (value === null) return "";
  if (Array.isArray(value)) return csvField(value.every((v) => typeof v === "string") ? value.join(" ") : JSON.stringify(value));
  return csvField(String(value));
}

function xmlValue(shape: FeedShape, name: string, value: FeedValue): string {
  if (value === null) return ""; // absent: the schema marks these optional
  if (Array.isArray(value)) {
    const item = shape.lists[name] ?? "item";
    const items = value.map((v: string | Record<string, string>) =>
      typeof v === "string"
        ? `<${item}>${xmlText(v)}</${item}>`
        : `<${item}>${Object.entries(v)
            .map(([k, text]) => `<${k}>${xmlText(text)}</${k}>`)
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

/** Writes a feed piece by piece: `head`, then `items` for each batch (in order), then `tail`. */
export interface FeedWriter {
  contentType: string;
  head(meta: FeedMeta): string;
  items(records: readonly FeedRecord[], first: boolean): string;
  tail(): string;
  /**
   * One record without the fields from `slot[0]` to `slot[1]` (adjacent columns): `before` +
   * `fields(record, slot)` + `after` is exactly what `items([record])` writes for it.
   */
  around(record: FeedRecord, slot: readonly [string, string]): RecordAround;
  /** The fields from `slot[0]` to `slot[1]` alone, as they stand between a record's `before` and `after`. */
  fields(record: FeedRecord, slot: readonly [string, string]): string;
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
function slotted(shape: FeedShape, writing: FieldWriting): Pick<FeedWriter, "around" | "fields"> {
  const ranges = new Map<string, readonly [number, number]>();
  const range = (slot: readonly [string, string]) => {
    const name = `${slot[0]} ${slot[1]}`;
    let known = ranges.get(name);
    if (!known) {
      const from = shape.columns.indexOf(slot[0]);
      const to = shape.columns.indexOf(slot[1]);
      if (from < 0 || to < from) throw new Error(`no columns ${slot[0]}…${slot[1]} in ${shape.root}`);
      known = [from, to + 1] as const;
      ranges.set(name, known);
    }
    return known;
  };
  const write = (record: FeedRecord, from: number, to: number) => {
    let text = "";
    for (let i = from; i < to; i++) {
      const column = shape.columns[i] as string;
      text += (i > from ? writing.join : "") + writing.field(column, record[column] ?? null);
    }
    return text;
  };
  return {
    around(record, slot) {
      const [from, to] = range(slot);
      const end = shape.columns.length;
      return {
        before: writing.open + write(record, 0, from) + (from > 0 ? writing.join : ""),
        after: (to < end ? writing.join : "") + write(record, to, end) + writing.close,
      };
    },
    fields(record, slot) {
      const [from, to] = range(slot);
      return write(record, from, to);
    },
  };
}

export function feedWriter(format: FeedFormat, shape: FeedShape, schemaUrl: string): FeedWriter {
  switch (format) {
    case "json":
      return {
        contentType: "application/json; charset=utf-8",
        head: (meta) => `{"meta":${JSON.stringify(meta)},"data":[`,
        items: (records, first) => (records.length === 0 ? "" : (first ? "" : ",") + records.map((r) => JSON.stringify(r)).join(",")),
        tail: () => "]}\n",
        // A record's JSON is its fields in column order (records are built in that order).
        ...slotted(shape, { field: (name, value) => `${JSON.stringify(name)}:${JSON.stringify(value)}`, join: ",", open: "{", close: "}" }),
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
            .map((r) => `<${shape.item}>${shape.columns.map((c) => xmlValue(shape, c, r[c] ?? null)).join("")}</${shape.item}>\n`)
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
        head: () => `${shape.columns.join(",")}\r\n`,
        items: (records) => records.map((r) => `${shape.columns.map((c) => csvValue(r[c] ?? null)).join(",")}\r\n`).join(""),
        tail: () => "",
        ...slotted(shape, { field: (_name, value) => csvValue(value), join: ",", open: "", close: "\r\n" }),
        separator: "",
      };
  }
}
