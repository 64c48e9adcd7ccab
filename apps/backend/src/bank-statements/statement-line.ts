import { createHash } from "node:crypto";
import { isValidHr01Reference } from "../payment-slips/reference.ts";

/** One entry of a statement as read from its file, before matching. */
export interface StatementEntry {
  /** The bank's reference of the entry (camt `AcctSvcrRef`), or a digest of its fields. */
  entryKey: string;
  /** Booking date, `YYYY-MM-DD`; null when the file gives none readable. */
  bookedOn: string | null;
  /** Cents; null when the amount could not be read. */
  amountCents: number | null;
  currency: string;
  direction: "credit" | "debit";
  /** False for entries not booked yet (camt status other than BOOK). */
  booked: boolean;
  reference: string;
  payer: string;
  description: string;
}

/** A statement file read: its format, the account it is of (if named) and its entries in order. */
export interface ParsedStatement {
  format: string;
  account: string | null;
  entries: StatementEntry[];
}

/** Why a file is not a statement the shop reads: the upload is refused, naming the file field. */
export type UnreadableReason =
  | "statement_not_xml"
  | "statement_dtd"
  | "statement_schema"
  | "statement_empty"
  | "statement_csv_columns";

export class UnreadableStatement extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(reason);
    this.name = "UnreadableStatement";
  }
}

/**
 * An amount as banks write it, in cents: `1234.56`, `1.234,56`, `1234,56`, `1 234,56`, `-12,00`
 * (the sign is dropped: the direction says which way), at most two decimals; null if unreadable.
 * `decimal` names the decimal separator (a CSV mapping's); without it, the last of two kinds of
 * separator is the decimal one, and a single separator followed by exactly three digits
 * (`1.234`) or repeated (`1.234.567`) separates thousands.
 */
export function amountToCents(written: string, decimal?: "," | "."): number | null {
  let text = written
    .trim()
    .replace(/[\s\u00a0\u202f']/g, "")
    .replace(/^[+-]/, "");
  text = text.replace(/(EUR|€)$/i, "").replace(/^(EUR|€)/i, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  let separator = decimal;
  if (!separator) {
    const lastDot = text.lastIndexOf(".");
    const lastComma = text.lastIndexOf(",");
    if (lastDot >= 0 && lastComma >= 0) separator = lastDot > lastComma ? "." : ",";
    else if (lastDot >= 0 || lastComma >= 0) {
      const only = lastDot >= 0 ? "." : ",";
      const times = text.split(only).length - 1;
      const after = text.length - text.lastIndexOf(only) - 1;
      separator = times === 1 && after !== 3 ? only : only === "." ? "," : ".";
    } else separator = ",";
  }
  const thousands = separator === "," ? "." : ",";
  const at = text.lastIndexOf(separator);
  let whole = at >= 0 ? text.slice(0, at) : text;
  const fraction = at >= 0 ? text.slice(at + 1) : "";
  if (whole.includes(separator)) return null;
  if (whole.includes(thousands)) {
    if (!new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(whole)) return null;
    whole = whole.replaceAll(thousands, "");
  }
  if (!/^\d+$/.test(whole) || !/^\d{1,2}$|^$/.test(fraction)) return null;
  if (at >= 0 && fraction === "") return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A date as banks write it (`2026-11-27`, `2026-11-27T10:00:00`, `27.11.2026.`, `27.11.2026`), as `YYYY-MM-DD`. */
export function isoDay(written: string): string | null {
  const text = written.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match) return valid(match[1], match[2], match[3]);
  match = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/.exec(text);
  if (match) return valid(match[3], match[2]?.padStart(2, "0"), match[1]?.padStart(2, "0"));
  return null;
}

function valid(year?: string, month?: string, day?: string): string | null {
  const iso = `${year}-${month}-${day}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * The order number a payment's HR01 reference names (`HR01 2026-000123-6`, `HR012026-000123-6`,
 * `2026-000123-6`, or the reference in a description), or null: the reference must carry a
 * correct MOD 11 INI check digit; the sequence is read as a number, so `2026-123-K` names 2026-000123.
 */
export function orderNumberOfReference(...texts: string[]): string | null {
  for (const text of texts) {
    for (const match of text.matchAll(
      /(?:HR\s*01\s*|(?<!\d))(\d{4})\s*-\s*(\d{1,12})\s*-\s*(\d)(?!\d)/g,
    )) {
      const [, year, sequence, check] = match;
      if (!year || !sequence || !check) continue;
      if (!isValidHr01Reference(`${year}-${sequence}-${check}`)) continue;
      return `${year}-${String(Number(sequence)).padStart(6, "0")}`;
    }
  }
  return null;
}

/** An entry's key when the bank gives it no reference of its own: a digest of what it says. */
export function digestKey(parts: readonly (string | number | null)[]): string {
  return `sha256:${createHash("sha256")
    .update(parts.map((p) => String(p ?? "")).join("\u001f"))
    .digest("hex")
    .slice(0, 32)}`;
}
