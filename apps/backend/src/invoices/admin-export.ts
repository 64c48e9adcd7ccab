// The accountant's exports of a period (`GET /api/admin/invoices/export.csv` and `.zip`): every
// invoice and credit note issued on its days (Zagreb), oldest first, read in batches by keyset
// (issued_at, id) on invoices_issued_idx, so a year of invoices never sits in memory at once.

import type { AdminInvoiceExportQuery, Language } from "@dukan/contract";
import { and, asc, isNotNull, type SQL, sql } from "drizzle-orm";
import { zagrebDayStart, zagrebIsoDay } from "../calendar/zagreb.ts";
import { csvRow } from "../http/csv.ts";
import type { Queryable } from "../orders/queryable.ts";
import { invoiceFileName } from "./admin-list.ts";
import type { InvoiceDocument } from "./document.ts";
import { invoices } from "./schema.ts";
import { zipWriter } from "./zip-writer.ts";

/** Invoices read at a time (a UBL is some 10 kB: a batch of the ZIP stays around a few MB). */
const BATCH = 50;

function periodOf(query: AdminInvoiceExportQuery): SQL {
  return sql`${invoices.issuedAt} >= ${zagrebDayStart(query.from)} and ${invoices.issuedAt} < ${zagrebDayStart(query.to, 1)}`;
}

/** The period's rows after `after` (the last row of the batch before), `columns` of each. */
async function* batches<T extends { id: number; issuedAt: Date }>(
  read: (after: SQL | undefined) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1] as T;
    // A row comparison, so the next batch starts on invoices_issued_idx right after the last row.
    after = sql`(${invoices.issuedAt}, ${invoices.id}) > (${last.issuedAt}, ${last.id})`;
  }
}

/** Cents as Croatian Excel reads a number: `1234,50`, `-12,50` (a plain number: csvRow keeps it one). */
const amount = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;

const heads: Record<Language, string[]> = {
  hr: [
    "Broj",
    "Vrsta",
    "Datum",
    "Dospijeće",
    "Kupac",
    "OIB",
    "Osnovica 25%",
    "PDV 25%",
    "Osnovica 13%",
    "PDV 13%",
    "Osnovica 5%",
    "PDV 5%",
    "Neto (EUR)",
    "PDV (EUR)",
    "Bruto (EUR)",
    "Zaokruženje (EUR)",
    "Za platiti (EUR)",
    "Narudžba",
    "Odobrava račun",
  ],
  en: [
    "Number",
    "Kind",
    "Date",
    "Due date",
    "Buyer",
    "OIB",
    "Base 25%",
    "VAT 25%",
    "Base 13%",
    "VAT 13%",
    "Base 5%",
    "VAT 5%",
    "Net (EUR)",
    "VAT (EUR)",
    "Gross (EUR)",
    "Rounding (EUR)",
    "Payable (EUR)",
    "Order",
    "Credits invoice",
  ],
};
const kinds: Record<Language, Record<"invoice" | "credit_note", string>> = {
  hr: { invoice: "Račun", credit_note: "Odobrenje" },
  en: { invoice: "Invoice", credit_note: "Credit note" },
};

/**
 * The period as CSV for Croatian Excel: UTF-8 with a byte-order mark, `;`, CRLF, decimal commas,
 * one row per invoice or credit note with the VAT breakdown by rate. A credit note's amounts are
 * written negative (its document keeps them positive, its kind says it credits), so each column
 * sums to the period's figure. Every text cell passes `csvRow` (decision 026): a buyer named
 * `=HYPERLINK(…)` stays text.
 */
export async function* invoiceCsv(
  db: Queryable,
  query: AdminInvoiceExportQuery,
  language: Language,
): AsyncGenerator<string> {
  yield `\ufeff${csvRow(heads[language], ";")}`;
  const read = (after: SQL | undefined) =>
    db
      .select({
        id: invoices.id,
        issuedAt: invoices.issuedAt,
        kind: invoices.kind,
        number: invoices.number,
        dueDate: invoices.dueDate,
        orderNumber: invoices.orderNumber,
        grossCents: invoices.grossCents,
        payableCents: invoices.payableCents,
        document: invoices.document,
      })
      .from(invoices)
      .where(and(periodOf(query), after))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(BATCH);
  for await (const rows of batches(read)) {
    yield rows.map((row) => csvLine(row, language)).join("");
  }
}

function csvLine(
  row: {
    kind: "invoice" | "credit_note";
    number: string;
    issuedAt: Date;
    dueDate: string;
    orderNumber: string;
    grossCents: number;
    payableCents: number;
    document: InvoiceDocument;
  },
  language: Language,
): string {
  const sign = row.kind === "credit_note" ? -1 : 1;
  const money = (cents: number) => amount(sign * cents);
  const rate = (r: number) => row.document.vatBreakdown.find((b) => b.rate === r);
  const { totals, buyer } = row.document;
  return csvRow(
    [
      row.number,
      kinds[language][row.kind],
      zagrebIsoDay(row.issuedAt),
      row.dueDate,
      buyer.name,
      buyer.oib ?? "",
      ...[25, 13, 5].flatMap((r) => [
        money(rate(r)?.taxableCents ?? 0),
        money(rate(r)?.vatCents ?? 0),
      ]),
      money(totals.linesNetCents),
      money(totals.vatCents),
      money(row.grossCents),
      // Gross plus rounding is what the buyer was charged (and paid): the PDF's "Zaokruženje".
      money(totals.roundingCents ?? 0),
      money(row.payableCents),
      row.orderNumber,
      row.document.credits?.number ?? "",
    ],
    ";",
  );
}

/**
 * The period's UBL 2.1 e-invoices (those to companies; a person's invoice has none) as one ZIP,
 * each entry named as the customer's download is (`racun-12-WEB1-1.xml`), its bytes the stored UBL.
 */
export async function* invoiceUblZip(
  db: Queryable,
  query: AdminInvoiceExportQuery,
): AsyncGenerator<Uint8Array> {
  const zip = zipWriter();
  const read = (after: SQL | undefined) =>
    db
      .select({
        id: invoices.id,
        issuedAt: invoices.issuedAt,
        kind: invoices.kind,
        number: invoices.number,
        ubl: invoices.ubl,
      })
      .from(invoices)
      .where(and(periodOf(query), isNotNull(invoices.ubl), after))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(BATCH);
  for await (const rows of batches(read)) {
    for (const row of rows) {
      yield await zip.entry(
        `${invoiceFileName(row.kind, row.number)}.xml`,
        Buffer.from(row.ubl ?? "", "utf8"),
        row.issuedAt,
      );
    }
  }
  yield zip.end();
}
