import type { DeliveryMethod, PaymentMethod } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../catalogue/schema.ts";
import type { Database } from "../db/client.ts";
import { errorMessage } from "../locales/index.ts";
import { outboxMails } from "../mail/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { testDatabaseKind } from "../testing/database.ts";
import {
  addOrderNote,
  allowedActions,
  markOrderPaid,
  resendConfirmation,
  type TransitionAction,
  transitionOrder,
} from "./admin-actions.ts";
import { adminOrderView } from "./admin-order.ts";
import { recordOrder } from "./record-order.ts";
import { orderLines, orderNotes, orders, orderStatusHistory, orderWithdrawals } from "./schema.ts";
import { orderView } from "./view.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";

let database: Database;
let userId: number;
let product: OrderedProduct;
const STAFF = 7;

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture(
    { email: "ana@example.com", name: "Ana" },
    { products: 2 },
  ));
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_notes, order_number_counters, outbox_mails cascade`,
  );
  await database.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
});

async function place(
  deliveryMethod: DeliveryMethod = "delivery_service",
  paymentMethod: PaymentMethod = "bank_transfer",
  language: "hr" | "en" = "en",
) {
  return recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Ana Anić",
    buyerEmail: "ana@example.com",
    deliveryMethod,
    paymentMethod,
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
}

/** The fixture's product as an order line. */
const line = () => ({
  productId: product.id,
  itemCode: product.itemCode,
  nameHr: product.nameHr,
  nameEn: product.nameEn,
  vatRate: 25,
});

const versionOf = async (id: number) =>
  (await database.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]?.v ??
  0;
const act = async (
  id: number,
  action: TransitionAction,
  input: Parameters<typeof transitionOrder>[3] = {},
  version?: number,
) =>
  transitionOrder(database.db, id, action, input, {
    staffId: STAFF,
    version: version ?? (await versionOf(id)),
  });
const stock = async () =>
  (
    await database.db
      .select({ s: products.stock })
      .from(products)
      .where(eq(products.id, product.id))
  )[0]?.s;
const mails = () => database.db.select().from(outboxMails).orderBy(outboxMails.id);
const state = async (id: number) =>
  (
    await database.db
      .select({ status: orders.status, payment: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, id))
  )[0];
/** The refusal's code and its message as an English-speaking caller reads it. */
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      return { code: error.code, message: error.reason?.("en") ?? errorMessage(error.code, "en") };
    },
  );
const readers = {
  paymentAttempts: async () => [],
  staffNames: async (_db: unknown, ids: number[]) =>
    new Map(ids.map((id) => [id, { name: `Staff ${id}` }] as const)),
};

describe(`staff order actions on ${testDatabaseKind}`, () => {
  it("walks a delivered order: confirm, ship with tracking, complete once paid — each mailed as a customer expects", async () => {
    const { id, number } = await place();
    await act(id, "confirm");
    await act(id, "ship", { carrier: "GLS", trackingNumber: "GLS-123456" });
    expect(await refused(act(id, "complete"))).toEqual({
      code: "order_status_not_allowed",
      message: "The order is not paid yet; it is completed only once paid.",
    });
    await database.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, id));
    await act(id, "complete");
    expect(await state(id)).toEqual({ status: "completed", payment: "paid" });

    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `Order ${number} is confirmed – Dućan`,
      `Order ${number} has shipped – Dućan`,
    ]);
    expect(sent[1]?.textBody).toContain("Carrier: GLS");
    expect(sent[1]?.textBody).toContain("Tracking number: GLS-123456");
    expect(sent[1]?.about).toBe(`order:${id}`);

    const customer = await orderView(database.db, id, "en");
    expect(customer.shipment).toEqual({ carrier: "GLS", tracking_number: "GLS-123456" });
    expect(customer.status).toBe("completed");

    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(orderStatusHistory.id);
    expect(history.map((h) => [h.status, h.staffId])).toEqual([
      ["received", null],
      ["confirmed", STAFF],
      ["shipped", STAFF],
      ["completed", STAFF],
    ]);
  });

  it("mails in the order's language", async () => {
    const { id, number } = await place("delivery_service", "bank_transfer", "hr");
    await act(id, "confirm");
    await act(id, "cancel", { reason: "Kupac je odustao telefonom" });
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `Narudžba ${number} je potvrđena – Dućan`,
      `Narudžba ${number} je otkazana – Dućan`,
    ]);
    expect(sent[1]?.textBody).toContain("Razlog: Kupac je odustao telefonom");
  });

  it("pickup orders become ready for pickup; cash on pickup is paid when completed", async () => {
    const { id, number } = await place("personal_pickup", "cash_on_pickup");
    await act(id, "confirm");
    expect(await refused(act(id, "ship", { carrier: "GLS", trackingNumber: "1" }))).toEqual({
      code: "order_status_not_allowed",
      message: "Only orders for the delivery service are shipped; mark this one ready for pickup.",
    });
    await act(id, "ready-for-pickup");
    await act(id, "complete", { paidWith: "cash" });
    expect(await state(id)).toEqual({ status: "completed", payment: "paid" });
    expect((await mails()).map((m) => m.subject)).toEqual([
      `Order ${number} is confirmed – Dućan`,
      `Order ${number} is ready for pickup – Dućan`,
    ]);
  });

  it("refuses nonsense with the reason, and changes nothing", async () => {
    const { id } = await place();
    await act(id, "cancel");
    const before = await versionOf(id);
    expect(await refused(act(id, "ship", { carrier: "GLS", trackingNumber: "1" }))).toEqual({
      code: "order_status_not_allowed",
      message: "The order is cancelled and cannot become “Shipped”.",
    });
    expect(await refused(act(id, "confirm"))).toMatchObject({
      message: "The order is cancelled and cannot become “Confirmed”.",
    });
    expect(await refused(act(id, "cancel"))).toMatchObject({
      message: "The order is already “Cancelled”.",
    });
    expect(await refused(act(id, "refund"))).toMatchObject({
      message: "Only a paid order is refunded, and this one is not paid.",
    });
    const other = await place();
    expect(await refused(act(other.id, "complete"))).toMatchObject({
      message: "The order is not paid yet; it is completed only once paid.",
    });
    expect(await refused(act(other.id, "ready-for-pickup"))).toMatchObject({
      message:
        "This order goes by the delivery service: ship it instead of marking it ready for pickup.",
    });
    await act(other.id, "confirm");
    await act(other.id, "ship", { carrier: "DPD", trackingNumber: "9" });
    expect(await refused(act(other.id, "cancel"))).toMatchObject({
      message: "An order that is “Shipped” can no longer be cancelled.",
    });
    expect(await versionOf(id)).toBe(before);
    expect(await state(id)).toEqual({ status: "cancelled", payment: "unpaid" });
  });

  it("says the reason in Croatian to a Croatian caller", async () => {
    const { id } = await place();
    await act(id, "cancel");
    const refusal = await act(id, "ship", { carrier: "GLS", trackingNumber: "1" }).catch(
      (e: unknown) => e,
    );
    expect(refusal instanceof Refusal && refusal.reason?.("hr")).toBe(
      "Narudžba je otkazana i ne može prijeći u stanje „Poslana“.",
    );
  });

  it("cancelling returns the stock in the same transaction, exactly once even when two staff cancel at once", async () => {
    const { id } = await place();
    expect(await stock()).toBe(10);
    const version = await versionOf(id);
    const results = await Promise.all([
      refused(act(id, "cancel", {}, version)),
      refused(act(id, "cancel", {}, version)),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)?.code).toBe("version_conflict");
    expect(await stock()).toBe(14);
    // A cancel without a version check (the gateway's kind of caller) is refused by the rules too.
    expect(await refused(act(id, "cancel"))).toMatchObject({ code: "order_status_not_allowed" });
    expect(await stock()).toBe(14);
    expect((await mails()).filter((m) => m.subject.includes("cancelled"))).toHaveLength(1);
  });

  it("a change made from an old version is refused as changed meanwhile, and nothing is lost", async () => {
    const { id } = await place();
    const seen = await versionOf(id);
    await addOrderNote(database.db, id, "Customer called: deliver after 16h", {
      staffId: 1,
      version: seen,
    });
    expect(await refused(act(id, "confirm", {}, seen))).toEqual({
      code: "version_conflict",
      message: "Someone else changed this record meanwhile. Load it again and repeat your change.",
    });
    expect(await state(id)).toEqual({ status: "received", payment: "unpaid" });
    await act(id, "confirm", {}, seen + 1);
    const notes = await database.db.select().from(orderNotes).where(eq(orderNotes.orderId, id));
    expect(notes.map((n) => n.text)).toEqual(["Customer called: deliver after 16h"]);
  });

  it("a paid order is refunded and the customer told", async () => {
    const { id, number } = await place();
    await database.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, id));
    await act(id, "cancel");
    await act(id, "refund");
    expect(await state(id)).toEqual({ status: "cancelled", payment: "refunded" });
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `Order ${number} is cancelled – Dućan`,
      `Refund for order ${number} – Dućan`,
    ]);
    expect(sent[0]?.textBody).toContain("Any money you paid will be returned");
  });

  it("a refund after a withdrawal from some lines tells the customer those lines' amount, as the credit note credits", async () => {
    const { id, number } = await recordOrder(database.db, {
      userId,
      buyerType: "person",
      buyerName: "Ana Anić",
      buyerEmail: "ana@example.com",
      deliveryMethod: "personal_pickup",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      language: "en",
      lines: [
        { ...line(), unitPriceCents: 1250, quantity: 2 },
        { ...line(), productId: null, itemCode: "KB-2", unitPriceCents: 4000, quantity: 1 },
      ],
    });
    await database.db
      .update(orders)
      .set({ status: "completed", paymentStatus: "paid" })
      .where(eq(orders.id, id));
    const [, returned] = await database.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(orderLines.id);
    await database.db.insert(orderWithdrawals).values({
      orderId: id,
      name: "Ana Anić",
      email: "ana@example.com",
      lineIds: [returned?.id ?? 0],
      allLines: false,
      note: "",
    });
    // The staff's page says what the statement leaves them: the goods back, the money returned.
    const staffView = await adminOrderView(database.db, id, "en", readers);
    expect(staffView.withdrawal_follow_up).toBe("take_back_and_refund");
    await act(id, "refund");
    const [mail] = await mails();
    expect(mail?.subject).toBe(`Refund for order ${number} – Dućan`);
    expect(mail?.textBody).toContain(`We have refunded €40.00 for order ${number}.`);
  });

  it("notes stay internal; resending the confirmation queues it again and changes nothing", async () => {
    const { id } = await place();
    await addOrderNote(database.db, id, "Fragile, pack twice", { staffId: STAFF, version: 1 });
    const customer = await orderView(database.db, id, "en");
    expect(JSON.stringify(customer)).not.toContain("Fragile");
    const done = await resendConfirmation(database.db, id, { staffId: STAFF, version: 2 });
    expect(done).toEqual({ version: 2, mailed: true });
    const [mail] = await mails();
    expect(mail?.composer).toEqual({ kind: "order_confirmation", data: String(id) });

    const staffView = await adminOrderView(database.db, id, "en", readers);
    expect(staffView.notes).toMatchObject([{ text: "Fragile, pack twice", staff: { id: STAFF } }]);
    expect(staffView.mails).toMatchObject([
      { subject: "Order confirmation", to: "ana@example.com", status: "pending" },
    ]);
    expect(staffView.version).toBe(2);
    expect(staffView.withdrawal_follow_up).toBeNull();
    expect(staffView.payment_slip_barcode_url).toBe(`/api/admin/orders/${id}/payment-slip.svg`);
  });

  it("offers exactly the actions the order's state allows", () => {
    const order = (
      status: "received" | "confirmed" | "shipped" | "cancelled" | "ready_for_pickup",
      paymentStatus: "unpaid" | "paid" | "refunded" = "unpaid",
      deliveryMethod: DeliveryMethod = "delivery_service",
      paymentMethod: PaymentMethod = "bank_transfer",
    ) => ({ status, paymentStatus, deliveryMethod, paymentMethod });
    expect(allowedActions(order("received"))).toEqual([
      "confirm",
      "cancel",
      "mark-paid",
      "note",
      "resend-confirmation",
    ]);
    expect(allowedActions(order("confirmed", "paid"))).toEqual([
      "ship",
      "cancel",
      "refund",
      "note",
      "resend-confirmation",
    ]);
    expect(
      allowedActions(order("ready_for_pickup", "unpaid", "personal_pickup", "cash_on_pickup")),
    ).toEqual(["complete", "mark-paid", "note", "resend-confirmation"]);
    expect(allowedActions(order("cancelled"))).toEqual(["note"]);
    // Shipped, then returned and refunded: completing closes it (it does not wait as "shipped").
    expect(allowedActions(order("shipped", "refunded"))).toEqual([
      "complete",
      "note",
      "resend-confirmation",
    ]);
  });

  it("a cancelled order's confirmation is not sent again: refused with the reason, nothing queued", async () => {
    const { id } = await place();
    await act(id, "cancel");
    const before = (await mails()).length;
    expect(
      await refused(
        resendConfirmation(database.db, id, { staffId: STAFF, version: await versionOf(id) }),
      ),
    ).toEqual({
      code: "order_status_not_allowed",
      message:
        "The order is cancelled, so its confirmation is not sent again: the customer would be told of an order that no longer stands.",
    });
    expect(await mails()).toHaveLength(before);
  });
});

describe(`marking an order paid by hand on ${testDatabaseKind}`, () => {
  const today = new Date("2026-11-27T10:00:00Z");
  const pay = async (id: number, amountCents: number, version?: number, paidOn = "2026-11-26") =>
    markOrderPaid(
      database.db,
      id,
      { amountCents, paidOn, now: today },
      { staffId: STAFF, version: version ?? (await versionOf(id)) },
    );
  const subjects = async () => (await mails()).map((m) => m.subject);

  it("pays the order when the amount covers it: recorded as money received, who in the history, the customer mailed", async () => {
    const { id, number } = await place();
    const done = await pay(id, 5000, 1);
    expect(done).toEqual({ version: 2, mailed: true, receivedCents: 5000 });
    expect(await state(id)).toEqual({ status: "received", payment: "paid" });
    const [last] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(sql`${orderStatusHistory.id} desc`)
      .limit(1);
    expect(last).toMatchObject({
      paymentStatus: "paid",
      staffId: STAFF,
      note: "shop:paid_by_hand",
    });
    expect(await subjects()).toEqual([`Payment for order ${number} received – Dućan`]);
    const view = await adminOrderView(database.db, id, "en", readers);
    expect(view.payments).toMatchObject([
      { amount_cents: 5000, paid_on: "2026-11-26", source: "manual", staff: { id: STAFF } },
    ]);
    expect(view).toMatchObject({
      payment_state: "paid",
      received_cents: 5000,
      outstanding_cents: 0,
      to_return_cents: 0,
    });
    expect(view.actions).not.toContain("mark-paid");
  });

  it("says how much goes back to the buyer: paid too much, or paid and cancelled; nothing once refunded", async () => {
    const over = await place();
    await pay(over.id, 1_000_000_00, 1);
    expect(await adminOrderView(database.db, over.id, "en", readers)).toMatchObject({
      payment_state: "paid",
      received_cents: 1_000_000_00,
      outstanding_cents: 0,
      to_return_cents: 1_000_000_00 - 5000,
    });
    await act(over.id, "refund");
    expect(await adminOrderView(database.db, over.id, "en", readers)).toMatchObject({
      to_return_cents: 0,
    });
    const cancelled = await place();
    await pay(cancelled.id, 2000, 1);
    await act(cancelled.id, "cancel");
    expect(await adminOrderView(database.db, cancelled.id, "en", readers)).toMatchObject({
      outstanding_cents: 0,
      to_return_cents: 2000,
    });
  });

  it("keeps a part payment, leaves the order unpaid and tells what is missing; the rest pays it", async () => {
    const { id, number } = await place();
    expect((await pay(id, 2000, 1)).version).toBe(2);
    expect(await state(id)).toEqual({ status: "received", payment: "unpaid" });
    expect(await adminOrderView(database.db, id, "en", readers)).toMatchObject({
      payment_status: "unpaid",
      payment_state: "partly_paid",
      received_cents: 2000,
      outstanding_cents: 3000,
    });
    const [partMail] = await mails();
    expect(partMail?.subject).toBe(`Part payment for order ${number} – Dućan`);
    expect(partMail?.textBody).toContain("€30.00 is still missing");
    await pay(id, 3000, 2);
    expect(await state(id)).toEqual({ status: "received", payment: "paid" });
  });

  it("a part-paid order that is cancelled tells the customer the money paid goes back; one that received nothing does not", async () => {
    const part = await place();
    await pay(part.id, 2000);
    await act(part.id, "cancel");
    const nothing = await place();
    await act(nothing.id, "cancel");
    const cancelled = (await mails()).filter((m) => m.subject.includes("is cancelled"));
    expect(cancelled.map((m) => m.subject)).toEqual([
      `Order ${part.number} is cancelled – Dućan`,
      `Order ${nothing.number} is cancelled – Dućan`,
    ]);
    expect(cancelled[0]?.textBody).toContain("Any money you paid will be returned to you");
    expect(cancelled[1]?.textBody).not.toContain("Any money you paid");
  });

  it("refuses a paid or cancelled order, an old version and a day in the future; nothing is recorded", async () => {
    const paid = await place();
    await pay(paid.id, 5000);
    expect(await refused(pay(paid.id, 5000))).toMatchObject({ code: "order_already_paid" });

    const cancelled = await place();
    await act(cancelled.id, "cancel");
    expect(await refused(pay(cancelled.id, 5000))).toEqual({
      code: "order_status_not_allowed",
      message: "A cancelled order is not marked paid; return any money that still arrives.",
    });

    const open = await place();
    expect(await refused(pay(open.id, 5000, 5))).toMatchObject({ code: "version_conflict" });
    expect(await refused(pay(open.id, 5000, 1, "2026-11-28"))).toMatchObject({
      code: "validation_failed",
    });
    for (const id of [open.id, cancelled.id]) {
      const view = await adminOrderView(database.db, id, "en", readers);
      expect(view.payments).toEqual([]);
    }
  });
});
