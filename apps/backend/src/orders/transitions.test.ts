import type { DeliveryMethod, OrderStatus, PaymentStatus } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { products } from "../catalogue/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { recordOrder } from "./record-order.ts";
import { orders, orderStatusHistory } from "./schema.ts";
import { brokenRules, changeOrderStatus, orderRules, type OrderState } from "./transitions.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";

const state = (
  status: OrderStatus,
  paymentStatus: PaymentStatus = "unpaid",
  deliveryMethod: DeliveryMethod = "delivery_service",
): OrderState => ({
  status,
  paymentStatus,
  deliveryMethod,
});
const allowed = (from: OrderState, to: Partial<OrderState>) =>
  brokenRules(from, { ...from, ...to }).length === 0;
const broken = (from: OrderState, to: Partial<OrderState>) =>
  brokenRules(from, { ...from, ...to }).map((r) => orderRules.indexOf(r));

describe("order rules", () => {
  it("rule 0: the status moves only forward along received → confirmed → shipped / ready → completed", () => {
    expect(allowed(state("received"), { status: "confirmed" })).toBe(true);
    expect(allowed(state("confirmed"), { status: "shipped" })).toBe(true);
    expect(allowed(state("shipped", "paid"), { status: "completed" })).toBe(true);
    expect(
      allowed(state("ready_for_pickup", "paid", "personal_pickup"), { status: "completed" }),
    ).toBe(true);
    expect(broken(state("received"), { status: "shipped" })).toContain(0);
    expect(broken(state("confirmed"), { status: "received" })).toContain(0);
    expect(broken(state("completed", "paid"), { status: "shipped" })).toContain(0);
    expect(broken(state("cancelled"), { status: "confirmed" })).toContain(0);
  });
  it("rule 1: a shipped, completed or cancelled order cannot be cancelled; received and confirmed can", () => {
    expect(allowed(state("received"), { status: "cancelled" })).toBe(true);
    expect(allowed(state("confirmed", "paid"), { status: "cancelled" })).toBe(true);
    expect(broken(state("shipped"), { status: "cancelled" })).toContain(1);
    expect(
      broken(state("ready_for_pickup", "unpaid", "personal_pickup"), { status: "cancelled" }),
    ).toContain(1);
    expect(broken(state("completed", "paid"), { status: "cancelled" })).toContain(1);
  });
  it("rule 2: only delivery-service orders are shipped", () => {
    expect(broken(state("confirmed", "unpaid", "personal_pickup"), { status: "shipped" })).toEqual([
      2,
    ]);
    expect(broken(state("confirmed", "unpaid", "own_delivery"), { status: "shipped" })).toEqual([
      2,
    ]);
  });
  it("rule 3: only pickup and own-delivery orders become ready for pickup", () => {
    expect(broken(state("confirmed"), { status: "ready_for_pickup" })).toEqual([3]);
    expect(
      allowed(state("confirmed", "unpaid", "own_delivery"), { status: "ready_for_pickup" }),
    ).toBe(true);
  });
  it("rule 4: completed only once paid, or paid in the same change, or refunded (goods returned)", () => {
    expect(broken(state("shipped"), { status: "completed" })).toEqual([4]);
    // Shipped, paid, then returned and its money sent back: completing closes it.
    expect(allowed(state("shipped", "refunded"), { status: "completed" })).toBe(true);
    expect(
      allowed(state("ready_for_pickup", "unpaid", "personal_pickup"), {
        status: "completed",
        paymentStatus: "paid",
      }),
    ).toBe(true);
  });
  it("rule 5: payment moves unpaid → paid → refunded, refunded only after paid", () => {
    expect(allowed(state("received"), { paymentStatus: "paid" })).toBe(true);
    expect(allowed(state("completed", "paid"), { paymentStatus: "refunded" })).toBe(true);
    expect(broken(state("received"), { paymentStatus: "refunded" })).toEqual([5]);
    expect(broken(state("received", "refunded"), { paymentStatus: "paid" })).toEqual([5]);
    expect(broken(state("received", "paid"), { paymentStatus: "unpaid" })).toEqual([5]);
  });
  it("rule 6: a cancelled order is not paid any more, but a paid one may be refunded", () => {
    expect(broken(state("cancelled"), { paymentStatus: "paid" })).toEqual([6]);
    expect(broken(state("received"), { status: "cancelled", paymentStatus: "paid" })).toEqual([6]);
    expect(allowed(state("cancelled", "paid"), { paymentStatus: "refunded" })).toBe(true);
  });
  it("every rule is tested above", () => {
    expect(orderRules).toHaveLength(7);
  });
});

let database: Database;
let userId: number;
let product: OrderedProduct;

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture({
    email: "iva@example.com",
    name: "Iva",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters, outbox_mails cascade`,
  );
  await database.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
});

const place = (deliveryMethod: DeliveryMethod = "delivery_service", language: "hr" | "en" = "hr") =>
  recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Iva",
    buyerEmail: "iva@example.com",
    deliveryMethod,
    delivery:
      deliveryMethod === "delivery_service"
        ? { address: "Ilica 5", place: "Zagreb", zip: "10000" }
        : null,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    language,
    lines: [
      {
        productId: product.id,
        itemCode: product.itemCode,
        nameHr: product.nameHr,
        nameEn: product.nameEn,
        unitPriceCents: 1250,
        vatRate: 25,
        quantity: 4,
      },
    ],
  });
const change = (id: number, c: Parameters<typeof changeOrderStatus>[2]) =>
  database.db.transaction((tx) => changeOrderStatus(tx, id, c));
const stock = async () =>
  (
    await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))
  )[0]?.stock;
const history = (id: number) =>
  database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(orderStatusHistory.id);
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? error.code : error),
  );

describe("changeOrderStatus", () => {
  it("moves the order, writes a history row per change with its note, and mails the customer at each step", async () => {
    const { id } = await place("delivery_service", "en");
    await change(id, { status: "confirmed", note: "Checked" });
    await change(id, { paymentStatus: "paid", note: "shop:paid_by_card" });
    const shipped = await change(id, { status: "shipped" });
    expect(shipped.mailed).toBe(true);
    await change(id, { status: "completed" });
    const rows = await history(id);
    expect(rows.map((r) => [r.status, r.paymentStatus, r.note])).toEqual([
      ["received", "unpaid", ""],
      ["confirmed", "unpaid", "Checked"],
      ["confirmed", "paid", "shop:paid_by_card"],
      ["shipped", "paid", ""],
      ["completed", "paid", ""],
    ]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect([order?.status, order?.paymentStatus]).toEqual(["completed", "paid"]);
    const mails = await database.db.select().from(outboxMails).orderBy(outboxMails.id);
    // Confirmed, the bank transfer's payment received, shipped; completing sends nothing.
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is confirmed/),
      expect.stringMatching(/Payment for order .* received/),
      expect.stringMatching(/has shipped/),
    ]);
    expect(mails.every((m) => m.toAddress === "iva@example.com")).toBe(true);
  });

  it("ready for pickup mails too, in the order's language", async () => {
    const { id, number } = await place("personal_pickup", "hr");
    await change(id, { status: "confirmed" });
    await change(id, { status: "ready_for_pickup" });
    const [, mail] = await database.db.select().from(outboxMails).orderBy(outboxMails.id);
    expect(mail?.subject).toBe(`Narudžba ${number} je spremna za preuzimanje – Dućan`);
    expect(mail?.textBody).toContain("14 dana");
    await change(id, { status: "completed", paymentStatus: "paid" });
  });

  it("cancelling puts the pieces back in stock, once", async () => {
    const { id } = await place();
    expect(await stock()).toBe(10);
    const cancelled = await change(id, { status: "cancelled" });
    expect(cancelled.stockReturned).toBe(true);
    expect(await stock()).toBe(14);
    expect(await refusalOf(change(id, { status: "cancelled" }))).toBe("order_status_not_allowed");
    expect(await stock()).toBe(14);
  });

  it("refuses what the rules forbid, and leaves the order and its history as they were", async () => {
    const { id } = await place();
    expect(await refusalOf(change(id, { paymentStatus: "refunded" }))).toBe(
      "order_status_not_allowed",
    );
    expect(await refusalOf(change(id, { status: "shipped" }))).toBe("order_status_not_allowed");
    expect(await refusalOf(change(id, {}))).toBe("order_status_not_allowed");
    expect(await refusalOf(change(id, { status: "received" }))).toBe("order_status_not_allowed");
    await change(id, { status: "confirmed" });
    await change(id, { status: "shipped" });
    expect(await refusalOf(change(id, { status: "cancelled" }))).toBe("order_status_not_allowed");
    expect(await refusalOf(change(id, { status: "completed" }))).toBe("order_status_not_allowed");
    await change(id, { paymentStatus: "paid" });
    expect(await refusalOf(change(id, { paymentStatus: "paid" }))).toBe("order_already_paid");
    expect((await history(id)).map((r) => r.status)).toEqual([
      "received",
      "confirmed",
      "shipped",
      "shipped",
    ]);
    expect(await stock()).toBe(10);
  });

  it("an unknown order is not found", async () => {
    expect(await refusalOf(change(999_999, { status: "confirmed" }))).toBe("not_found");
  });
});
