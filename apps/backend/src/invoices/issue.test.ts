import { eq, sql } from "drizzle-orm";
import { inflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import { kpdCodesOf } from "../catalogue/kpd-codes.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { formatMoney } from "../locales/formats.ts";
import { outboxMails } from "../mail/schema.ts";
import { markOrderPaid, transitionOrder } from "../orders/admin-actions.ts";
import { recordOrder } from "../orders/record-order.ts";
import { receiveWithdrawal } from "../orders/withdrawal.ts";
import { readSlipPng } from "../payment-slips/barcode-reader.testing.ts";
import { hub3Text } from "../payment-slips/hub3.ts";
import { orderPaymentSlip } from "../payment-slips/order-slip.ts";
import { orderLines, orders } from "../orders/schema.ts";
import { defaultInvoicing } from "../settings/defaults.ts";
import { settingsStore } from "../settings/store.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { localExchange, localFiscalisation } from "./adapters.ts";
import { customerInvoiceFile, customerInvoices } from "./customer-list.ts";
import { invoiceIssuing } from "./issue.ts";
import { invoiceRefusals, invoices } from "./schema.ts";

let database: Database;
let companyId = 0;
let otherId = 0;
let goods: { id: number; itemCode: string; nameHr: string; nameEn: string }[] = [];
const issuedAt = new Date("2026-11-28T10:00:00Z");
const exchange = localExchange();
const fiscalisation = localFiscalisation();
const issuing = () =>
  invoiceIssuing(database.db, {
    settings: settingsStore(database.db),
    kpdCodesOf,
    fiscalisation,
    exchange,
    now: () => issuedAt,
    siteUrl: "https://dukan.example/",
  });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 3, now: new Date("2026-11-01T12:00:00Z") });
  const [company, other] = await database.db
    .insert(users)
    .values([
      { type: "company", email: "nabava@tvrtka.example", name: "Đurđa Šoštarić" },
      { type: "person", email: "iva@example.com", name: "Iva" },
    ])
    .returning();
  companyId = company?.id ?? 0;
  otherId = other?.id ?? 0;
  goods = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .orderBy(products.id)
    .limit(3);
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.execute(
    sql`truncate invoices, invoice_refusals, invoice_number_counters, orders, order_lines, order_status_history, order_number_counters, outbox_mails, order_payments cascade`,
  );
  await database.db.update(products).set({ kpdCode: "26.20.16" });
});

type OrderLines = Parameters<typeof recordOrder>[1]["lines"];

/** A legal entity's bank-transfer order: by default a 25 % line, a 13 % line and a line with a 10 % rebate. */
const placeCompanyOrder = (
  companyOib: string | null = "69435151530",
  lines: OrderLines = [
    {
      ...good(0),
      productId: good(0).id,
      nameHr: "Bežični miš",
      unitPriceCents: 2000,
      vatRate: 25,
      quantity: 2,
    },
    { ...good(1), productId: good(1).id, unitPriceCents: 1000, vatRate: 13, quantity: 1 },
    {
      ...good(2),
      productId: good(2).id,
      unitPriceCents: 900,
      rebatePercent: 10,
      vatRate: 25,
      quantity: 3,
    },
  ],
) =>
  recordOrder(database.db, {
    userId: companyId,
    buyerType: "company",
    buyerName: "Đurđa Šoštarić",
    buyerEmail: "nabava@tvrtka.example",
    companyName: "Tvrtka d.o.o.",
    companyOib,
    companyAddress: "Savska 1",
    companyPlace: "10000 Zagreb",
    deliveryMethod: "personal_pickup",
    paymentMethod: "bank_transfer",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines,
  });

/** A person's order picked up in the shop, paid as `paymentMethod` says: one 25 % line at `unitPriceCents`. */
const placePersonOrder = (paymentMethod: "card" | "card_instalments", unitPriceCents: number) =>
  recordOrder(database.db, {
    userId: otherId,
    buyerType: "person",
    buyerName: "Iva Kovač",
    buyerEmail: "iva@example.com",
    deliveryMethod: "personal_pickup",
    paymentMethod,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines: [{ ...good(0), productId: good(0).id, unitPriceCents, vatRate: 25, quantity: 1 }],
  });

const versionOf = async (id: number) =>
  (await database.db.select({ version: orders.version }).from(orders).where(eq(orders.id, id)))[0]
    ?.version ?? 0;
const pay = async (order: { id: number }, cents = 1_000_000) =>
  markOrderPaid(
    database.db,
    order.id,
    { amountCents: cents, paidOn: "2026-11-21", now: issuedAt },
    { staffId: 1, version: await versionOf(order.id) },
  );
/** The staff refund the order's payment (a withdrawal's or a cancellation's money back). */
const refund = async (order: { id: number }) =>
  transitionOrder(
    database.db,
    order.id,
    "refund",
    {},
    { staffId: 1, version: await versionOf(order.id) },
  );
/** A value the test has just made sure of (a row written, a product seeded). */
function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}
const good = (i: number) => defined(goods[i]);
const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
/**
 * The HUB-3 slip's barcode printed on the invoice, read back as its text: PDFKit writes the PNG's
 * colours as one Flate-compressed RGB image (its alpha a mask beside it), which is drawn on white.
 */
function slipTextOf(pdf: Buffer): string {
  const bytes = pdf.toString("latin1");
  const image = /<<[^>]*\/Subtype \/Image[^>]*\/ColorSpace \/DeviceRGB[^>]*>>\s*stream\r?\n/.exec(
    bytes,
  );
  if (!image) throw new Error("no barcode in the PDF");
  const size = (name: string) => Number(new RegExp(`/${name} (\\d+)`).exec(image[0])?.[1]);
  const start = image.index + image[0].length;
  const rgb = inflateSync(pdf.subarray(start, start + size("Length")));
  const png = new PNG({ width: size("Width"), height: size("Height") });
  for (let pixel = 0; pixel < png.width * png.height; pixel++) {
    rgb.copy(png.data, pixel * 4, pixel * 3, pixel * 3 + 3);
    png.data[pixel * 4 + 3] = 255;
  }
  return readSlipPng(PNG.sync.write(png)).text;
}

describe(`issuing invoices on ${testDatabaseKind}`, () => {
  it("invoices only the lines a person kept: those withdrawn from before paying were taken off and never sold", async () => {
    const order = await recordOrder(database.db, {
      userId: otherId,
      buyerType: "person",
      buyerName: "Iva Kovač",
      buyerEmail: "iva@example.com",
      deliveryMethod: "personal_pickup",
      paymentMethod: "bank_transfer",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      lines: [
        { ...good(0), productId: good(0).id, unitPriceCents: 2000, vatRate: 25, quantity: 1 },
        { ...good(1), productId: good(1).id, unitPriceCents: 1000, vatRate: 25, quantity: 2 },
      ],
    });
    const lines = await database.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    await receiveWithdrawal(
      database.db,
      order.id,
      { name: "Iva Kovač", note: "", lineIds: [defined(lines[1]).id] },
      new Date("2026-11-20T12:00:00Z"),
    );
    await pay(order, 2000);
    const [outcome] = await issuing().round();
    expect(outcome).toMatchObject({ issued: "invoice" });
    const [row] = await database.db.select().from(invoices);
    expect(row?.document.lines.map((line) => line.itemCode)).toEqual([good(0).itemCode]);
    expect(row?.document.totals).toMatchObject({ grossCents: 2000, payableCents: 0 });
    // Its refund credits what was invoiced, not the lines taken off before.
    await refund(order);
    await issuing().round();
    const credit = (await database.db.select().from(invoices)).find(
      (document) => document.kind === "credit_note",
    );
    expect(credit?.document.totals.grossCents).toBe(2000);
  });

  it("issues the invoice when the order is paid: numbered 1/WEB1/1, its PDF and UBL stored, mailed with the PDF, the mark cleared", async () => {
    const order = await placeCompanyOrder();
    expect(await issuing().round()).toEqual([]);
    await pay(order);
    const [outcome] = await issuing().round();
    expect(outcome).toMatchObject({ issued: "invoice", number: "1/WEB1/1" });
    const [row] = await database.db.select().from(invoices);
    expect(row?.document.totals).toMatchObject({ payableCents: 0 });
    // 2 × 20.00 + 10.00 + 3 × 9.00 net; VAT 25 % of 67.00 and 13 % of 10.00.
    expect(row?.document.vatBreakdown).toEqual([
      { rate: 25, taxableCents: 6700, vatCents: 1675 },
      { rate: 13, taxableCents: 1000, vatCents: 130 },
    ]);
    expect(row?.document.totals.grossCents).toBe(6700 + 1675 + 1000 + 130);
    const text = await pdfText(defined(row).pdf);
    expect(text).toContain("Bežični miš");
    expect(text).toContain("1/WEB1/1");
    expect(row?.ubl).toContain("<cbc:ID>1/WEB1/1</cbc:ID>");
    expect(row?.exchangeId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, "Račun 1/WEB1/1 – Dućan"));
    expect(mail?.toAddress).toBe("nabava@tvrtka.example");
    // "Nalazi se i u Mojim računima": linked, absolute, on the storefront of the mail's language.
    expect(mail?.textBody).toContain("Moji računi:\nhttps://dukan.example/my-invoices\n");
    expect(mail?.htmlBody).toContain('href="https://dukan.example/my-invoices"');
    expect(mail?.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    const [marked] = await database.db.select({ due: orders.invoiceDueAt }).from(orders);
    expect(marked?.due).toBeNull();
    // Nothing more is due: another round issues nothing.
    expect(await issuing().round()).toEqual([]);
  });

  it("ends every page with the company-law notice in the invoice's language: court, MBS, share capital paid in full, board (ZTD čl. 21)", async () => {
    const croatian = await placeCompanyOrder();
    const english = await placeCompanyOrder();
    await database.db.update(orders).set({ language: "en" }).where(eq(orders.id, english.id));
    await pay(croatian);
    await pay(english);
    await issuing().round();
    const issued = await database.db.select().from(invoices).orderBy(invoices.id);
    const notices = issued.map((row) => row.document.seller.legalNotice);
    expect(notices[0]).toContain("Trgovački sud u Zagrebu (demo), MBS 080000000 (demo)");
    expect(notices[0]).toContain(
      `Temeljni kapital ${formatMoney(250_000, "hr")}, uplaćen u cijelosti · Članovi uprave: Ivan Primjer (demo)`,
    );
    expect(notices[1]).toContain(
      `Share capital ${formatMoney(250_000, "en")}, paid in full · Management board: Ivan Primjer (demo)`,
    );
    expect((await pdfText(defined(issued[0]).pdf)).replace(/\s+/g, " ")).toContain(
      "Temeljni kapital 2.500,00",
    );
    const [englishMail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `Invoice ${defined(issued[1]).number} – Dućan`));
    expect(englishMail?.textBody).toContain("My invoices:\nhttps://dukan.example/en/my-invoices\n");
  });

  it("with the setting to issue on shipment, waits for the shipment of a paid order, then issues its invoice", async () => {
    const settings = settingsStore(database.db);
    await settings.set("invoicing", { ...defaultInvoicing, issueOnShipment: true });
    try {
      const order = await placeCompanyOrder();
      const staff = async () => ({ staffId: 1, version: await versionOf(order.id) });
      await pay(order);
      // Paid but not shipped: nothing is issued yet.
      expect(await issuing().round()).toEqual([{ nothing: true }]);
      await transitionOrder(database.db, order.id, "confirm", {}, await staff());
      // Picked up in the shop: ready for pickup is its shipment.
      await transitionOrder(database.db, order.id, "ready-for-pickup", {}, await staff());
      expect(await issuing().round()).toEqual([expect.objectContaining({ issued: "invoice" })]);
      const [row] = await database.db.select().from(invoices);
      // Paid before it shipped: nothing left to pay, due the day it is issued.
      expect(row?.payableCents).toBe(0);
      expect(row?.dueDate).toBe("2026-11-28");
    } finally {
      await settings.set("invoicing", defaultInvoicing);
    }
  });

  it("invoices a partly paid bank transfer counting what arrived as paid: the amount to pay and the slip ask for the rest", async () => {
    const settings = settingsStore(database.db);
    await settings.set("invoicing", { ...defaultInvoicing, issueOnShipment: true });
    try {
      const order = await placeCompanyOrder();
      const staff = async () => ({ staffId: 1, version: await versionOf(order.id) });
      // 95.05 € in all (the default lines); 50.00 € of it arrived before the goods were handed over.
      await pay(order, 5000);
      await transitionOrder(database.db, order.id, "confirm", {}, await staff());
      await transitionOrder(database.db, order.id, "ready-for-pickup", {}, await staff());
      expect(await issuing().round()).toEqual([expect.objectContaining({ issued: "invoice" })]);
      const row = defined((await database.db.select().from(invoices))[0]);
      expect(row.document.totals).toMatchObject({
        grossCents: 9505,
        paidCents: 5000,
        payableCents: 4505,
      });
      expect(row.payableCents).toBe(4505);
      const text = (await pdfText(row.pdf)).replace(/\s+/g, " ");
      for (const shown of [
        "Plaćeno 50,00 €",
        "Ukupno za platiti 45,05 €",
        "Plaćanje općom uplatnicom (HUB-3)",
        "Iznos 45,05 €",
      ])
        expect(text, shown).toContain(shown);
      expect(text).not.toContain("Iznos 95,05 €");
      const [placed] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(slipTextOf(row.pdf)).toBe(
        hub3Text(
          orderPaymentSlip({ ...defined(placed), amountCents: 4505 }, await settings.get("payee")),
        ),
      );
      expect(row.ubl).toContain('<cbc:PrepaidAmount currencyID="EUR">50.00</cbc:PrepaidAmount>');
      expect(row.ubl).toContain('<cbc:PayableAmount currencyID="EUR">45.05</cbc:PayableAmount>');
    } finally {
      await settings.set("invoicing", defaultInvoicing);
    }
  });

  it("refuses an invoice for a product without a KPD code or a company without an OIB, shows why and takes no number", async () => {
    const noKpd = await placeCompanyOrder();
    await database.db
      .update(products)
      .set({ kpdCode: null })
      .where(eq(products.id, good(1).id));
    const noOib = await placeCompanyOrder(null);
    await pay(noKpd);
    await pay(noOib);
    const outcomes = await issuing().round();
    expect(outcomes).toHaveLength(2);
    const refusals = await database.db
      .select()
      .from(invoiceRefusals)
      .orderBy(invoiceRefusals.orderId);
    expect(refusals.map((r) => r.reasons.join(" "))).toEqual([
      `Proizvod ${good(1).itemCode} nema KPD šifru.`,
      expect.stringContaining("Kupac (pravna osoba) nema OIB."),
    ]);
    expect(await database.db.select().from(invoices)).toEqual([]);
    // No gap: the next invoice issued is number 1.
    await database.db.update(products).set({ kpdCode: "26.20.16" });
    const complete = await placeCompanyOrder();
    await pay(complete);
    expect(await issuing().round()).toEqual([expect.objectContaining({ number: "1/WEB1/1" })]);
  });

  it("issues one invoice when two issuings of one order run at once, and 16 orders' invoices get 16 consecutive numbers", async () => {
    const placed = [];
    for (let i = 0; i < 16; i++) placed.push(await placeCompanyOrder());
    for (const order of placed) await pay(order);
    const first = defined(placed[0]);
    const service = issuing();
    const twice = await Promise.all([service.issueFor(first.id), service.issueFor(first.id)]);
    expect(twice.filter((o) => "issued" in o)).toHaveLength(1);
    await Promise.all(placed.slice(1).map((order) => issuing().issueFor(order.id)));
    const numbers = (await database.db.select({ number: invoices.number }).from(invoices))
      .map((row) => Number(row.number.split("/")[0]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it("refuses a credit note larger than its invoice, and numbers nothing", async () => {
    const order = await placeCompanyOrder();
    await pay(order);
    await issuing().round();
    // The invoice as issued came to less than the order's lines would credit now.
    await database.db.execute(
      sql`update invoices set document = jsonb_set(document, '{totals,grossCents}', '100') where order_id = ${order.id}`,
    );
    await refund(order);
    expect(await issuing().round()).toEqual([
      { refused: [expect.stringMatching(/^Odobrenje \(.+\) veće je od računa \(1,00\s€\)\.$/)] },
    ]);
    expect(await database.db.select({ kind: invoices.kind }).from(invoices)).toEqual([
      { kind: "invoice" },
    ]);
  });

  it("issues a credit note referring to the invoice when the invoiced order is cancelled, and shows each customer only their own", async () => {
    const order = await placeCompanyOrder();
    await pay(order);
    await issuing().round();
    await refund(order);
    const [credit] = await issuing().round();
    expect(credit).toMatchObject({ issued: "credit_note", number: "2/WEB1/1" });
    const list = await customerInvoices(database.db, companyId, {
      page: 1,
      perPage: 20,
      orderNumber: null,
    });
    expect(list.data.map((i) => [i.kind, i.number, i.credits_number])).toEqual([
      ["credit_note", "2/WEB1/1", "1/WEB1/1"],
      ["invoice", "1/WEB1/1", null],
    ]);
    const creditRow = defined(list.data[0]);
    const file = await customerInvoiceFile(database.db, companyId, creditRow.id, "pdf");
    const text = await pdfText(defined(file).content);
    expect(text).toContain("Odobrenje");
    expect(text).toContain("1/WEB1/1");
    // Someone else's invoice is not found, by id as by list.
    expect(await customerInvoiceFile(database.db, otherId, creditRow.id, "pdf")).toBeNull();
    expect(
      (await customerInvoices(database.db, otherId, { page: 1, perPage: 20, orderNumber: null }))
        .data,
    ).toEqual([]);
  });

  it("invoices a person who picked the order up and gave no address, and credits it after the refund", async () => {
    const order = await placePersonOrder("card", 3299);
    await pay(order);
    expect(await issuing().round()).toEqual([
      expect.objectContaining({ issued: "invoice", number: "1/WEB1/1" }),
    ]);
    expect(await database.db.select().from(invoiceRefusals)).toEqual([]);
    const [invoice] = await database.db.select().from(invoices);
    const text = await pdfText(defined(invoice).pdf);
    expect(text).toContain("Iva Kovač");
    expect(text).toContain("32,99");
    await refund(order);
    expect(await issuing().round()).toEqual([
      expect.objectContaining({ issued: "credit_note", number: "2/WEB1/1" }),
    ]);
    // A refund without a withdrawal says so, and the money is back: nothing is left to refund.
    const [credit] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.kind, "credit_note"));
    expect(defined(credit).document.totals).toMatchObject({ paidCents: 3299, payableCents: 0 });
    const creditText = (await pdfText(defined(credit).pdf)).replace(/\s+/g, " ");
    expect(creditText).toContain("Odobrenje za vraćeni iznos plaćanja.");
    expect(creditText).not.toContain("odustanak");
  });

  it("asks what the order charged: VAT per rate against the order's per line is a rounding amount", async () => {
    // Two lines of 1.02 € without VAT: the order adds 0.26 € VAT to each (0.255 rounded up), the
    // invoice 0.51 € to their sum; the order charged 2.56 €, and the invoice asks 2.56 €.
    const order = await placeCompanyOrder(
      "69435151530",
      [0, 1].map((i) => ({
        ...good(i),
        productId: good(i).id,
        unitPriceCents: 102,
        vatRate: 25,
        quantity: 1,
      })),
    );
    const [placed] = await database.db
      .select({ totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(placed?.totalCents).toBe(256);
    await pay(order, 256);
    await issuing().round();
    const [invoice] = await database.db.select().from(invoices);
    expect(defined(invoice).document.totals).toMatchObject({
      grossCents: 255,
      roundingCents: 1,
      paidCents: 256,
      payableCents: 0,
    });
    const ubl = defined(invoice).ubl ?? "";
    expect(ubl).toContain(
      '<cbc:PayableRoundingAmount currencyID="EUR">0.01</cbc:PayableRoundingAmount>',
    );
    expect((await pdfText(defined(invoice).pdf)).replace(/\s+/g, " ")).toContain(
      "Zaokruženje 0,01",
    );
    // The mail names the amount the PDF asks and the order charged, not the sum before rounding.
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `Račun ${defined(invoice).number} – Dućan`));
    expect(mail?.textBody).toContain(`${defined(invoice).number} · ${formatMoney(256, "hr")}`);
    expect(mail?.textBody).not.toContain(formatMoney(255, "hr"));
  });

  it("invoices a card instalments order at what was charged: the goods at their price, the surcharge on its own line, not twice", async () => {
    const order = await placePersonOrder("card_instalments", 10_000);
    // As the checkout stores it (pricing/checkout-totals.ts): the line's amounts with the 5 % surcharge.
    await database.db
      .update(orderLines)
      .set({ netCents: 8400, vatCents: 2100, lineTotalCents: 10_500 })
      .where(eq(orderLines.orderId, order.id));
    await database.db
      .update(orders)
      .set({ cardSurchargeCents: 500, vatCents: 2100, totalCents: 10_500 })
      .where(eq(orders.id, order.id));
    await pay(order, 10_500);
    await issuing().round();
    const [invoice] = await database.db.select().from(invoices);
    const { lines, totals } = defined(invoice).document;
    expect(lines.map((line) => [line.itemCode, line.netCents])).toEqual([
      [good(0).itemCode, 8000],
      ["NAKNADA", 400],
    ]);
    expect(totals).toMatchObject({ grossCents: 10_500, paidCents: 10_500, payableCents: 0 });
  });
});
