import {
  adminInvoiceListResponseSchema,
  adminInvoiceRefusalListSchema,
  adminIssueInvoiceResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { kpdCodesOf } from "../catalogue/kpd-codes.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { markOrderPaid, transitionOrder } from "../orders/admin-actions.ts";
import { recordOrder } from "../orders/record-order.ts";
import { orders } from "../orders/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { localExchange, localFiscalisation } from "./adapters.ts";
import { adminInvoiceList } from "./admin-list.ts";
import { invoiceIssuing } from "./issue.ts";
import { invoices } from "./schema.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let ordersToken = "";
let catalogueToken = "";
let customerToken = "";
let companyId = 0;
let personId = 0;
let productIds: number[] = [];
const issuedAt = new Date("2026-11-28T10:00:00Z");
/** The list's clock: the 10th of December, Zagreb. */
const today = new Date("2026-12-10T11:00:00Z");
const placed: Record<"paidLater" | "overdue" | "open" | "credited" | "person", number> = {
  paidLater: 0,
  overdue: 0,
  open: 0,
  credited: 0,
  person: 0,
};
let refusedOrder = { id: 0, number: "" };

const issuing = () =>
  invoiceIssuing(database.db, {
    settings: settingsStore(database.db),
    kpdCodesOf,
    fiscalisation: localFiscalisation(),
    exchange: localExchange(),
    now: () => issuedAt,
  });

const versionOf = async (id: number) =>
  (await database.db.select({ version: orders.version }).from(orders).where(eq(orders.id, id)))[0]
    ?.version ?? 0;

async function placeOrder(buyer: {
  type: "company" | "person";
  name: string;
  oib?: string | null;
}): Promise<{ id: number; number: string }> {
  const company = buyer.type === "company";
  const order = await recordOrder(database.db, {
    userId: company ? companyId : personId,
    buyerType: buyer.type,
    buyerName: company ? "Đurđa Šoštarić" : buyer.name,
    buyerEmail: company ? "nabava@tvrtka.example" : "iva@example.com",
    companyName: company ? buyer.name : null,
    companyOib: company ? (buyer.oib === undefined ? "69435151530" : buyer.oib) : null,
    companyAddress: company ? "Savska 1" : null,
    companyPlace: company ? "10000 Zagreb" : null,
    delivery: company ? undefined : { address: "Ilica 10", place: "Zagreb", zip: "10000" },
    deliveryMethod: "personal_pickup",
    paymentMethod: "bank_transfer",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines: productIds.slice(0, 2).map((productId, i) => ({
      productId,
      itemCode: `ART-${productId}`,
      nameHr: `Proizvod ${i + 1}`,
      nameEn: `Product ${i + 1}`,
      unitPriceCents: 1000 * (i + 1),
      vatRate: i === 0 ? 25 : 13,
      quantity: 1,
    })),
  });
  await markOrderPaid(
    database.db,
    order.id,
    { amountCents: 1_000_000, paidOn: "2026-11-21", now: issuedAt },
    { staffId: 1, version: await versionOf(order.id) },
  );
  return order;
}

/** An issued invoice made unpaid: payable in full, its order's money taken back, due on `due`. */
async function unpaid(orderId: number, due: string) {
  await database.db
    .update(invoices)
    .set({ payableCents: sql`${invoices.grossCents}`, dueDate: due })
    .where(eq(invoices.orderId, orderId));
  await database.db.update(orders).set({ paymentStatus: "unpaid" }).where(eq(orders.id, orderId));
}

const get = (path: string, token: string | null = ordersToken) =>
  api.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 3, now: new Date("2026-11-01T12:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  await database.db.update(products).set({ kpdCode: "26.20.16" });
  productIds = (await database.db.select({ id: products.id }).from(products).orderBy(products.id))
    .map((row) => row.id)
    .slice(0, 2);
  const [company, person] = await database.db
    .insert(users)
    .values([
      { type: "company", email: "nabava@tvrtka.example", name: "Đurđa Šoštarić" },
      { type: "person", email: "iva@example.com", name: "Iva Horvat" },
    ])
    .returning();
  companyId = company?.id ?? 0;
  personId = person?.id ?? 0;

  placed.paidLater = (await placeOrder({ type: "company", name: "Tvrtka d.o.o." })).id;
  placed.overdue = (await placeOrder({ type: "company", name: "=1+1 Kasni d.o.o." })).id;
  placed.open = (await placeOrder({ type: "company", name: "Otvoreni d.o.o." })).id;
  placed.credited = (await placeOrder({ type: "company", name: "Storno d.o.o." })).id;
  placed.person = (await placeOrder({ type: "person", name: "Iva Horvat" })).id;
  refusedOrder = await placeOrder({ type: "company", name: "Bez OIB-a d.o.o.", oib: null });
  const service = issuing();
  await service.round();
  await transitionOrder(
    database.db,
    placed.credited,
    "refund",
    {},
    { staffId: 1, version: await versionOf(placed.credited) },
  );
  await service.round();
  // Paid later: payable at issue, its order paid now (the state the list reads from orders).
  await database.db
    .update(invoices)
    .set({ payableCents: sql`${invoices.grossCents}` })
    .where(eq(invoices.orderId, placed.paidLater));
  await unpaid(placed.overdue, "2026-12-09");
  await unpaid(placed.open, "2026-12-10");

  ordersToken = await staffToken(api, demoStaff.orders);
  const catalogue = { email: "katalog.racuni@dukan.test", password: "Katalog-Racuni-2026" };
  await addStaffMember(database.db, { ...catalogue, roles: ["catalogue"] });
  catalogueToken = await staffToken(api, catalogue);
  const login = await api.request("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoAccounts.company),
  });
  customerToken = sessionTokensResponseSchema.parse(await login.json()).data.token;
}, 120_000);
afterAll(async () => database?.close());

const newRoutes: [string, string][] = [
  ["GET", "/api/admin/invoices"],
  ["GET", "/api/admin/invoices/1/pdf"],
  ["GET", "/api/admin/invoices/1/xml"],
  ["GET", "/api/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30"],
  ["GET", "/api/admin/invoices/export.zip?from=2026-11-01&to=2026-11-30"],
  ["GET", "/api/admin/invoice-refusals"],
  ["POST", "/api/admin/orders/1/invoice"],
];

/** The entries of a ZIP: name → bytes, read by fflate (an independent reader of what the writer wrote). */
function unzip(bytes: Buffer): Map<string, Buffer> {
  return new Map(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [
      name,
      Buffer.from(data),
    ]),
  );
}

describe(`the staff's invoices on ${testDatabaseKind}`, () => {
  it("refuses every new route to a customer's token and no token (401) and to a member without `orders` (403)", async () => {
    for (const [method, path] of newRoutes) {
      for (const [token, status] of [
        [customerToken, 401],
        [null, 401],
        [catalogueToken, 403],
      ] as const) {
        const response = await api.request(path, {
          method,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(response.status, `${method} ${path}`).toBe(status);
      }
    }
  });

  it("lists newest first with each row's state: paid (at issue or since), open, overdue on a fixed clock, credited", async () => {
    const list = await adminInvoiceList(database.db, {}, today);
    expect(list.total).toBe(6);
    const byOrder = new Map(list.data.map((row) => [`${row.order_id}:${row.kind}`, row]));
    expect(byOrder.get(`${placed.paidLater}:invoice`)?.status).toBe("paid");
    expect(byOrder.get(`${placed.person}:invoice`)?.status).toBe("paid");
    expect(byOrder.get(`${placed.overdue}:invoice`)?.status).toBe("overdue");
    // Due today is not yet overdue.
    expect(byOrder.get(`${placed.open}:invoice`)?.status).toBe("open");
    expect(byOrder.get(`${placed.credited}:invoice`)?.status).toBe("credited");
    expect(byOrder.get(`${placed.credited}:credit_note`)).toMatchObject({
      status: "credited",
      credits_number: byOrder.get(`${placed.credited}:invoice`)?.number,
    });
    const company = byOrder.get(`${placed.open}:invoice`);
    expect(company).toMatchObject({
      buyer_name: "Otvoreni d.o.o.",
      buyer_oib: "69435151530",
      has_xml: true,
      exchange_error: null,
    });
    expect(company?.exchange_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(byOrder.get(`${placed.person}:invoice`)).toMatchObject({
      buyer_oib: null,
      has_xml: false,
    });
    // Newest first: the credit note (issued last, same instant, higher id) leads.
    expect(list.data[0]?.kind).toBe("credit_note");

    const only = async (query: Parameters<typeof adminInvoiceList>[1], at = today) =>
      (await adminInvoiceList(database.db, query, at)).data.map((row) => [row.order_id, row.kind]);
    expect(await only({ status: "overdue" })).toEqual([[placed.overdue, "invoice"]]);
    expect(await only({ status: "open" })).toEqual([[placed.open, "invoice"]]);
    // A day later the open one is overdue too.
    expect(await only({ status: "overdue" }, new Date("2026-12-11T11:00:00Z"))).toHaveLength(2);
    expect((await only({ status: "paid" })).sort()).toEqual(
      [
        [placed.paidLater, "invoice"],
        [placed.person, "invoice"],
      ].sort(),
    );
    expect(await only({ status: "credited" })).toHaveLength(2);
    expect(await only({ kind: "credit_note" })).toEqual([[placed.credited, "credit_note"]]);
    expect(await only({ issued_from: "2026-11-28", issued_to: "2026-11-28" })).toHaveLength(6);
    expect(await only({ issued_to: "2026-11-27" })).toEqual([]);
    // Search: buyer's name (any case, any part), OIB start, invoice number, order number.
    expect(await only({ q: "otvoreni" })).toEqual([[placed.open, "invoice"]]);
    expect(await only({ q: "694351" })).toHaveLength(5);
    const number = company?.number ?? "";
    expect(await only({ q: number.toLowerCase() })).toEqual([[placed.open, "invoice"]]);
    expect(await only({ q: company?.order_number ?? "" })).toEqual([[placed.open, "invoice"]]);
  });

  it("answers the list over HTTP to the `orders` role, with paging and refused filters", async () => {
    const response = await get("/api/admin/invoices?status=paid&perPage=1&page=2");
    expect(response.status).toBe(200);
    const page = adminInvoiceListResponseSchema.parse(await response.json());
    expect(page).toMatchObject({ total: 2 });
    expect(page.data).toHaveLength(1);
    expect((await get("/api/admin/invoices?status=late")).status).toBe(400);
    expect((await get("/api/admin/invoices?issued_from=28.11.2026")).status).toBe(400);
  });

  it("downloads an invoice's PDF and UBL as stored; a person's invoice has no UBL", async () => {
    const [row] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, placed.open), eq(invoices.kind, "invoice")));
    const pdf = await get(`/api/admin/invoices/${row?.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).equals(row?.pdf ?? Buffer.alloc(0))).toBe(true);
    const xml = await get(`/api/admin/invoices/${row?.id}/xml`);
    expect(await xml.text()).toBe(row?.ubl);
    const [person] = await database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.orderId, placed.person));
    expect((await get(`/api/admin/invoices/${person?.id}/xml`)).status).toBe(404);
    expect((await get("/api/admin/invoices/999999/pdf")).status).toBe(404);
  });

  it("exports the period as CSV: a row each, VAT by rate, credit notes negative, formula cells neutralised", async () => {
    const response = await get("/api/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Read with its byte-order mark (Response.text() drops it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\ufeffBroj;Vrsta;Datum;Dospijeće;Kupac;OIB;Osnovica 25%")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(7);
    const overdue = lines.find((line) => line.includes("Kasni"));
    // 10.00 at 25 % and 20.00 at 13 %: bases, VAT, net 30.00, VAT 5.10, gross 35.10.
    expect(overdue).toContain(
      ";'=1+1 Kasni d.o.o.;69435151530;10,00;2,50;20,00;2,60;0,00;0,00;30,00;5,10;35,10;0,00;35,10;",
    );
    const credit = lines.find((line) => line.includes(";Odobrenje;"));
    expect(credit).toContain(";-10,00;-2,50;-20,00;-2,60;0,00;0,00;-30,00;-5,10;-35,10;0,00;");
    expect(lines[0]).toContain(";Bruto (EUR);Zaokruženje (EUR);Za platiti (EUR);");
    const empty = await get("/api/admin/invoices/export.csv?from=2026-12-01&to=2026-12-31");
    expect((await empty.text()).trim().split("\r\n")).toHaveLength(1);
    expect((await get("/api/admin/invoices/export.csv?from=2026-11-30&to=2026-11-01")).status).toBe(
      400,
    );
    expect((await get("/api/admin/invoices/export.csv?from=2025-01-01&to=2026-11-30")).status).toBe(
      400,
    );
    expect((await get("/api/admin/invoices/export.csv")).status).toBe(400);
  });

  it("names the exports in the request's language, as the app's links ask (`lang`)", async () => {
    const named = async (path: string) => {
      const response = await get(path);
      await response.body?.cancel();
      return response.headers.get("content-disposition");
    };
    const period = "from=2026-11-01&to=2026-11-30";
    expect(await named(`/api/admin/invoices/export.csv?${period}&lang=hr`)).toBe(
      'attachment; filename="racuni-2026-11-01_2026-11-30.csv"',
    );
    expect(await named(`/api/admin/invoices/export.csv?${period}&lang=en`)).toBe(
      'attachment; filename="invoices-2026-11-01_2026-11-30.csv"',
    );
    expect(await named(`/api/admin/invoices/export.zip?${period}&lang=en`)).toBe(
      'attachment; filename="e-invoices-2026-11-01_2026-11-30.zip"',
    );
  });

  it("exports the period's UBL files as a ZIP, each entry named by its number and exactly the stored UBL", async () => {
    const response = await get("/api/admin/invoices/export.zip?from=2026-11-28&to=2026-11-28");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const entries = unzip(Buffer.from(await response.arrayBuffer()));
    const stored = await database.db
      .select({ kind: invoices.kind, number: invoices.number, ubl: invoices.ubl })
      .from(invoices);
    const withUbl = stored.filter((row) => row.ubl !== null);
    expect(withUbl).toHaveLength(5);
    expect([...entries.keys()].sort()).toEqual(
      withUbl
        .map(
          (row) =>
            `${row.kind === "invoice" ? "racun" : "odobrenje"}-${row.number.replaceAll("/", "-")}.xml`,
        )
        .sort(),
    );
    for (const row of withUbl) {
      const name = `${row.kind === "invoice" ? "racun" : "odobrenje"}-${row.number.replaceAll("/", "-")}.xml`;
      expect(entries.get(name)?.toString("utf8")).toBe(row.ubl);
    }
    const none = await get("/api/admin/invoices/export.zip?from=2026-12-01&to=2026-12-31");
    expect(unzip(Buffer.from(await none.arrayBuffer())).size).toBe(0);
  });

  it("shows the refused invoice with its reasons, and issues it again once fixed (audited on the order)", async () => {
    const refusals = adminInvoiceRefusalListSchema.parse(
      await (await get("/api/admin/invoice-refusals")).json(),
    );
    expect(refusals.total).toBe(1);
    expect(refusals.data[0]).toMatchObject({
      id: refusedOrder.id,
      order_number: refusedOrder.number,
      reasons: [expect.stringContaining("OIB")],
    });
    const issue = () =>
      api.request(`/api/admin/orders/${refusedOrder.id}/invoice`, {
        method: "POST",
        headers: { authorization: `Bearer ${ordersToken}` },
      });
    const again = adminIssueInvoiceResponseSchema.parse(await (await issue()).json());
    expect(again).toMatchObject({ outcome: "refused", reasons: [expect.stringContaining("OIB")] });
    await database.db
      .update(orders)
      .set({ companyOib: "69435151530" })
      .where(eq(orders.id, refusedOrder.id));
    const issued = adminIssueInvoiceResponseSchema.parse(await (await issue()).json());
    expect(issued).toMatchObject({ outcome: "issued", kind: "invoice" });
    expect(issued.number).toMatch(/^\d+\/WEB1\/1$/);
    expect(
      adminInvoiceRefusalListSchema.parse(await (await get("/api/admin/invoice-refusals")).json())
        .total,
    ).toBe(0);
    // Nothing more is due; by its number too.
    const nothing = await api.request(`/api/admin/orders/${refusedOrder.number}/invoice`, {
      method: "POST",
      headers: { authorization: `Bearer ${ordersToken}` },
    });
    expect(adminIssueInvoiceResponseSchema.parse(await nothing.json()).outcome).toBe("nothing");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, refusedOrder.number)));
    expect(entries.filter((entry) => entry.action === "order.invoice_issue")).toHaveLength(3);
    const missing = await api.request("/api/admin/orders/999999/invoice", {
      method: "POST",
      headers: { authorization: `Bearer ${ordersToken}` },
    });
    expect(missing.status).toBe(404);
  });
});
