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

/**
 * Writes a feed piece by piece: `head`, then each record (with `separator` between two records, across
 * batches too), then `tail`. A record is `open`, its fields in column order, `close`; `fields` writes a
 * run of columns as it sits inside the record, so a record can be written in parts (a product's
 * buyer-independent text before and after the buyer's price: feeds/entries.ts).
 */
export interface FeedWriter {
  contentType: string;
  head(meta: FeedMeta): string;
  separator: string;
  open: string;
  /** Columns `from` (inclusive) to `to` (exclusive) of the record, as they sit inside it. */
  fields(record: Readonly<Record<string, FeedValue>>, from: number, to: number): string;
  close: string;
  tail(): string;
}

/** One whole record's text. */
export function recordText(writer: FeedWriter, shape: FeedShape, record: FeedRecord): string {
  return writer.open + writer.fields(record, 0, shape.columns.length) + writer.close;
}

export function feedWriter(format: FeedFormat, shape: FeedShape, schemaUrl: string): FeedWriter {
  const { columns } = shape;
  switch (format) {
    case "json": {
      // `"name":` once per column; JSON.stringify of each value, as JSON.stringify of the whole record writes it.
      const keys = columns.map((c, i) => `${i === 0 ? "" : ","}${JSON.stringify(c)}:`);
      return {
        contentType: "application/json; charset=utf-8",
        head: (meta) => `{"meta":${JSON.stringify(meta)},"data":[`,
        separator: ",",
        open: "{",
        fields: (record, from, to) => {
          let text = "";
          for (let i = from; i < to; i++) text += keys[i] + JSON.stringify(record[columns[i] as string] ?? null);
          return text;
        },
        close: "}",
        tail: () => "]}\n",
      };
    }
    case "xml":
      return {
        contentType: "application/xml; charset=utf-8",
        head: (meta) =>
          `<?xml version="1.0" encoding="UTF-8"?>\n<${shape.root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
          ` xsi:noNamespaceSchemaLocation="${xmlText(schemaUrl)}" generated_at="${meta.generated_at}"` +
          `${meta.since === null ? "" : ` since="${xmlText(meta.since)}"`} currency="${meta.currency}">\n`,
        separator: "",
        open: `<${shape.item}>`,
        fields: (record, from, to) => {
          let text = "";
          for (let i = from; i < to; i++) {
            const column = columns[i] as string;
            text += xmlValue(shape, column, record[column] ?? null);
          }
          return text;
        },
        close: `</${shape.item}>\n`,
        tail: () => `</${shape.root}>\n`,
      };
    case "csv":
      return {
        contentType: "text/csv; charset=utf-8; header=present",
        head: () => `${columns.join(",")}\r\n`,
        separator: "",
        open: "",
        fields: (record, from, to) => {
          let text = "";
          for (let i = from; i < to; i++) text += (i === 0 ? "" : ",") + csvValue(record[columns[i] as string] ?? null);
          return text;
        },
        close: "\r\n",
        tail: () => "",
      };
  }
}
