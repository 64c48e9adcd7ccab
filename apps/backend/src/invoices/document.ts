import type { Language } from "@dukan/contract";

/**
 * An issued invoice or credit note as the law asks it to be written (docs/invoices.md): every
 * figure fixed when it was issued. The PDF (pdf.ts) and the UBL 2.1 e-invoice (ubl.ts) are both
 * written from this one value, so they never disagree. Money is integer euro cents.
 */
export type InvoiceKind = "invoice" | "credit_note";

/** The VAT rates the invoice rules know (Zakon o PDV-u čl. 38): standard 25 %, reduced 13 % and 5 %. */
export const invoiceVatRates = [25, 13, 5] as const;
export type InvoiceVatRate = (typeof invoiceVatRates)[number];

export interface InvoiceParty {
  /** Legal name of a company, or the full name of a person. */
  name: string;
  /** Croatian OIB (11 digits); the seller's always, a company buyer's always, a person's null. */
  oib: string | null;
  street: string;
  /** Postal code ("10000"), may be empty when the stored address has none. */
  zip: string;
  /** Place ("Zagreb"). */
  place: string;
  /** ISO 3166-1 alpha-2; the shop sells in Croatia. */
  country: "HR";
  email: string;
}

export interface InvoiceSeller extends InvoiceParty {
  oib: string;
  iban: string;
  bankName: string;
  /** Company law's data printed in the footer: court, registration number, share capital, board. */
  legalNotice: string;
}

export interface InvoiceBuyer extends InvoiceParty {
  type: "company" | "person";
}

export interface InvoiceLine {
  /** 1, 2, 3 … in the order's order. */
  position: number;
  itemCode: string;
  /** The product's name in the invoice's language. */
  name: string;
  /** KPD 2025 classification (e.g. "26.20.16"); required on every line of an issued invoice. */
  kpdCode: string;
  /** Pieces; negative on nothing (a credit note's amounts are positive, its kind says it credits). */
  quantity: number;
  /** One piece before the rebate, without VAT, in cents (may carry fractions of a cent: a person's gross price divided back). */
  listUnitNetCents: number;
  rebatePercent: number;
  /** The rebate on the whole line, without VAT, in cents (0 without a rebate). */
  rebateNetCents: number;
  /** The line's amount after the rebate, without VAT, in cents. */
  netCents: number;
  vatRate: InvoiceVatRate;
  /** Unit of measure, UN/ECE Rec. 20: "H87" piece, "C62" one (a service such as delivery). */
  unitCode: "H87" | "C62";
}

/** One row of the VAT breakdown: all lines of one rate. */
export interface VatBreakdownRow {
  rate: InvoiceVatRate;
  taxableCents: number;
  vatCents: number;
}

export interface InvoiceTotals {
  /** Sum of the lines' net amounts. */
  linesNetCents: number;
  vatCents: number;
  /** linesNetCents + vatCents. */
  grossCents: number;
  /**
   * What makes the amount payable the order's total (EN 16931 BT-114): VAT per rate on the sum
   * against the order's VAT per line, a cent or so. Absent on documents issued before it existed.
   */
  roundingCents?: number;
  /** Already paid (card, or a bank transfer marked paid) when it was issued. */
  paidCents: number;
  /** grossCents + roundingCents − paidCents. */
  payableCents: number;
}

export interface InvoicePayment {
  method: "bank_transfer" | "card" | "cash_on_delivery" | "on_account";
  /** UNCL 4461 payment means: 30 credit transfer, 48 bank card, 10 cash, 58 SEPA credit transfer. */
  meansCode: "30" | "48" | "10" | "58";
  /** The payment reference with its model, "HR01 2026-000123" style: model, space, reference. */
  reference: string;
  iban: string;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** Croatian invoice number: sequential number / business premises / device, e.g. "123/WEB1/1". */
  number: string;
  /** When it was issued, ISO 8601 with the offset (Zagreb time). */
  issuedAt: string;
  /** Delivery (or service) date, YYYY-MM-DD. */
  deliveryDate: string;
  /** Payment due date, YYYY-MM-DD. */
  dueDate: string;
  language: Language;
  currency: "EUR";
  orderNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatBreakdown: VatBreakdownRow[];
  totals: InvoiceTotals;
  payment: InvoicePayment;
  /** Legally required notes in the invoice's language (e.g. who issued it, the place of issue). */
  notes: string[];
  /** A credit note's invoice: its number and issue date (UBL BillingReference). */
  credits: { number: string; issuedAt: string } | null;
  /** Fiscalisation of an invoice to a person (ZKI and JIR), null until fiscalised or for companies. */
  fiscal: { zki: string; jir: string } | null;
}
