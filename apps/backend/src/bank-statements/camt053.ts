// ISO 20022 camt.053 (Bank to Customer Statement), as Croatian banks export it: versions
// .001.02 to .001.13 read alike for what the shop needs (entries, amounts, references, payers).
// fast-xml-parser reads it; a document with a DTD or entity declarations is refused before it is
// parsed (no XXE), and entities are never expanded.

import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  amountToCents,
  digestKey,
  isoDay,
  type ParsedStatement,
  type StatementEntry,
  UnreadableStatement,
} from "./statement-line.ts";

/** The repeating elements read as lists even when a file has one of them. */
const lists = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: true,
  isArray: (name) => lists.has(name),
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const child = (node: unknown, ...path: string[]): unknown => {
  let at: unknown = node;
  for (const key of path) at = isNode(at) ? at[key] : undefined;
  return at;
};
const textOf = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (isNode(value) && typeof value["#text"] === "string") return value["#text"];
  return "";
};
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** `camt.053.001.08` from the document's namespace, or null when it is not a camt.053. */
export function camtVersion(xml: string): string | null {
  const match =
    /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:(camt\.053\.001\.\d{2})["']/.exec(
      xml.slice(0, 4096),
    );
  return match?.[1] ?? null;
}

/** Whether a file looks like XML at all (its first non-blank character is `<`). */
export function looksLikeXml(text: string): boolean {
  return /^\s*</.test(text.replace(/^\uFEFF/, ""));
}

/** A camt.053 document's entries; refusals: not XML, a DTD, another schema, no statement. */
export function parseCamt053(xml: string): ParsedStatement {
  const text = xml.replace(/^\uFEFF/, "");
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnreadableStatement("statement_dtd");
  if (XMLValidator.validate(text) !== true) throw new UnreadableStatement("statement_not_xml");
  const version = camtVersion(text);
  if (!version) throw new UnreadableStatement("statement_schema");
  const document: unknown = parser.parse(text);
  const statements = listOf(child(document, "Document", "BkToCstmrStmt", "Stmt"));
  if (statements.length === 0) throw new UnreadableStatement("statement_schema");
  const entries: StatementEntry[] = [];
  let account: string | null = null;
  for (const statement of statements) {
    account ??= textOf(child(statement, "Acct", "Id", "IBAN")) || null;
    for (const entry of listOf(child(statement, "Ntry")))
      entries.push(...entriesOf(entry, account ?? ""));
  }
  return { format: version, account, entries };
}

/** One `Ntry`: one credit, or one for each transaction of a batch booking that carries its own amount. */
function entriesOf(entry: unknown, account: string): StatementEntry[] {
  const amountNode = child(entry, "Amt");
  const direction = textOf(child(entry, "CdtDbtInd")) === "DBIT" ? "debit" : "credit";
  // .001.02 writes the status as text, .001.08 as `<Sts><Cd>BOOK</Cd></Sts>`.
  const status = textOf(child(entry, "Sts")) || textOf(child(entry, "Sts", "Cd"));
  const booked = status === "" || status === "BOOK";
  const bookedOn =
    isoDay(textOf(child(entry, "BookgDt", "Dt")) || textOf(child(entry, "BookgDt", "DtTm"))) ??
    isoDay(textOf(child(entry, "ValDt", "Dt")) || textOf(child(entry, "ValDt", "DtTm")));
  const entryRef = textOf(child(entry, "AcctSvcrRef")) || textOf(child(entry, "NtryRef"));
  const transactions = listOf(child(entry, "NtryDtls")).flatMap((d) => listOf(child(d, "TxDtls")));
  const ownAmount = (tx: unknown) =>
    child(tx, "AmtDtls", "TxAmt", "Amt") ?? child(tx, "Amt") ?? undefined;
  const split = transactions.length > 1 && transactions.every((tx) => ownAmount(tx) !== undefined);
  const parts = split ? transactions : [transactions[0]];
  return parts.map((tx, index) => {
    const amount = split ? ownAmount(tx) : amountNode;
    const amountCents = amountToCents(textOf(amount), ".");
    const currency = (
      isNode(amount) && typeof amount["@Ccy"] === "string" ? amount["@Ccy"] : ""
    ).toUpperCase();
    const structured = listOf(child(tx, "RmtInf", "Strd"))
      .map((s) => textOf(child(s, "CdtrRefInf", "Ref")))
      .filter((r) => r !== "");
    const unstructured = listOf(child(tx, "RmtInf", "Ustrd"))
      .map(textOf)
      .filter((u) => u !== "");
    const payer =
      textOf(child(tx, "RltdPties", "Dbtr", "Nm")) ||
      textOf(child(tx, "RltdPties", "Dbtr", "Pty", "Nm"));
    const description = [...unstructured, textOf(child(entry, "AddtlNtryInf"))]
      .filter((d) => d !== "")
      .join(" ");
    const reference = structured[0] ?? "";
    const txRef =
      textOf(child(tx, "Refs", "AcctSvcrRef")) ||
      textOf(child(tx, "Refs", "TxId")) ||
      String(index);
    const entryKey = entryRef
      ? `camt:${account}:${entryRef}${split ? `/${txRef}` : ""}`
      : digestKey([
          bookedOn,
          amountCents,
          currency,
          direction,
          reference,
          payer,
          description,
          txRef,
        ]);
    return {
      entryKey,
      bookedOn,
      amountCents,
      currency,
      direction,
      booked,
      reference,
      payer: payer.slice(0, 140),
      description: description.slice(0, 500),
    };
  });
}
