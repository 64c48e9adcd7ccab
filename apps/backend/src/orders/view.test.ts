import { orderSchema } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";
import { shopNote } from "../locales/orders.ts";
import { openTestDatabase } from "../testing/database.ts";
import { recordOrder, type RecordedOrder } from "./record-order.ts";
import { orderStatusHistory, orderWithdrawals } from "./schema.ts";
import { readSlipSvg } from "../payment-slips/barcode-reader.testing.ts";
import { markPaid } from "./payment-state.ts";
import { orderSlipBarcodeSvg, orderView } from "./view.ts";

let database: Database;
let company: number;
let person: number;
let product: { id: number; itemCode: string; nameHr: string; nameEn: string };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 5, now: new Date("2026-11-01T12:00:00Z") });
  const rows = await database.db
    .insert(users)
    .values([
      {
        type: "company",
        email: "firma@example.com",
        name: "Ana Firma",
        companyName: "Firma d.o.o.",
        companyOib: "12345678903",
      },
      { type: "person", email: "osoba@example.com", name: "Iva Osoba" },
    ])
    .returning({ id: users.id });
  company = rows[0]?.id ?? 0;
  person = rows[1]?.id ?? 0;
  const [p] = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .orderBy(products.id)
    .limit(1);
  if (!p) throw new Error("no product");
  product = p;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters, order_withdrawals cascade`,
  );
});

const base = (over: Partial<RecordedOrder> = {}): RecordedOrder => ({
  userId: company,
  buyerType: "company",
  buyerName: "Ana Firma",
  buyerEmail: "firma@example.com",
  companyName: "Firma d.o.o.",
  companyOib: "12345678903",
  companyAddress: "Vukovarska 10",
  companyPlace: "21000 Split",
  delivery: { address: "Vukovarska 10", place: "Split", zip: "21000" },
  createdAt: new Date("2026-11-20T10:00:00Z"),
  lines: [
    {
      productId: product.id,
      itemCode: product.itemCode,
      nameHr: product.nameHr,
      nameEn: product.nameEn,
      unitPriceCents: 1000,
      vatRate: 25,
      quantity: 3,
    },
  ],
  ...over,
});
const personOrder = (over: Partial<RecordedOrder> = {}) =>
  base({
    userId: person,
    buyerType: "person",
    buyerName: "Iva Osoba",
    buyerEmail: "osoba@example.com",
    companyName: null,
    companyAddress: null,
    companyPlace: null,
    companyOib: null,
    ...over,
  });

describe("orderView", () => {
  it("answers a company's unpaid bank-transfer order with lines, totals and the HUB-3 slip", async () => {
    const { id, number } = await recordOrder(database.db, base());
    const view = orderSchema.parse(await orderView(database.db, id, "hr"));
    expect(view.number).toBe(number);
    expect(view.buyer.company).toEqual({
      name: "Firma d.o.o.",
      oib: "12345678903",
      address: "Vukovarska 10",
      place: "21000 Split",
    });
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      item_code: product.itemCode,
      quantity: 3,
      net_cents: 3000,
      vat_cents: 750,
      gross_cents: 3750,
      withdrawn: false,
      cancelled: false,
    });
    expect(view.lines[0]?.product?.id).toBe(product.id);
    expect(view.totals.total_cents).toBe(3750);
    expect(view.line_count).toBe(1);
    expect(view.item_count).toBe(3);
    expect(view.history).toHaveLength(1);
    const slip = view.payment_slip;
    expect(slip).not.toBeNull();
    expect(slip?.payer).toEqual({
      name: "Firma d.o.o.",
      street: "Vukovarska 10",
      place: "21000 Split",
    });
    expect(slip?.model).toBe("HR01");
    expect(slip?.reference).toMatch(new RegExp(`^${number}-\\d$`));
    expect(slip?.amount_cents).toBe(3750);
    expect(slip?.received_cents).toBe(0);
    expect(slip?.pay_by).toBe("2026-11-28T10:00:00.000Z");
    expect(slip?.description).toBe(`Narudžba ${number}`);
    expect(slip?.barcode_url).toBe(`/api/orders/${number}/payment-slip.svg`);
    expect(view.withdrawal).toEqual({ available: false, until: null, received: null });
  });

  it("writes the slip's description in the order's language, on the page in either language and in its barcode, and leaves the slip out once paid", async () => {
    const { id, number } = await recordOrder(database.db, base());
    expect((await orderView(database.db, id, "en")).payment_slip?.description).toBe(
      `Narudžba ${number}`,
    );
    expect(readSlipSvg((await orderSlipBarcodeSvg(database.db, id)) ?? "").text).toContain(
      `Narudžba ${number}`,
    );
    const english = await recordOrder(database.db, base({ language: "en" }));
    expect((await orderView(database.db, english.id, "hr")).payment_slip?.description).toBe(
      `Order ${english.number}`,
    );
    expect(readSlipSvg((await orderSlipBarcodeSvg(database.db, english.id)) ?? "").text).toContain(
      `Order ${english.number}`,
    );
    const paid = await recordOrder(
      database.db,
      base({
        history: [
          { status: "received", paymentStatus: "paid", at: new Date("2026-11-20T10:00:00Z") },
        ],
      }),
    );
    expect((await orderView(database.db, paid.id, "hr")).payment_slip).toBeNull();
    const card = await recordOrder(database.db, base({ paymentMethod: "card" }));
    const cardView = await orderView(database.db, card.id, "hr");
    expect(cardView.payment_slip).toBeNull();
    expect(cardView.can_pay_by_card).toBe(true);
  });

  it("a partly paid order reads so and its slip asks for what is still open, with no deadline; paid in full, there is no slip", async () => {
    const { id } = await recordOrder(database.db, base()); // 37,50 €
    const pay = (amount: number) =>
      database.db.transaction((tx) =>
        markPaid(tx, { orderId: id, amount, paidOn: "2026-11-22", source: "manual" }),
      );
    expect((await orderView(database.db, id, "hr")).payment_state).toBe("unpaid");
    await pay(1250);
    const partly = orderSchema.parse(await orderView(database.db, id, "hr"));
    expect(partly).toMatchObject({ payment_status: "unpaid", payment_state: "partly_paid" });
    expect(partly.payment_slip).toMatchObject({
      amount_cents: 2500,
      received_cents: 1250,
      pay_by: null,
    });
    // The barcode a banking app scans asks for the same.
    const svg = await orderSlipBarcodeSvg(database.db, id);
    expect(readSlipSvg(svg ?? "").text).toContain("\n000000000002500\n");

    await pay(2500);
    const paid = await orderView(database.db, id, "hr");
    expect(paid).toMatchObject({ payment_state: "paid", payment_slip: null });
    expect(await orderSlipBarcodeSvg(database.db, id)).toBeNull();
  });

  it("an unpaid bank transfer staff confirmed keeps its slip without a deadline: the clock no longer cancels it", async () => {
    const { id } = await recordOrder(
      database.db,
      base({
        history: [
          { status: "received", paymentStatus: "unpaid", at: new Date("2026-11-20T10:00:00Z") },
          { status: "confirmed", paymentStatus: "unpaid", at: new Date("2026-11-20T12:00:00Z") },
        ],
      }),
    );
    const slip = (await orderView(database.db, id, "hr")).payment_slip;
    expect(slip).toMatchObject({ amount_cents: 3750, received_cents: 0, pay_by: null });
  });

  it("a person's slip pays from the delivery address; the withdrawal is open before completion", async () => {
    const { id } = await recordOrder(database.db, personOrder());
    const view = await orderView(database.db, id, "hr", { now: new Date("2026-11-21T10:00:00Z") });
    expect(view.payment_slip?.payer).toEqual({
      name: "Iva Osoba",
      street: "Vukovarska 10",
      place: "21000 Split",
    });
    expect(view.buyer.company).toBeNull();
    expect(view.withdrawal).toEqual({ available: true, until: null, received: null });
  });

  it("a completed order's withdrawal ends 14 Zagreb days after completion, and shows the statement received", async () => {
    const { id } = await recordOrder(
      database.db,
      personOrder({
        history: [
          { status: "received", paymentStatus: "unpaid", at: new Date("2026-11-01T10:00:00Z") },
          { status: "completed", paymentStatus: "paid", at: new Date("2026-11-02T23:30:00Z") },
        ],
      }),
    );
    // 00:30 on 3 November in Zagreb: the period ends at the end of 17 November, Zagreb time.
    const inside = await orderView(database.db, id, "hr", {
      now: new Date("2026-11-17T22:00:00Z"),
    });
    expect(inside.withdrawal).toEqual({
      available: true,
      until: "2026-11-17T22:59:59.999Z",
      received: null,
    });
    const after = await orderView(database.db, id, "hr", { now: new Date("2026-11-17T23:00:00Z") });
    expect(after.withdrawal.available).toBe(false);

    const [line] = (await orderView(database.db, id, "hr")).lines;
    await database.db.insert(orderWithdrawals).values({
      orderId: id,
      name: "Iva Osoba",
      email: "osoba@example.com",
      lineIds: [line?.id ?? 0],
      allLines: false,
    });
    const withdrawn = await orderView(database.db, id, "en", {
      now: new Date("2026-11-05T10:00:00Z"),
    });
    expect(withdrawn.withdrawal.available).toBe(false);
    expect(withdrawn.withdrawal.received).toMatchObject({
      name: "Iva Osoba",
      line_ids: [line?.id],
      all_lines: false,
    });
    expect(withdrawn.lines[0]?.withdrawn).toBe(true);
  });

  it("the withdrawal period runs from the first completion: a later refund or the statement does not move it", async () => {
    const { id } = await recordOrder(
      database.db,
      personOrder({
        history: [
          { status: "received", paymentStatus: "unpaid", at: new Date("2026-11-01T10:00:00Z") },
          { status: "completed", paymentStatus: "paid", at: new Date("2026-11-02T23:30:00Z") },
          // Refunded ten days later: the order stays completed, its history gets a row.
          { status: "completed", paymentStatus: "refunded", at: new Date("2026-11-12T09:00:00Z") },
        ],
      }),
    );
    const until = "2026-11-17T22:59:59.999Z";
    const refunded = await orderView(database.db, id, "hr", {
      now: new Date("2026-11-18T10:00:00Z"),
    });
    expect(refunded.withdrawal).toEqual({ available: false, until, received: null });

    await database.db.insert(orderWithdrawals).values({
      orderId: id,
      name: "Iva Osoba",
      email: "osoba@example.com",
      lineIds: [],
      allLines: true,
      receivedAt: new Date("2026-11-16T08:00:00Z"),
    });
    await database.db.insert(orderStatusHistory).values({
      orderId: id,
      status: "completed",
      paymentStatus: "refunded",
      note: shopNote("withdrawal_received"),
      at: new Date("2026-11-16T08:00:00Z"),
    });
    const withdrawn = await orderView(database.db, id, "hr", {
      now: new Date("2026-11-16T09:00:00Z"),
    });
    expect(withdrawn.withdrawal.until).toBe(until);
  });

  it("translates the shop's history notes and keeps staff notes as written", async () => {
    const { id } = await recordOrder(database.db, base());
    await database.db.insert(orderStatusHistory).values([
      {
        orderId: id,
        status: "received",
        paymentStatus: "paid",
        note: "shop:paid_by_card",
        at: new Date("2026-11-20T11:00:00Z"),
      },
      {
        orderId: id,
        status: "confirmed",
        paymentStatus: "paid",
        note: "Javili kupcu",
        at: new Date("2026-11-20T12:00:00Z"),
      },
    ]);
    const view = await orderView(database.db, id, "en");
    expect(view.history.map((h) => h.note)).toEqual(["", "Paid by card", "Javili kupcu"]);
  });

  it("a line whose product left the catalogue keeps its snapshot, without a product", async () => {
    const { id } = await recordOrder(database.db, base());
    await database.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    try {
      const view = await orderView(database.db, id, "hr");
      expect(view.lines[0]?.product).toBeNull();
      expect(view.lines[0]?.item_code).toBe(product.itemCode);
    } finally {
      await database.db.update(products).set({ active: true }).where(eq(products.id, product.id));
    }
  });
});
