import { adminOrderSchema } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { settingsStore } from "../settings/store.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { testDatabaseKind } from "../testing/database.ts";
import { transitionOrder } from "./admin-actions.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";
import { orderConfirmationMail } from "./order-mail-confirmation.ts";
import { recordOrder } from "./record-order.ts";
import { orders } from "./schema.ts";

// Cash on pickup is paid at the counter in cash or by card, and the invoice must say which: the
// staff's complete and mark-paid ask for it (`paidWith`), refuse the order's money without it, and
// keep it on the order and in the audit log.

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let userId = 0;
let product: OrderedProduct;

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture({
    email: "luka@example.com",
    name: "Luka",
  }));
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  token = await staffToken(api, demoStaff.orders);
});
afterAll(async () => database?.close());

/** A person's cash-on-pickup order, confirmed and ready at the counter. */
async function readyAtCounter() {
  const order = await recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Luka Lukić",
    buyerEmail: "luka@example.com",
    deliveryMethod: "personal_pickup",
    paymentMethod: "cash_on_pickup",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines: [
      {
        productId: product.id,
        itemCode: product.itemCode,
        nameHr: product.nameHr,
        nameEn: product.nameEn,
        unitPriceCents: 2500,
        vatRate: 25,
        quantity: 2,
      },
    ],
  });
  for (const [action, version] of [
    ["confirm", 1],
    ["ready-for-pickup", 2],
  ] as const)
    await transitionOrder(database.db, order.id, action, {}, { staffId: 1, version });
  return { ...order, version: 3 };
}

async function post(path: string, body: unknown, language: "hr" | "en" = "hr") {
  const response = await api.request(path, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "accept-language": language,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const stored = async (id: number) =>
  (
    await database.db
      .select({ status: orders.status, paid: orders.paymentStatus, paidWith: orders.paidWith })
      .from(orders)
      .where(eq(orders.id, id))
  )[0];

const auditOf = async (number: string, action: string) =>
  (
    await database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, number), eq(auditLog.action, action)))
  ).map((row) => row.changes);

describe(`cash on pickup paid at the counter, cash or card, on ${testDatabaseKind}`, () => {
  it("completing refuses the money without cash or card (400 naming paidWith, in the staff's language), and nothing changes", async () => {
    const order = await readyAtCounter();
    const path = `/api/admin/orders/${order.id}/complete`;
    const missing = await post(path, { version: order.version });
    expect(missing).toEqual({
      status: 400,
      json: {
        error: expect.objectContaining({
          code: "validation_failed",
          fields: {
            paidWith:
              "Odaberite kako je kupac platio pri preuzimanju: gotovinom (cash) ili karticom (card)",
          },
        }),
      },
    });
    const wrong = await post(path, { version: order.version, paidWith: "cheque" }, "en");
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      code: "validation_failed",
      fields: { paidWith: "Choose how the buyer paid on pickup: in cash (cash) or by card (card)" },
    });
    expect(await stored(order.id)).toEqual({
      status: "ready_for_pickup",
      paid: "unpaid",
      paidWith: null,
    });
    // The move's own refusal says more than the missing choice: an old version is a conflict.
    expect((await post(path, { version: 1 })).status).toBe(409);
  });

  it("completing by card keeps it on the order, in the answer, in the audit entry and in the order confirmation", async () => {
    const order = await readyAtCounter();
    const done = await post(`/api/admin/orders/${order.id}/complete`, {
      version: order.version,
      paidWith: "card",
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(adminOrderSchema.parse(done.json)).toMatchObject({
      status: "completed",
      payment_status: "paid",
      payment_method: "cash_on_pickup",
      paid_with: "card",
    });
    expect(await stored(order.id)).toEqual({ status: "completed", paid: "paid", paidWith: "card" });
    expect(await auditOf(order.number, "order.complete")).toEqual([
      {
        status: { before: "ready_for_pickup", after: "completed" },
        payment_status: { before: "unpaid", after: "paid" },
        paid_with: { before: null, after: "card" },
      },
    ]);
    // The confirmation sent again says how it was paid, as the invoice does, not "cash or card".
    const mail = await orderConfirmationMail(database.db, order.id, {
      settings: settingsStore(database.db),
      siteUrl: "https://dukan.example/",
    });
    expect(mail.text).toContain("Kartica pri preuzimanju");
    expect(mail.text).not.toContain("Gotovina ili kartica");
  });

  it("recording the payment asks the same, and keeps cash; a bank transfer is recorded without it", async () => {
    const order = await readyAtCounter();
    const path = `/api/admin/orders/${order.id}/mark-paid`;
    const payment = { version: order.version, amount: 5000, paidOn: "2026-11-21" };
    const missing = await post(path, payment, "en");
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ fields: { paidWith: expect.any(String) } });
    expect(await stored(order.id)).toMatchObject({ paid: "unpaid", paidWith: null });

    const done = await post(path, { ...payment, paidWith: "cash" });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ payment_status: "paid", paid_with: "cash" });
    expect(await auditOf(order.number, "order.mark-paid")).toEqual([
      expect.objectContaining({ paid_with: { before: null, after: "cash" } }),
    ]);

    const transfer = await recordOrder(database.db, {
      userId,
      buyerType: "person",
      buyerName: "Luka Lukić",
      buyerEmail: "luka@example.com",
      deliveryMethod: "personal_pickup",
      paymentMethod: "bank_transfer",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      lines: [{ ...product, productId: product.id, unitPriceCents: 900, vatRate: 25, quantity: 1 }],
    });
    const paid = await post(`/api/admin/orders/${transfer.id}/mark-paid`, {
      version: 1,
      amount: 900,
      paidOn: "2026-11-21",
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json).toMatchObject({ payment_status: "paid", paid_with: null });
  });
});
