import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceLine, InvoiceVatRate } from "./document.ts";
import { brokenInvoiceRules } from "./invoice-rules.ts";
import { companyCreditNote, companyInvoice, personInvoice } from "./ubl.fixtures.testing.ts";

const rulesOf = (document: InvoiceDocument) => brokenInvoiceRules(document).map((b) => b.rule);

function line(document: InvoiceDocument, index: number): InvoiceLine {
  const found = document.lines[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
}

/** Each case breaks one rule of a correct company invoice. */
const brokenCases: [rule: string, breakIt: (document: InvoiceDocument) => void][] = [
  ["BR-02", (d) => (d.number = "")],
  ["HR-BR-1", (d) => (d.number = "123 / WEB1 / 1")],
  ["BR-03", (d) => (d.issuedAt = "2026-01-15")],
  ["HR-BR-40", (d) => (d.issuedAt = "2025-12-31T23:59:59+01:00")],
  ["BR-05", (d) => (d.currency = "HRK" as "EUR")],
  ["BR-06", (d) => (d.seller.name = " ")],
  ["BR-07", (d) => (d.buyer.name = "")],
  ["BR-08", (d) => (d.seller.street = "")],
  ["BR-10", (d) => (d.buyer.place = "")],
  ["BR-S-02", (d) => (d.seller.oib = "12345678901")],
  ["HR-BR-53", (d) => (d.buyer.oib = "6969696969")],
  ["HR-BR-S-1", (d) => (d.buyer.oib = null)],
  ["BR-16", (d) => (d.lines = [])],
  ["HR-BR-44", (d) => (d.deliveryDate = "2026-02-30")],
  ["HR-BR-4", (d) => (d.dueDate = "")],
  ["DUCAN-CREDITS", (d) => (d.credits = { number: "1/WEB1/1", issuedAt: d.issuedAt })],
  ["BR-61", (d) => (d.payment.iban = "")],
  ["BR-25", (d) => (line(d, 0).name = "")],
  ["BR-22", (d) => (line(d, 0).quantity = 0)],
  ["HR-BR-25", (d) => (line(d, 1).kpdCode = "")],
  ["HR-BR-25", (d) => (line(d, 1).kpdCode = "2932")],
  ["DUCAN-VAT-RATE", (d) => (line(d, 1).vatRate = 10 as InvoiceVatRate)],
  ["DUCAN-CENTS", (d) => (line(d, 2).rebateNetCents = 6000.5)],
  ["PEPPOL-EN16931-R120", (d) => (line(d, 2).rebateNetCents = 5000)],
  ["BR-CO-18", (d) => (d.vatBreakdown = [])],
  ["BR-S-01", (d) => (d.vatBreakdown = d.vatBreakdown.filter((row) => row.rate !== 13))],
  ["BR-S-08", (d) => (d.vatBreakdown[1] = { rate: 13, taxableCents: 4100, vatCents: 533 })],
  ["BR-S-09", (d) => (d.vatBreakdown[0] = { rate: 25, taxableCents: 213998, vatCents: 53499 })],
  ["BR-CO-10", (d) => (d.totals.linesNetCents += 1)],
  ["BR-CO-14", (d) => (d.totals.vatCents += 1)],
  ["BR-CO-15", (d) => (d.totals.grossCents += 1)],
  ["BR-CO-16", (d) => (d.totals.paidCents = 1000)],
];

describe("the invoice rules", () => {
  it("pass a correct company invoice, credit note and person's invoice", () => {
    expect(brokenInvoiceRules(companyInvoice())).toEqual([]);
    expect(brokenInvoiceRules(companyCreditNote())).toEqual([]);
    expect(brokenInvoiceRules(personInvoice())).toEqual([]);
  });

  it.each(brokenCases)("catch %s", (rule, breakIt) => {
    const document = companyInvoice();
    breakIt(document);
    const broken = brokenInvoiceRules(document);
    expect(broken.map((b) => b.rule)).toContain(rule);
    for (const { message } of broken) expect(message).toMatch(/^[A-Z].*\S$/);
  });

  it("ask a credit note for the invoice it credits and that invoice's issue date", () => {
    const withoutReference = { ...companyCreditNote(), credits: null };
    expect(rulesOf(withoutReference)).toEqual(["BR-55"]);
    const withoutDate = { ...companyCreditNote(), credits: { number: "123/WEB1/1", issuedAt: "" } };
    expect(rulesOf(withoutDate)).toEqual(["HR-BR-6"]);
  });

  it("tell the staff where and by how much a sum is off", () => {
    const document = companyInvoice();
    document.vatBreakdown[0] = { rate: 25, taxableCents: 213998, vatCents: 53499 };
    document.totals.vatCents = 54019;
    expect(brokenInvoiceRules(document)).toEqual([
      {
        rule: "BR-S-09",
        message: "The VAT at 25 % is 534.99 EUR; 25 % of 2139.98 EUR is 535.00 EUR.",
      },
      {
        rule: "BR-CO-15",
        message: "The total with VAT is 2720.18 EUR, not the net 2179.98 EUR plus VAT 540.19 EUR.",
      },
    ]);
  });

  it("do not ask a person for an OIB, nor a card payment for an IBAN", () => {
    const document = personInvoice();
    document.payment.iban = "";
    expect(rulesOf(document)).toEqual([]);
  });

  it("issue a person's invoice without an address (picked up), never a company's", () => {
    const pickedUp = personInvoice();
    Object.assign(pickedUp.buyer, { street: "", zip: "", place: "" });
    expect(rulesOf(pickedUp)).toEqual([]);
    const company = companyInvoice();
    Object.assign(company.buyer, { street: "", zip: "", place: "" });
    expect(rulesOf(company)).toEqual(["BR-10"]);
  });
});
