import type { PaymentMethod } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../catalogue/schema.ts";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";
import { markPaid } from "./payment-state.ts";
import { recordOrder } from "./record-order.ts";
import { changeOrderStatus } from "./transitions.ts";
import { orderLines, orders, orderStatusHistory } from "./schema.ts";
import { receiveWithdrawal } from "./withdrawal.ts";

// A person's withdrawal from the whole of an order neither paid nor sent ends the order there:
// the slip, the hold's reminder and its cancellation would otherwise ask for money for goods the
// buyer has withdrawn from. Anything paid or on its way stays with the staff.

let database: Database;
let userId = 0;
let product: OrderedProduct;
const now = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture({
    email: "ana@example.com",
    name: "Ana",
  }));
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(outboxMails);
});

const line = (quantity: number) => ({
  productId: product.id,
  itemCode: product.itemCode,
  nameHr: product.nameHr,
  nameEn: product.nameEn,
  unitPriceCents: 2500,
  vatRate: 25,
  quantity,
});

async function personOrder(paymentMethod: PaymentMethod = "bank_transfer") {
  return recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Ana Anić",
    buyerEmail: "ana@example.com",
    deliveryMethod: "personal_pickup",
    paymentMethod,
    createdAt: new Date("2026-11-24T10:00:00Z"),
    lines: [line(2), line(1)],
  });
}

const stock = async () =>
  (
    await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))
  )[0]?.stock ?? 0;

async function stateOf(orderId: number) {
  const [order] = await database.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  const notes = await database.db
    .select({ note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  const mails = await database.db.select().from(outboxMails);
  return { ...order, notes: notes.map((n) => n.note), mails };
}

/** Ana's statement for the order: the lines named, or the whole order. */
const withdraw = (orderId: number, lineIds?: number[]) =>
  receiveWithdrawal(database.db, orderId, { name: "Ana Anić", note: "", lineIds }, now);

describe("a withdrawal from the whole order", () => {
  it("cancels an unpaid bank transfer at once, returns its stock and says so in the one mail", async () => {
    const order = await personOrder();
    const before = await stock();
    await withdraw(order.id);
    const after = await stateOf(order.id);
    expect(after.status).toBe("cancelled");
    expect(after.notes.slice(-2)).toEqual([
      "shop:withdrawal_received",
      "shop:withdrawal_cancelled",
    ]);
    expect(await stock()).toBe(before + 3);
    // The acknowledgement alone: it tells of the cancellation; no cancellation mail beside it.
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]?.textBody).toContain("ništa ne plaćate i ništa ne vraćate");
    expect(after.mails[0]?.textBody).not.toContain("uputama za povrat robe");
  });

  it("cancels an unpaid cash-on-pickup order not yet set out for pickup", async () => {
    const order = await personOrder("cash_on_pickup");
    await withdraw(order.id);
    expect((await stateOf(order.id)).status).toBe("cancelled");
  });

  it("leaves a paid order, and one that received part of its money, to the staff", async () => {
    const pay = (orderId: number, amount: number) =>
      database.db.transaction((tx) =>
        markPaid(tx, { orderId, amount, paidOn: "2026-11-24", source: "manual" }),
      );
    const paid = await personOrder();
    await pay(paid.id, 7500); // 3 × 25,00 €
    const partly = await personOrder();
    await pay(partly.id, 500);
    expect((await stateOf(paid.id)).paymentStatus).toBe("paid");
    for (const order of [paid, partly]) {
      await withdraw(order.id);
      const after = await stateOf(order.id);
      expect(after.status).toBe("received");
      expect(after.notes.at(-1)).toBe("shop:withdrawal_received");
    }
    const texts = (await stateOf(paid.id)).mails.map((m) => m.textBody);
    expect(texts.every((text) => text.includes("uputama za povrat robe"))).toBe(true);
  });
});

describe("a withdrawal from some lines", () => {
  const linesOf = (orderId: number) =>
    database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id);
  const totalsOf = async (orderId: number) =>
    (
      await database.db
        .select({
          subtotal: orders.subtotalCents,
          rebate: orders.rebateCents,
          vat: orders.vatCents,
          total: orders.totalCents,
          version: orders.version,
          erpToBeTold: sql<boolean>`${orders.erpChangedAt} is not null`,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0];

  it("takes them off an unpaid order not yet sent: their stock back, the rest to pay, said in the mail", async () => {
    const order = await personOrder();
    const [two, one] = await linesOf(order.id);
    const before = { stock: await stock(), totals: await totalsOf(order.id) };
    await withdraw(order.id, [two?.id ?? 0]);
    const after = await stateOf(order.id);
    expect(after.status).toBe("received");
    expect(after.notes.slice(-2)).toEqual([
      "shop:withdrawal_received",
      "shop:withdrawal_lines_cancelled",
    ]);
    expect((await linesOf(order.id)).map((l) => l.cancelledAt)).toEqual([now, null]);
    expect(await stock()).toBe(before.stock + 2);
    // 2 × 25,00 € off: 25,00 € left, its VAT the one line's.
    expect(await totalsOf(order.id)).toEqual({
      subtotal: 2500,
      rebate: 0,
      vat: one?.vatCents,
      total: 2500,
      version: (before.totals?.version ?? 0) + 1,
      // The ERP is told of the lines taken off (docs/erp.md).
      erpToBeTold: true,
    });
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]?.textBody).toContain("Narudžba sada iznosi 25,00\u00a0€");
    expect(after.mails[0]?.textBody).toContain("uplatnica na stranici narudžbe");
    expect(after.mails[0]?.textBody).not.toContain("uputama za povrat robe");

    // The rest's payment pays it; cancelling it later puts back only the pieces still on it.
    await database.db.transaction((tx) =>
      markPaid(tx, { orderId: order.id, amount: 2500, paidOn: "2026-11-26", source: "manual" }),
    );
    expect((await stateOf(order.id)).paymentStatus).toBe("paid");
    const paidStock = await stock();
    await database.db.transaction((tx) =>
      changeOrderStatus(tx, order.id, { status: "cancelled", mail: false }),
    );
    expect(await stock()).toBe(paidStock + 1);
  });

  it("tells a cash-on-pickup buyer what is paid on pickup", async () => {
    const order = await personOrder("cash_on_pickup");
    const [two] = await linesOf(order.id);
    await withdraw(order.id, [two?.id ?? 0]);
    const { mails } = await stateOf(order.id);
    expect(mails[0]?.textBody).toContain(
      "Narudžba sada iznosi 25,00\u00a0€, a plaćate je pri preuzimanju.",
    );
  });

  it("naming every line withdraws from the whole order, which ends there", async () => {
    const order = await personOrder();
    const lines = await linesOf(order.id);
    await withdraw(
      order.id,
      lines.map((l) => l.id),
    );
    expect((await stateOf(order.id)).status).toBe("cancelled");
    expect((await linesOf(order.id)).every((l) => l.cancelledAt === null)).toBe(true);
  });

  it("leaves a paid order's lines on it for the staff to take back and refund", async () => {
    const order = await personOrder();
    await database.db.transaction((tx) =>
      markPaid(tx, { orderId: order.id, amount: 7500, paidOn: "2026-11-24", source: "manual" }),
    );
    const [two] = await linesOf(order.id);
    await withdraw(order.id, [two?.id ?? 0]);
    expect((await linesOf(order.id)).every((l) => l.cancelledAt === null)).toBe(true);
    expect((await totalsOf(order.id))?.total).toBe(7500);
    expect((await stateOf(order.id)).mails[0]?.textBody).toContain("uputama za povrat robe");
  });
});
