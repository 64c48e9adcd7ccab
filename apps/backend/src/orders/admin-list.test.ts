import { adminOrderListQuerySchema } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { adminOrderCsv, adminOrderList, searchCondition } from "./admin-list.ts";
import { recordOrder } from "./record-order.ts";
import { orderPayments, orders } from "./schema.ts";

let database: Database;
let person: number;
let company: number;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const [p, c] = await database.db
    .insert(users)
    .values([
      { type: "person", email: "marko@example.com", name: "Marko Horvat" },
      { type: "company", email: "nabava@zeljezarija.hr", name: "Ivana Kovač" },
    ])
    .returning();
  person = p?.id ?? 0;
  company = c?.id ?? 0;
  const line = {
    productId: null,
    itemCode: "X-1",
    nameHr: "Kabel",
    nameEn: "Cable",
    vatRate: 25,
    quantity: 1,
  };
  const made = [
    // key, buyer, status, payment, method, delivery, total (gross, cents), created
    [
      "horvat",
      "person",
      "received",
      "unpaid",
      "bank_transfer",
      "delivery_service",
      2_000,
      "2026-11-01T09:00:00Z",
    ],
    [
      "kovac",
      "company",
      "confirmed",
      "paid",
      "card",
      "personal_pickup",
      50_000,
      "2026-11-10T23:30:00Z",
    ],
    [
      "kovac2",
      "company",
      "shipped",
      "paid",
      "bank_transfer",
      "delivery_service",
      125_000,
      "2026-11-20T12:00:00Z",
    ],
    [
      "horvat2",
      "person",
      "cancelled",
      "unpaid",
      "cash_on_pickup",
      "personal_pickup",
      700,
      "2026-11-25T08:00:00Z",
    ],
  ] as const;
  for (const [
    key,
    buyer,
    status,
    paymentStatus,
    paymentMethod,
    deliveryMethod,
    total,
    at,
  ] of made) {
    const placed = await recordOrder(database.db, {
      userId: buyer === "person" ? person : company,
      buyerType: buyer,
      buyerName: buyer === "person" ? "Marko Horvat" : "Ivana Kovač",
      buyerEmail: buyer === "person" ? "marko@example.com" : "nabava@zeljezarija.hr",
      companyName: buyer === "company" ? "Željezarija Kovač d.o.o." : null,
      companyOib: buyer === "company" ? "33392005961" : null,
      paymentMethod,
      deliveryMethod,
      delivery: null,
      createdAt: new Date(at),
      lines: [{ ...line, unitPriceCents: total }],
      history: [{ status, paymentStatus, at: new Date(at) }],
    });
    numbers[key] = placed.number;
  }
  // recordOrder prices a legal entity's line without VAT: make the totals the test's round figures.
  for (const [key, , , , , , total] of made)
    await database.db
      .update(orders)
      .set({ totalCents: total })
      .where(eq(orders.number, numbers[key] ?? ""));
  // Horvat's first order has received part of its 20,00 € by bank transfer: unpaid, partly paid.
  const [horvat] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, numbers.horvat ?? ""));
  await database.db.insert(orderPayments).values([
    { orderId: horvat?.id ?? 0, amountCents: 500, paidOn: "2026-11-02", source: "bank_statement" },
    { orderId: horvat?.id ?? 0, amountCents: 700, paidOn: "2026-11-03", source: "manual" },
  ]);
});
afterAll(async () => database?.close());

/** The numbers of the orders the query finds, in the list's order. */
async function found(query: Record<string, string | string[]>) {
  const parsed = adminOrderListQuerySchema.parse(query);
  const list = await adminOrderList(database.db, parsed);
  const keys = Object.fromEntries(Object.entries(numbers).map(([k, n]) => [n, k]));
  return { keys: list.data.map((r) => keys[r.number]), total: list.total };
}

describe(`the staff's order list on ${testDatabaseKind}`, () => {
  it("lists every order newest first, with the total of matches and pages", async () => {
    expect(await found({})).toEqual({ keys: ["horvat2", "kovac2", "kovac", "horvat"], total: 4 });
    const whole = await adminOrderList(database.db, adminOrderListQuerySchema.parse({}));
    expect(whole.capped).toBe(false);
    expect(await found({ perPage: "2", page: "2" })).toEqual({
      keys: ["kovac", "horvat"],
      total: 4,
    });
    expect((await found({ sort: "total_cents", order: "ASC" })).keys).toEqual([
      "horvat2",
      "horvat",
      "kovac",
      "kovac2",
    ]);
    expect((await found({ sort: "number", order: "ASC" })).keys).toEqual([
      "horvat",
      "kovac",
      "kovac2",
      "horvat2",
    ]);
  });

  it("filters by status (several), payment status and method, delivery, buyer kind, customer and total", async () => {
    expect((await found({ status: ["received", "confirmed"] })).keys).toEqual(["kovac", "horvat"]);
    expect((await found({ status: "cancelled" })).keys).toEqual(["horvat2"]);
    expect((await found({ payment_status: "paid" })).keys).toEqual(["kovac2", "kovac"]);
    expect((await found({ payment_method: ["card", "cash_on_pickup"] })).keys).toEqual([
      "horvat2",
      "kovac",
    ]);
    expect((await found({ delivery_method: "personal_pickup" })).keys).toEqual([
      "horvat2",
      "kovac",
    ]);
    expect((await found({ buyer_type: "company" })).keys).toEqual(["kovac2", "kovac"]);
    expect((await found({ customer_id: String(person) })).keys).toEqual(["horvat2", "horvat"]);
    expect((await found({ total_from: "2000", total_to: "50000" })).keys).toEqual([
      "kovac",
      "horvat",
    ]);
    expect(
      (await found({ status: "shipped", payment_status: "paid", buyer_type: "person" })).total,
    ).toBe(0);
  });

  it("reads a date range as Zagreb calendar days", async () => {
    // 10 Nov 23:30 UTC is 11 Nov in Zagreb.
    expect((await found({ created_from: "2026-11-11", created_to: "2026-11-20" })).keys).toEqual([
      "kovac2",
      "kovac",
    ]);
    expect((await found({ created_to: "2026-11-10" })).keys).toEqual(["horvat"]);
    expect((await found({ created_from: "2026-11-20T12:00:01Z" })).keys).toEqual(["horvat2"]);
  });

  it("searches by order number or its start, OIB or its start, and any part of name, e-mail or company", async () => {
    expect((await found({ q: numbers.kovac2 ?? "" })).keys).toEqual(["kovac2"]);
    expect((await found({ q: "2026-00000" })).total).toBe(4);
    // By number, newest first: numbers are given in the order the orders were placed.
    expect((await found({ q: "2026-00000" })).keys).toEqual([
      "horvat2",
      "kovac2",
      "kovac",
      "horvat",
    ]);
    expect((await found({ q: "2026-00000", order: "ASC" })).keys).toEqual([
      "horvat",
      "kovac",
      "kovac2",
      "horvat2",
    ]);
    expect((await found({ q: "33392005961" })).keys).toEqual(["kovac2", "kovac"]);
    expect((await found({ q: "33392" })).total).toBe(2);
    expect((await found({ q: "12345678903" })).total).toBe(0);
    expect((await found({ q: "horvat" })).keys).toEqual(["horvat2", "horvat"]);
    expect((await found({ q: "KOVAČ" })).keys).toEqual(["kovac2", "kovac"]);
    // Without diacritics, as staff type on any keyboard.
    expect((await found({ q: "kovac" })).keys).toEqual(["kovac2", "kovac"]);
    expect((await found({ q: "Zeljezarija Kovac" })).total).toBe(2);
    expect((await found({ q: "zeljezarija.hr" })).total).toBe(2);
    expect((await found({ q: "Željezarija" })).total).toBe(2);
    expect((await found({ q: "100%" })).total).toBe(0);
    expect((await found({ q: "marko@example.com", status: "received" })).keys).toEqual(["horvat"]);
  });

  it("finds an order by its number's own part, as staff say it ('9', '000009'), in this year or the two before", async () => {
    const kovac2 = numbers.kovac2 ?? "";
    const own = kovac2.slice(5);
    const byNumber = (q: string, now: Date) =>
      database.db
        .select({ number: orders.number })
        .from(orders)
        .where(searchCondition(q, now))
        .then((rows) => rows.map((row) => row.number));
    expect(await byNumber(own, new Date("2026-12-01T10:00:00Z"))).toEqual([kovac2]);
    expect(await byNumber(String(Number(own)), new Date("2028-06-01T10:00:00Z"))).toEqual([kovac2]);
    expect(await byNumber(own, new Date("2029-01-01T10:00:00Z"))).toEqual([]);
  });

  it("shows a part payment as partly paid, with what was received and what is still open, and filters by it", async () => {
    const { data } = await adminOrderList(database.db, adminOrderListQuerySchema.parse({}));
    const standing = (number: string | undefined) => {
      const row = data.find((r) => r.number === number);
      return (
        row && [row.payment_status, row.payment_state, row.received_cents, row.outstanding_cents]
      );
    };
    expect(standing(numbers.horvat)).toEqual(["unpaid", "partly_paid", 1200, 800]);
    // Cancelled: nothing more is owed.
    expect(standing(numbers.horvat2)).toEqual(["unpaid", "unpaid", 0, 0]);
    expect(standing(numbers.kovac)).toEqual(["paid", "paid", 0, 0]);
    // The filter picks by the same standing: unpaid is what received nothing yet.
    expect((await found({ payment_status: "partly_paid" })).keys).toEqual(["horvat"]);
    expect((await found({ payment_status: "unpaid" })).keys).toEqual(["horvat2"]);
    expect((await found({ payment_status: ["unpaid", "partly_paid"] })).keys).toEqual([
      "horvat2",
      "horvat",
    ]);
    expect((await found({ payment_status: ["partly_paid", "paid"] })).keys).toEqual([
      "kovac2",
      "kovac",
      "horvat",
    ]);
    expect(adminOrderListQuerySchema.safeParse({ payment_status: "partly" }).success).toBe(false);
    let text = "";
    const query = adminOrderListQuerySchema.parse({ customer_id: String(person) });
    for await (const chunk of adminOrderCsv(database.db, query, "hr")) text += chunk;
    expect(text).toContain(`${numbers.horvat};2026-11-01 10:00;Zaprimljena;Djelomično plaćeno;`);
  });

  it("refuses filters it cannot read, naming them", () => {
    for (const bad of [
      { status: "lost" },
      { created_from: "yesterday" },
      { total_to: "-5" },
      // Beyond what the integer column holds (99.999.999,99 €): refused, not a 500.
      { total_from: "9999999999" },
      { buyer_type: "alien" },
      { sort: "price" },
    ]) {
      expect(adminOrderListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("writes the filtered list as CSV for Croatian Excel: BOM, semicolons, decimal commas", async () => {
    const parsed = adminOrderListQuerySchema.parse({ buyer_type: "company" });
    let text = "";
    for await (const chunk of adminOrderCsv(database.db, parsed, "hr")) text += chunk;
    expect(text.startsWith("\ufeffBroj;Datum;Status;")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${numbers.kovac2};2026-11-20 13:00;Poslana;Plaćeno;Plaćanje unaprijed (virman, uplatnica);Dostavna služba;Pravna osoba;Ivana Kovač;nabava@zeljezarija.hr;Željezarija Kovač d.o.o.;33392005961;1250,00`,
    );
    expect(lines[2]).toContain(";2026-11-11 00:30;Potvrđena;");
  });

  it("keeps cells that would be formulas or break the CSV as text", async () => {
    await database.db.execute(
      sql`update orders set buyer_name = '=HYPERLINK("x";"y")', buyer_email = '-2+3+cmd|''/C calc''!A0' where number = ${numbers.horvat2 ?? ""}`,
    );
    const parsed = adminOrderListQuerySchema.parse({ status: "cancelled" });
    let text = "";
    for await (const chunk of adminOrderCsv(database.db, parsed, "en")) text += chunk;
    expect(text).toContain(`;"'=HYPERLINK(""x"";""y"")";'-2+3+cmd|'/C calc'!A0;`);
    expect(text.split("\r\n")[0]).toBe(
      "\ufeffNumber;Date;Status;Payment;Payment method;Delivery;Buyer;Name;E-mail;Company;OIB;Total (EUR)",
    );
  });
});
