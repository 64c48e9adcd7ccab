import { isValidOib } from "@dukan/contract";
import { invoiceVatRates, type InvoiceDocument, type InvoiceParty } from "./document.ts";
import { lineListCents } from "./ubl.ts";

export interface BrokenInvoiceRule {
  /** EN 16931 (BR-…), Croatian CIUS (HR-BR-…) or Peppol rule id; DUCAN-… for the shop's own. */
  rule: string;
  /** For the staff who issue the invoice: what is wrong and where. */
  message: string;
}

/**
 * The EN 16931 and Croatian CIUS business rules that can be checked on the document before it is
 * numbered and written (ubl.ts): mandatory data, the arithmetic of lines, VAT breakdown and
 * totals, OIBs and KPD codes. An empty answer means the e-invoice will pass them; the Schematron
 * rules about the XML itself (syntax, code lists) are the writer's job and its tests'.
 */
export function brokenInvoiceRules(document: InvoiceDocument): BrokenInvoiceRule[] {
  const broken: BrokenInvoiceRule[] = [];
  const refuse = (rule: string, message: string) => broken.push({ rule, message });

  // Mandatory data (BR-01 … BR-16).
  if (document.number.trim() === "") refuse("BR-02", "The invoice has no number.");
  else if (/\s/.test(document.number))
    refuse("HR-BR-1", `The invoice number "${document.number}" contains a space.`);
  if (!isTimestamp(document.issuedAt))
    refuse(
      "BR-03",
      `The issue date and time "${document.issuedAt}" is not a date with a time and an offset.`,
    );
  else if (document.issuedAt < "2026-01-01")
    refuse(
      "HR-BR-40",
      `An e-invoice is issued on 1 January 2026 or later, not ${document.issuedAt}.`,
    );
  if (document.kind !== "invoice" && document.kind !== "credit_note")
    refuse("BR-04", `"${String(document.kind)}" is neither an invoice nor a credit note.`);
  if (document.currency !== "EUR")
    refuse("BR-05", `The currency is "${String(document.currency)}"; invoices are in EUR.`);
  checkParty(document.seller, "seller", refuse);
  // A person's invoice is a retail one, fiscalised and never an e-invoice: the buyer's address is
  // printed when the order has one (delivered), not asked for (picked up) — docs/invoices.md.
  checkParty(document.buyer, "buyer", refuse, document.buyer.type === "company");
  if (!isValidOib(document.seller.oib))
    refuse(
      "BR-S-02",
      `The seller's OIB "${document.seller.oib}" is not a valid OIB (11 digits with a correct check digit).`,
    );
  if (document.buyer.type === "company") {
    if (document.buyer.oib === null || document.buyer.oib === "")
      refuse("HR-BR-S-1", `The company buyer "${document.buyer.name}" has no OIB.`);
    else if (!isValidOib(document.buyer.oib))
      refuse(
        "HR-BR-53",
        `The buyer's OIB "${document.buyer.oib}" is not a valid OIB (11 digits with a correct check digit).`,
      );
  }
  if (document.lines.length === 0) refuse("BR-16", "The invoice has no lines.");

  // Dates the e-invoice carries.
  if (!isDate(document.deliveryDate))
    refuse("HR-BR-44", `The delivery date "${document.deliveryDate}" is not a date.`);
  if (!isDate(document.dueDate)) {
    if (document.kind === "invoice" && document.totals.payableCents > 0)
      refuse(
        "HR-BR-4",
        `An invoice with an amount to pay needs a due date ("${document.dueDate}").`,
      );
    else refuse("HR-BR-41", `The due date "${document.dueDate}" is not a date.`);
  }

  // A credit note names the invoice it credits; an invoice names none.
  if (document.kind === "credit_note") {
    if (!document.credits || document.credits.number.trim() === "")
      refuse("BR-55", "The credit note does not name the invoice it credits.");
    else if (!isTimestamp(document.credits.issuedAt))
      refuse(
        "HR-BR-6",
        `The credited invoice ${document.credits.number} has no valid issue date ("${document.credits.issuedAt}").`,
      );
  } else if (document.credits) {
    refuse(
      "DUCAN-CREDITS",
      "An invoice cannot name an invoice it credits; only a credit note can.",
    );
  }

  // Payment: a credit transfer needs the account to pay to.
  if (
    (document.payment.meansCode === "30" || document.payment.meansCode === "58") &&
    !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(document.payment.iban.replace(/\s/g, ""))
  )
    refuse(
      "BR-61",
      `Payment by credit transfer needs the seller's IBAN ("${document.payment.iban}" is not one).`,
    );

  // Lines.
  const knownRates: readonly number[] = invoiceVatRates;
  for (const line of document.lines) {
    const where = `Line ${line.position} (${line.itemCode})`;
    if (line.name.trim() === "") refuse("BR-25", `${where} has no item name.`);
    if (!(line.quantity > 0)) refuse("BR-22", `${where} has no positive quantity.`);
    if (!(line.listUnitNetCents >= 0)) refuse("BR-27", `${where} has a negative price.`);
    if (!/^\d{2}\.\d{2}\.\d{2}$/.test(line.kpdCode))
      refuse(
        "HR-BR-25",
        line.kpdCode.trim() === ""
          ? `${where} has no KPD code.`
          : `${where} has the KPD code "${line.kpdCode}"; a KPD 2025 code looks like 26.20.16.`,
      );
    if (!knownRates.includes(line.vatRate))
      refuse(
        "DUCAN-VAT-RATE",
        `${where} has the VAT rate ${line.vatRate} %; known rates are ${invoiceVatRates.join(", ")} %.`,
      );
    if (!Number.isInteger(line.netCents) || !Number.isInteger(line.rebateNetCents))
      refuse("DUCAN-CENTS", `${where} has an amount that is not a whole number of cents.`);
    if (line.rebateNetCents < 0) refuse("BR-41", `${where} has a negative rebate.`);
    // Peppol's check of BT-131 = quantity × price − allowances, with its 2-cent slack.
    const expectedNet = lineListCents(line) - line.rebateNetCents;
    if (Math.abs(line.netCents - expectedNet) > 2)
      refuse(
        "PEPPOL-EN16931-R120",
        `${where}: ${line.quantity} × ${euros(line.listUnitNetCents)} less the rebate ${euros(line.rebateNetCents)} is ${euros(expectedNet)}, not ${euros(line.netCents)}.`,
      );
  }

  // VAT breakdown: one row per rate used, each equal to its lines, the VAT rounded to cents.
  if (document.vatBreakdown.length === 0 && document.lines.length > 0)
    refuse("BR-CO-18", "The invoice has no VAT breakdown.");
  const ratesSeen = new Set<number>();
  for (const row of document.vatBreakdown) {
    if (ratesSeen.has(row.rate))
      refuse("BR-S-08", `The VAT breakdown has the rate ${row.rate} % more than once.`);
    ratesSeen.add(row.rate);
    if (!knownRates.includes(row.rate))
      refuse("DUCAN-VAT-RATE", `The VAT breakdown has the unknown rate ${row.rate} %.`);
    const linesNet = sum(
      document.lines.filter((l) => l.vatRate === row.rate).map((l) => l.netCents),
    );
    if (row.taxableCents !== linesNet)
      refuse(
        "BR-S-08",
        `The VAT base at ${row.rate} % is ${euros(row.taxableCents)}, but the lines at ${row.rate} % add up to ${euros(linesNet)}.`,
      );
    // The CEN Schematron's test: round(base × rate) to cents, halves up.
    const expectedVat = Math.round((row.taxableCents * row.rate) / 100);
    if (row.vatCents !== expectedVat)
      refuse(
        "BR-S-09",
        `The VAT at ${row.rate} % is ${euros(row.vatCents)}; ${row.rate} % of ${euros(row.taxableCents)} is ${euros(expectedVat)}.`,
      );
  }
  for (const rate of new Set(document.lines.map((line) => line.vatRate)))
    if (!ratesSeen.has(rate))
      refuse("BR-S-01", `Lines are at ${rate} % VAT, but the VAT breakdown has no ${rate} % row.`);

  // Totals.
  const { totals } = document;
  const linesNet = sum(document.lines.map((line) => line.netCents));
  if (totals.linesNetCents !== linesNet)
    refuse(
      "BR-CO-10",
      `The lines' net total is ${euros(totals.linesNetCents)}, but the lines add up to ${euros(linesNet)}.`,
    );
  const breakdownVat = sum(document.vatBreakdown.map((row) => row.vatCents));
  if (totals.vatCents !== breakdownVat)
    refuse(
      "BR-CO-14",
      `The VAT total is ${euros(totals.vatCents)}, but the VAT breakdown adds up to ${euros(breakdownVat)}.`,
    );
  if (totals.grossCents !== totals.linesNetCents + totals.vatCents)
    refuse(
      "BR-CO-15",
      `The total with VAT is ${euros(totals.grossCents)}, not the net ${euros(totals.linesNetCents)} plus VAT ${euros(totals.vatCents)}.`,
    );
  const rounding = totals.roundingCents ?? 0;
  if (totals.payableCents !== totals.grossCents - totals.paidCents + rounding)
    refuse(
      "BR-CO-16",
      `The amount to pay is ${euros(totals.payableCents)}, not the total ${euros(totals.grossCents)} less the paid ${euros(totals.paidCents)} plus the rounding ${euros(rounding)}.`,
    );

  return broken;
}

function checkParty(
  party: InvoiceParty,
  role: "seller" | "buyer",
  refuse: (rule: string, message: string) => void,
  addressRequired = true,
): void {
  const rules =
    role === "seller"
      ? { name: "BR-06", address: "BR-08", country: "BR-09" }
      : { name: "BR-07", address: "BR-10", country: "BR-11" };
  if (party.name.trim() === "") refuse(rules.name, `The ${role} has no name.`);
  if (addressRequired && (party.street.trim() === "" || party.place.trim() === ""))
    refuse(rules.address, `The ${role}'s address needs a street and a place.`);
  if (!/^[A-Z]{2}$/.test(party.country))
    refuse(rules.country, `The ${role}'s country "${party.country}" is not an ISO country code.`);
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isTimestamp(value: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  return match?.[1] !== undefined && isDate(match[1]);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function euros(cents: number): string {
  return `${(cents / 100).toFixed(2)} EUR`;
}
