import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../locales/formats.ts";
import { paymentSlipBarcodePng } from "../payment-slips/barcode.ts";
import type { InvoiceDocument, InvoiceLine } from "./document.ts";
import { renderInvoicePdf } from "./pdf.ts";

const seller: InvoiceDocument["seller"] = {
  name: "Dućan d.o.o.",
  oib: "12345678903",
  street: "Ilica 1",
  zip: "10000",
  place: "Zagreb",
  country: "HR",
  email: "racuni@dukan.test",
  iban: "HR1210010051863000160",
  bankName: "Zagrebačka banka d.d.",
  legalNotice:
    "Dućan d.o.o., Trgovački sud u Zagrebu, MBS 080000000, temeljni kapital 2.500,00 € uplaćen u cijelosti, direktor Ivan Primjer",
};

const line = (fields: Partial<InvoiceLine> & Pick<InvoiceLine, "position">): InvoiceLine => ({
  itemCode: `ART-${fields.position}`,
  name: "Proizvod",
  kpdCode: "26.20.16",
  quantity: 1,
  listUnitNetCents: 1000,
  rebatePercent: 0,
  rebateNetCents: 0,
  netCents: 1000,
  vatRate: 25,
  unitCode: "H87",
  ...fields,
});

/** A company's invoice: a mouse at 25 %, a child seat at 13 %, three keyboards with 10 % rebate at 25 %. */
const invoice: InvoiceDocument = {
  kind: "invoice",
  number: "123/WEB1/1",
  issuedAt: "2026-03-14T10:23:45+01:00",
  deliveryDate: "2026-03-13",
  dueDate: "2026-03-29",
  language: "hr",
  currency: "EUR",
  orderNumber: "2026-000123",
  seller,
  buyer: {
    type: "company",
    name: "Đurđa Šoštarić d.o.o.",
    oib: "69435151530",
    street: "Žitnjak 7",
    zip: "10000",
    place: "Zagreb",
    country: "HR",
    email: "nabava@sostaric.test",
  },
  lines: [
    line({
      position: 1,
      itemCode: "MI-2041",
      name: "Bežični miš",
      quantity: 2,
      listUnitNetCents: 1600,
      netCents: 3200,
    }),
    line({
      position: 2,
      itemCode: "DS-0013",
      name: "Dječja autosjedalica",
      kpdCode: "29.32.30",
      listUnitNetCents: 4500,
      netCents: 4500,
      vatRate: 13,
    }),
    line({
      position: 3,
      itemCode: "TK-3001",
      name: "Tipkovnica Čakovec",
      kpdCode: "26.20.16",
      quantity: 3,
      listUnitNetCents: 1000,
      rebatePercent: 10,
      rebateNetCents: 300,
      netCents: 2700,
    }),
  ],
  vatBreakdown: [
    { rate: 25, taxableCents: 5900, vatCents: 1475 },
    { rate: 13, taxableCents: 4500, vatCents: 585 },
  ],
  totals: {
    linesNetCents: 10400,
    vatCents: 2060,
    grossCents: 12460,
    paidCents: 0,
    payableCents: 12460,
  },
  payment: {
    method: "bank_transfer",
    meansCode: "58",
    reference: "HR01 2026-000123-6",
    iban: "HR1210010051863000160",
  },
  notes: ["Račun izdao: Ivan Primjer", "Mjesto izdavanja: Zagreb"],
  credits: null,
  fiscal: null,
};

const creditNote: InvoiceDocument = {
  ...invoice,
  kind: "credit_note",
  number: "7/WEB1/1",
  lines: [invoice.lines[0] as InvoiceLine],
  vatBreakdown: [{ rate: 25, taxableCents: 3200, vatCents: 800 }],
  totals: {
    linesNetCents: 3200,
    vatCents: 800,
    grossCents: 4000,
    paidCents: 0,
    payableCents: 4000,
  },
  credits: { number: "123/WEB1/1", issuedAt: "2026-03-14T10:23:45+01:00" },
};

/** A person's invoice in English, paid by card and fiscalised; a unit price with fractions of a cent. */
const english: InvoiceDocument = {
  ...invoice,
  language: "en",
  buyer: {
    type: "person",
    name: "Đurđa Šoštarić",
    oib: null,
    street: "Vukovarska 12",
    zip: "21000",
    place: "Split",
    country: "HR",
    email: "durda@example.test",
  },
  lines: [
    line({
      position: 1,
      itemCode: "MI-2041",
      name: "Wireless mouse",
      quantity: 5,
      listUnitNetCents: 806.4516,
      netCents: 4032,
    }),
  ],
  vatBreakdown: [{ rate: 25, taxableCents: 4032, vatCents: 1008 }],
  totals: {
    linesNetCents: 4032,
    vatCents: 1008,
    grossCents: 5040,
    paidCents: 5040,
    payableCents: 0,
  },
  payment: { ...invoice.payment, method: "card", meansCode: "48" },
  notes: ["Issued by: web shop"],
  fiscal: { zki: "e4d909c290d0fb1ca068ffaddf22cbd0", jir: "a1b2c3d4-e5f6-7890-abcd-ef1234567890" },
};

/** The text of each page as a reader would copy it, with every kind of space made a plain one. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.map(plain);
}

const plain = (text: string): string => text.replace(/\s+/g, " ");

const slipBarcode = () =>
  paymentSlipBarcodePng({
    amountCents: invoice.totals.payableCents,
    payer: { name: "Đurđa Šoštarić d.o.o.", street: "Žitnjak 7", place: "10000 Zagreb" },
    recipient: { name: "Dućan d.o.o.", street: "Ilica 1", place: "10000 Zagreb" },
    iban: seller.iban,
    model: "HR01",
    reference: "2026-000123-6",
    purposeCode: "OTHR",
    description: "Račun 123/WEB1/1",
  });

describe("an invoice's PDF", () => {
  it("shows a company's invoice in Croatian: parties, dates, lines with rebate and KPD, VAT per rate, totals", async () => {
    const [page, ...more] = await pagesOf(await renderInvoicePdf(invoice));
    expect(more).toEqual([]);
    const money = (cents: number) => plain(formatMoney(cents, "hr"));
    for (const shown of [
      "Račun 123/WEB1/1",
      "Dućan d.o.o.",
      "OIB: 12345678903",
      "HR12 1001 0051 8630 0016 0",
      "Zagrebačka banka d.d.",
      "Đurđa Šoštarić d.o.o.",
      "Žitnjak 7, 10000 Zagreb",
      "OIB: 69435151530",
      "Broj računa",
      "Datum i vrijeme izdavanja",
      "14. ožujka 2026. u 10:23:45",
      "Datum isporuke",
      "13. ožujka 2026.",
      "Datum dospijeća",
      "29. ožujka 2026.",
      "Mjesto izdavanja",
      "2026-000123",
      "Način plaćanja",
      "Transakcijski račun (virman)",
      "Poziv na broj",
      "HR01 2026-000123-6",
      "Šifra",
      "KPD",
      "Kol.",
      "Jed. cijena",
      "Rabat",
      "Bežični miš",
      "Dječja autosjedalica",
      "29.32.30",
      "Tipkovnica Čakovec",
      "10 %",
      "13 %",
      "Osnovica",
      `25 % ${money(5900)} ${money(1475)}`,
      `13 % ${money(4500)} ${money(585)}`,
      `Ukupno bez PDV-a ${money(10400)}`,
      `Ukupno s PDV-om ${money(12460)}`,
      `Plaćeno ${money(0)}`,
      `Ukupno za platiti ${money(12460)}`,
      "Račun izdao: Ivan Primjer",
      "Trgovački sud u Zagrebu, MBS 080000000",
      "Račun 123/WEB1/1 · Stranica 1 od 1",
    ])
      expect(page, shown).toContain(shown);
    expect(page).toContain("124,60 €");
    expect(page).not.toContain("ZKI");
    expect(page).not.toContain("Odobrenje");
  });

  it("describes itself: title, author and language", async () => {
    const proxy = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(invoice)));
    const { info } = await proxy.getMetadata();
    expect(info).toMatchObject({
      Title: "Račun 123/WEB1/1",
      Author: "Dućan d.o.o.",
      Language: "hr",
    });
  });

  it("adds the HUB-3 slip with its barcode to an invoice still to be paid", async () => {
    const pdf = await renderInvoicePdf(invoice, await slipBarcode());
    const text = (await pagesOf(pdf)).join(" ");
    for (const shown of [
      "Plaćanje općom uplatnicom (HUB-3)",
      "Primatelj",
      "IBAN primatelja",
      "Model HR01",
      "Poziv na broj 2026-000123-6",
      `Iznos ${plain(formatMoney(12460, "hr"))}`,
    ])
      expect(text, shown).toContain(shown);
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    const withoutSlip = await renderInvoicePdf(invoice, null);
    expect(withoutSlip.toString("latin1")).not.toContain("/Subtype /Image");
    expect((await pagesOf(withoutSlip)).join(" ")).not.toContain("HUB-3");
  });

  it("calls a credit note Odobrenje and names the invoice it credits", async () => {
    const text = (await pagesOf(await renderInvoicePdf(creditNote))).join(" ");
    for (const shown of [
      "Odobrenje 7/WEB1/1",
      "Broj odobrenja",
      "Odobrenje se odnosi na račun 123/WEB1/1 od 14. ožujka 2026.",
      "Bežični miš",
      `Ukupno s PDV-om ${plain(formatMoney(4000, "hr"))}`,
      `Preostaje za povrat ${plain(formatMoney(4000, "hr"))}`,
    ])
      expect(text, shown).toContain(shown);
    expect(text).not.toContain("Broj računa");
    expect(text).not.toContain("Ukupno za platiti");
  });

  it("writes a person's fiscalised invoice in English, without the buyer's OIB, the unit price to a hundredth of a cent", async () => {
    const text = (await pagesOf(await renderInvoicePdf(english))).join(" ");
    for (const shown of [
      "Invoice 123/WEB1/1",
      "Date and time of issue",
      "14 March 2026",
      "Đurđa Šoštarić",
      "Vukovarska 12, 21000 Split",
      "Wireless mouse",
      "Unit price",
      "€8.0645",
      "€40.32",
      `Total with VAT ${plain(formatMoney(5040, "en"))}`,
      "Paid €50.40",
      "Total payable €0.00",
      "Card",
      "ZKI: e4d909c290d0fb1ca068ffaddf22cbd0",
      "JIR: a1b2c3d4-e5f6-7890-abcd-ef1234567890",
      "Page 1 of 1",
    ])
      expect(text, shown).toContain(shown);
    expect(text.match(/OIB/g)).toHaveLength(1);
    expect(text).not.toContain("Račun");
  });

  it("names payment at the counter on pickup as the order does, in both languages: not 'cash on delivery', which a courier collects", async () => {
    const atPickup = { ...english.payment, method: "cash_on_delivery", meansCode: "10" } as const;
    const en = (await pagesOf(await renderInvoicePdf({ ...english, payment: atPickup }))).join(" ");
    expect(en).toContain("Payment method Cash on pickup");
    expect(en).not.toContain("Cash on delivery");
    const hr = (
      await pagesOf(await renderInvoicePdf({ ...english, language: "hr", payment: atPickup }))
    ).join(" ");
    expect(hr).toContain("Način plaćanja Gotovina pri preuzimanju");
  });

  it("draws documents side by side, each with its own letters, though they share the parsed fonts", async () => {
    const [croatian, credit, inEnglish] = await Promise.all(
      [invoice, creditNote, english].map(async (document) =>
        (await pagesOf(await renderInvoicePdf(document))).join(" "),
      ),
    );
    expect(croatian).toContain("Račun 123/WEB1/1");
    expect(croatian).toContain("Tipkovnica Čakovec");
    expect(credit).toContain("Odobrenje 7/WEB1/1");
    expect(credit).not.toContain("Tipkovnica Čakovec");
    expect(inEnglish).toContain("Wireless mouse");
    expect(inEnglish).not.toContain("Bežični miš");
  });

  it("breaks 200 lines across pages, each page with the table's header and the footer, no line lost", async () => {
    const lines = Array.from({ length: 200 }, (_, i) =>
      line({
        position: i + 1,
        itemCode: `ART-${String(i + 1).padStart(3, "0")}`,
        name: i % 7 === 0 ? "Kabel HDMI 2.1, 2 m, pleteni, s pozlaćenim priključcima" : "Punjač",
      }),
    );
    const pages = await pagesOf(
      await renderInvoicePdf({ ...invoice, number: "200/WEB1/1", lines }),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain("Šifra Naziv KPD Kol. Jed. cijena Rabat Iznos PDV");
      expect(page, `page ${i + 1}`).toContain("Trgovački sud u Zagrebu");
      expect(page, `page ${i + 1}`).toContain(
        `Račun 200/WEB1/1 · Stranica ${i + 1} od ${pages.length}`,
      );
    });
    const codes = pages.join(" ").match(/ART-\d{3}/g) ?? [];
    expect(codes).toEqual(lines.map((l) => l.itemCode));
    expect(pages.at(-1)).toContain("Ukupno za platiti");
  });
});
