import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import { kpdCodesOf } from "../catalogue/kpd-codes.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { type HandPayment, markOrderPaid, transitionOrder } from "../orders/admin-actions.ts";
import { recordOrder } from "../orders/record-order.ts";
import { orders } from "../orders/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { localExchange, localFiscalisation } from "./adapters.ts";
import { invoiceIssuing } from "./issue.ts";
import { paymentOf } from "./payment-means.ts";
import { invoices } from "./schema.ts";

// Cash on pickup is paid at the counter in cash or by card: the invoice (its PDF, the fiscalised
// document, a company's UBL PaymentMeansCode) names the means the staff recorded, UNCL 4461 code
// 48 for a card and 10 for cash; an order paid before it was recorded reads as cash, as it did.

let database: Database;
let personId = 0;
let companyId = 0;
let product = { id: 0, itemCode: "", nameHr: "", nameEn: "" };
const issuedAt = new Date("2026-11-28T10:00:00Z");
const fiscalisation = localFiscalisation();
const issuing = () =>
  invoiceIssuing(database.db, {
    settings: settingsStore(database.db),
    kpdCodesOf,
    fiscalisation,
    exchange: localExchange(),
    now: () => issuedAt,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 1, now: new Date("2026-11-01T12:00:00Z") });
  await database.db.update(products).set({ kpdCode: "26.20.16" });
  const [person, company] = await database.db
    .insert(users)
    .values([
      { type: "person", email: "iva@example.com", name: "Iva" },
      { type: "company", email: "nabava@tvrtka.example", name: "Đurđa Šoštarić" },
    ])
    .returning();
  personId = person?.id ?? 0;
  companyId = company?.id ?? 0;
  const [first] = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .limit(1);
  if (first) product = first;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.execute(
    sql`truncate invoices, invoice_refusals, invoice_number_counters, orders, order_lines, order_status_history, order_number_counters, outbox_mails, order_payments cascade`,
  );
});

/** A cash-on-pickup order of a person (or a company, whose invoice is also an e-invoice), ready at the counter. */
async function readyAtCounter(buyer: "person" | "company") {
  const company = buyer === "company";
  const order = await recordOrder(database.db, {
    userId: company ? companyId : personId,
    buyerType: buyer,
    buyerName: company ? "Đurđa Šoštarić" : "Iva Kovač",
    buyerEmail: company ? "nabava@tvrtka.example" : "iva@example.com",
    companyName: company ? "Tvrtka d.o.o." : null,
    companyOib: company ? "69435151530" : null,
    companyAddress: company ? "Savska 1" : null,
    companyPlace: company ? "10000 Zagreb" : null,
    deliveryMethod: "personal_pickup",
    paymentMethod: "cash_on_pickup",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines: [{ ...product, productId: product.id, unitPriceCents: 4000, vatRate: 25, quantity: 1 }],
  });
  await transitionOrder(database.db, order.id, "confirm", {}, { staffId: 1, version: 1 });
  await transitionOrder(database.db, order.id, "ready-for-pickup", {}, { staffId: 1, version: 2 });
  return order;
}

/** The order's one invoice after the invoices job's round, with its PDF's text. */
async function invoiceOf(orderId: number) {
  await issuing().round();
  const [row] = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error("no invoice issued");
  const pdf = await getDocumentProxy(new Uint8Array(row.pdf));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
  return { ...row, text };
}

describe(`the invoice of an order paid at the counter, on ${testDatabaseKind}`, () => {
  it("completed by card: the invoice says card, UNCL 4461 code 48, in its PDF and its UBL", async () => {
    const order = await readyAtCounter("company");
    await transitionOrder(
      database.db,
      order.id,
      "complete",
      { paidWith: "card" },
      { staffId: 1, version: 3 },
    );
    const invoice = await invoiceOf(order.id);
    expect(invoice.document.payment).toMatchObject({ method: "card", meansCode: "48" });
    expect(invoice.text).toContain("Način plaćanja Kartica");
    expect(invoice.text).not.toContain("Gotovina");
    expect(invoice.ubl).toContain("<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>");
  });

  it("completed in cash: the invoice says cash, code 10, and the fiscalised document too", async () => {
    const order = await readyAtCounter("person");
    await transitionOrder(
      database.db,
      order.id,
      "complete",
      { paidWith: "cash" },
      { staffId: 1, version: 3 },
    );
    const invoice = await invoiceOf(order.id);
    expect(invoice.document.payment).toMatchObject({ method: "cash_on_delivery", meansCode: "10" });
    expect(invoice.text).toContain("Način plaćanja Gotovina pri preuzimanju");
    expect(fiscalisation.fiscalised.at(-1)?.payment.meansCode).toBe("10");
  });

  it("recorded as paid by card before completing: the invoice says card", async () => {
    const order = await readyAtCounter("person");
    const payment: HandPayment = {
      amountCents: 4000,
      paidOn: "2026-11-27",
      paidWith: "card",
      now: issuedAt,
    };
    await markOrderPaid(database.db, order.id, payment, { staffId: 1, version: 3 });
    const invoice = await invoiceOf(order.id);
    expect(invoice.document.payment).toMatchObject({ method: "card", meansCode: "48" });
    expect(fiscalisation.fiscalised.at(-1)?.payment.meansCode).toBe("48");
    expect(invoice.text).toContain("Način plaćanja Kartica");
  });

  it("paid before the means was recorded (none on the order): cash, as its invoice always said", async () => {
    const order = await readyAtCounter("person");
    await database.db
      .update(orders)
      .set({ status: "completed", paymentStatus: "paid" })
      .where(eq(orders.id, order.id));
    const invoice = await invoiceOf(order.id);
    expect(invoice.document.payment).toMatchObject({ method: "cash_on_delivery", meansCode: "10" });
    expect(
      paymentOf({ number: order.number, paymentMethod: "cash_on_pickup", paidWith: null }, "HR1"),
    ).toMatchObject({ method: "cash_on_delivery", meansCode: "10" });
  });
});
