import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { orders, orderStatusHistory } from "../orders/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { markPaidByHand, orderPaymentRecords } from "./received.ts";
import { insertTestCustomer, insertTestOrder, orderNow } from "./test-orders.testing.ts";

let database: Database;
let userId: number;
let serial = 0;
const now = new Date("2026-11-27T10:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await insertTestCustomer(database.db, "transfer.buyer@example.com")).id;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate outbox_mails`);
});

const order = (totalCents = 10_000) =>
  insertTestOrder(database.db, {
    userId,
    number: `2026-${String(++serial).padStart(6, "0")}`,
    totalCents,
    paymentMethod: "bank_transfer",
    language: "en",
  });
const pay = (id: number, amountCents: number, version: number, paidOn = "2026-11-26") =>
  markPaidByHand(database.db, id, { amountCents, paidOn, staffId: 3, version, now });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => {
      if (!(e instanceof Refusal)) throw e;
      return { code: e.code, fields: e.fields, reason: e.reason?.("en") };
    },
  );
const subjects = async () =>
  (await database.db.select().from(outboxMails).orderBy(outboxMails.id)).map((m) => m.subject);

describe(`marking a bank transfer paid by hand on ${testDatabaseKind}`, () => {
  it("pays the order when the amount covers it, with who and when in the history, and mails the customer", async () => {
    const o = await order();
    const done = await pay(o.id, 10_000, 1);
    expect(done).toMatchObject({ version: 2, mailed: true, receivedCents: 10_000 });
    expect((await orderNow(database.db, o.id))?.paymentStatus).toBe("paid");
    const [last] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, o.id))
      .orderBy(sql`${orderStatusHistory.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ paymentStatus: "paid", staffId: 3, note: "shop:paid_by_hand" });
    expect(await subjects()).toEqual([`Payment for order ${o.number} received – Dućan`]);
    const records = await orderPaymentRecords(database.db, o.id);
    expect(records.received).toMatchObject([
      { amountCents: 10_000, paidOn: "2026-11-26", source: "manual", staffId: 3 },
    ]);
  });

  it("keeps a part payment, leaves the order unpaid and tells what is missing; the rest pays it", async () => {
    const o = await order(10_000);
    expect((await pay(o.id, 4_000, 1)).version).toBe(2);
    expect((await orderNow(database.db, o.id))?.paymentStatus).toBe("unpaid");
    const [partMail] = await database.db.select().from(outboxMails);
    expect(partMail?.subject).toBe(`Part payment for order ${o.number} – Dućan`);
    expect(partMail?.textBody).toContain("€60.00 is still missing");
    await pay(o.id, 6_000, 2);
    expect((await orderNow(database.db, o.id))?.paymentStatus).toBe("paid");
    expect((await orderPaymentRecords(database.db, o.id)).receivedCents).toBe(10_000);
  });

  it("refuses a paid or cancelled order, an old version and a day in the future; nothing is recorded", async () => {
    const paid = await order();
    await pay(paid.id, 10_000, 1);
    expect(await refusal(pay(paid.id, 10_000, 2))).toMatchObject({ code: "order_already_paid" });

    const cancelled = await order();
    await database.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(eq(orders.id, cancelled.id));
    expect(await refusal(pay(cancelled.id, 10_000, 1))).toEqual({
      code: "order_status_not_allowed",
      fields: undefined,
      reason: "A cancelled order is not marked paid; return any money that still arrives.",
    });

    const open = await order();
    expect(await refusal(pay(open.id, 10_000, 5))).toMatchObject({ code: "version_conflict" });
    expect(await refusal(pay(open.id, 10_000, 1, "2026-11-28"))).toMatchObject({
      code: "validation_failed",
      fields: { paidOn: "date" },
    });
    expect((await orderPaymentRecords(database.db, open.id)).received).toEqual([]);
    expect((await orderPaymentRecords(database.db, cancelled.id)).received).toEqual([]);
  });
});
