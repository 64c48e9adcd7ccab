import type { Language } from "@dukan/contract";
import type { InvoiceKind, InvoicePayment } from "../invoices/document.ts";
import { formatPercent } from "./formats.ts";

/** Every word of the invoice and credit note PDF (invoices/pdf.ts), per language. */
export interface InvoiceTexts {
  /** The document's name in its title ("Račun", "Odobrenje"). */
  kinds: Record<InvoiceKind, string>;
  /** The label of the document's own number. */
  numbers: Record<InvoiceKind, string>;
  page(current: number, count: number): string;
  /** A VAT rate or a rebate ("25 %", "7,5 %"; "25%"). */
  percent(value: number): string;
  seller: string;
  buyer: string;
  oib: string;
  iban: string;
  bank: string;
  issuedAt: string;
  deliveryDate: string;
  dueDate: string;
  placeOfIssue: string;
  orderNumber: string;
  paymentMethod: string;
  reference: string;
  paymentMethods: Record<InvoicePayment["method"], string>;
  credits(number: string, issuedOn: string): string;
  columns: {
    position: string;
    itemCode: string;
    name: string;
    kpdCode: string;
    quantity: string;
    unitPrice: string;
    rebate: string;
    net: string;
    vatRate: string;
  };
  pricesWithoutVat: string;
  vatBreakdown: { heading: string; rate: string; taxable: string; vat: string };
  totals: {
    net: string;
    vat: string;
    gross: string;
    /** The rounding amount that makes the payable the order's total (EN 16931 BT-114). */
    rounding: string;
    /** Already paid on an invoice, already refunded on a credit note. */
    paid: Record<InvoiceKind, string>;
    payable: Record<InvoiceKind, string>;
  };
  notes: string;
  zki: string;
  jir: string;
  slip: {
    heading: string;
    payee: string;
    iban: string;
    model: string;
    reference: string;
    amount: string;
    scan: string;
  };
}

const hr: InvoiceTexts = {
  kinds: { invoice: "Račun", credit_note: "Odobrenje" },
  numbers: { invoice: "Broj računa", credit_note: "Broj odobrenja" },
  page: (current, count) => `Stranica ${current} od ${count}`,
  percent: (value) => formatPercent(value, "hr"),
  seller: "Prodavatelj",
  buyer: "Kupac",
  oib: "OIB",
  iban: "IBAN",
  bank: "Banka",
  issuedAt: "Datum i vrijeme izdavanja",
  deliveryDate: "Datum isporuke",
  dueDate: "Datum dospijeća",
  placeOfIssue: "Mjesto izdavanja",
  orderNumber: "Broj narudžbe",
  paymentMethod: "Način plaćanja",
  reference: "Poziv na broj",
  paymentMethods: {
    bank_transfer: "Transakcijski račun (virman)",
    card: "Kartica",
    cash_on_delivery: "Gotovina pri preuzimanju",
    on_account: "Transakcijski račun, odgoda plaćanja",
  },
  credits: (number, issuedOn) => `Odobrenje se odnosi na račun ${number} od ${issuedOn}`,
  columns: {
    position: "R.\u00a0br.",
    itemCode: "Šifra",
    name: "Naziv",
    kpdCode: "KPD",
    quantity: "Kol.",
    unitPrice: "Jed. cijena",
    rebate: "Rabat",
    net: "Iznos",
    vatRate: "PDV",
  },
  pricesWithoutVat: "Cijene i iznosi stavaka su bez PDV-a.",
  vatBreakdown: { heading: "Rekapitulacija PDV-a", rate: "Stopa", taxable: "Osnovica", vat: "PDV" },
  totals: {
    net: "Ukupno bez PDV-a",
    vat: "PDV",
    gross: "Ukupno s PDV-om",
    rounding: "Zaokruženje",
    paid: { invoice: "Plaćeno", credit_note: "Vraćeno" },
    payable: { invoice: "Ukupno za platiti", credit_note: "Preostaje za povrat" },
  },
  notes: "Napomene",
  zki: "ZKI",
  jir: "JIR",
  slip: {
    heading: "Plaćanje općom uplatnicom (HUB-3)",
    payee: "Primatelj",
    iban: "IBAN primatelja",
    model: "Model",
    reference: "Poziv na broj",
    amount: "Iznos",
    scan: "Skenirajte barkod u aplikaciji svoje banke.",
  },
};

const en: InvoiceTexts = {
  kinds: { invoice: "Invoice", credit_note: "Credit note" },
  numbers: { invoice: "Invoice number", credit_note: "Credit note number" },
  page: (current, count) => `Page ${current} of ${count}`,
  percent: (value) => formatPercent(value, "en"),
  seller: "Seller",
  buyer: "Buyer",
  oib: "OIB (tax number)",
  iban: "IBAN",
  bank: "Bank",
  issuedAt: "Date and time of issue",
  deliveryDate: "Delivery date",
  dueDate: "Due date",
  placeOfIssue: "Place of issue",
  orderNumber: "Order number",
  paymentMethod: "Payment method",
  reference: "Payment reference",
  paymentMethods: {
    bank_transfer: "Bank transfer",
    card: "Card",
    cash_on_delivery: "Cash on pickup",
    on_account: "Bank transfer, on account",
  },
  credits: (number, issuedOn) => `This credit note refers to invoice ${number} of ${issuedOn}`,
  columns: {
    position: "No.",
    itemCode: "Item code",
    name: "Name",
    kpdCode: "KPD",
    quantity: "Qty",
    unitPrice: "Unit price",
    rebate: "Rebate",
    net: "Amount",
    vatRate: "VAT",
  },
  pricesWithoutVat: "Prices and line amounts are without VAT.",
  vatBreakdown: { heading: "VAT breakdown", rate: "Rate", taxable: "Taxable amount", vat: "VAT" },
  totals: {
    net: "Total without VAT",
    vat: "VAT",
    gross: "Total with VAT",
    rounding: "Rounding",
    paid: { invoice: "Paid", credit_note: "Refunded" },
    payable: { invoice: "Total payable", credit_note: "Still to refund" },
  },
  notes: "Notes",
  zki: "ZKI",
  jir: "JIR",
  slip: {
    heading: "Pay with a HUB-3 slip",
    payee: "Payee",
    iban: "Payee's IBAN",
    model: "Model",
    reference: "Reference",
    amount: "Amount",
    scan: "Scan the barcode in your bank's app.",
  },
};

const texts: Record<Language, InvoiceTexts> = { hr, en };

export function invoiceTexts(language: Language): InvoiceTexts {
  return texts[language];
}
