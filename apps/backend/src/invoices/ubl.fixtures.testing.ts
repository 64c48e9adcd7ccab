// Tests only: issued documents as the issuing service hands them to the UBL writer and the rules.
import type { InvoiceDocument } from "./document.ts";

const seller: InvoiceDocument["seller"] = {
  name: "Dućan d.o.o.",
  oib: "12345678903",
  street: "Ilica 1",
  zip: "10000",
  place: "Zagreb",
  country: "HR",
  email: "racuni@ducan.example",
  iban: "HR1723600001101234565",
  bankName: "Zagrebačka banka d.d.",
  legalNotice:
    "Trgovački sud u Zagrebu, MBS 080000001, temeljni kapital 20.000,00 EUR uplaćen u cijelosti, uprava: Ana Horvat",
};

/**
 * A company's invoice with the three VAT situations: a 25 % line, a 13 % line and a 25 % line with
 * a 10 % rebate on a list price with a fraction of a cent.
 */
export function companyInvoice(): InvoiceDocument {
  return {
    kind: "invoice",
    number: "123/WEB1/1",
    issuedAt: "2026-01-15T10:30:05+01:00",
    deliveryDate: "2026-01-14",
    dueDate: "2026-01-30",
    language: "hr",
    currency: "EUR",
    orderNumber: "2026-000123",
    // A copy: a test that breaks the seller breaks only its own document.
    seller: { ...seller },
    buyer: {
      type: "company",
      name: "Kupac & Sin d.o.o.",
      oib: "69696969694",
      street: "Riva 2",
      zip: "51000",
      place: "Rijeka",
      country: "HR",
      email: "nabava@kupac.example",
    },
    lines: [
      {
        position: 1,
        itemCode: "LAP-14",
        name: 'Prijenosno računalo 14"',
        kpdCode: "26.20.11",
        quantity: 2,
        listUnitNetCents: 80000,
        rebatePercent: 0,
        rebateNetCents: 0,
        netCents: 160000,
        vatRate: 25,
        unitCode: "H87",
      },
      {
        position: 2,
        itemCode: "SJED-1",
        name: "Dječja autosjedalica",
        kpdCode: "29.32.30",
        quantity: 1,
        listUnitNetCents: 4000,
        rebatePercent: 0,
        rebateNetCents: 0,
        netCents: 4000,
        vatRate: 13,
        unitCode: "H87",
      },
      {
        position: 3,
        itemCode: "MON-27",
        name: 'Monitor 27"',
        kpdCode: "26.20.17",
        quantity: 3,
        listUnitNetCents: 19999.2,
        rebatePercent: 10,
        rebateNetCents: 6000,
        netCents: 53998,
        vatRate: 25,
        unitCode: "H87",
      },
    ],
    vatBreakdown: [
      { rate: 25, taxableCents: 213998, vatCents: 53500 },
      { rate: 13, taxableCents: 4000, vatCents: 520 },
    ],
    totals: {
      linesNetCents: 217998,
      vatCents: 54020,
      grossCents: 272018,
      paidCents: 0,
      payableCents: 272018,
    },
    payment: {
      method: "bank_transfer",
      meansCode: "30",
      reference: "HR01 2026-000123",
      iban: seller.iban,
    },
    notes: ["Račun izdao: web trgovina", "Mjesto izdavanja: Zagreb"],
    credits: null,
    fiscal: null,
  };
}

/** A credit note for one laptop of the company invoice. */
export function companyCreditNote(): InvoiceDocument {
  const invoice = companyInvoice();
  const laptop = invoice.lines[0];
  if (!laptop) throw new Error("the company invoice has lines");
  return {
    ...invoice,
    kind: "credit_note",
    number: "7/WEB1/1",
    issuedAt: "2026-02-02T09:00:00+01:00",
    deliveryDate: "2026-02-01",
    dueDate: "2026-02-16",
    lines: [{ ...laptop, quantity: 1, netCents: 80000 }],
    vatBreakdown: [{ rate: 25, taxableCents: 80000, vatCents: 20000 }],
    totals: {
      linesNetCents: 80000,
      vatCents: 20000,
      grossCents: 100000,
      paidCents: 0,
      payableCents: 100000,
    },
    credits: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

/** A person's invoice paid by card: no OIB, a gross price divided back to a fraction of a cent. */
export function personInvoice(): InvoiceDocument {
  return {
    ...companyInvoice(),
    number: "124/WEB1/1",
    language: "en",
    buyer: {
      type: "person",
      name: "Ivan Kupac",
      oib: null,
      street: "Vukovarska 3",
      zip: "",
      place: "Split",
      country: "HR",
      email: "ivan@kupac.example",
    },
    lines: [
      {
        position: 1,
        itemCode: "MIS-1",
        name: "Miš <bežični>",
        kpdCode: "26.20.16",
        quantity: 1,
        listUnitNetCents: 7999.2,
        rebatePercent: 0,
        rebateNetCents: 0,
        netCents: 7999,
        vatRate: 25,
        unitCode: "H87",
      },
    ],
    vatBreakdown: [{ rate: 25, taxableCents: 7999, vatCents: 2000 }],
    totals: {
      linesNetCents: 7999,
      vatCents: 2000,
      grossCents: 9999,
      paidCents: 9999,
      payableCents: 0,
    },
    payment: {
      method: "card",
      meansCode: "48",
      reference: "HR01 2026-000124",
      iban: seller.iban,
    },
    fiscal: {
      zki: "0123456789abcdef0123456789abcdef",
      jir: "a1b2c3d4-e5f6-7890-abcd-ef1234567890",
    },
  };
}
