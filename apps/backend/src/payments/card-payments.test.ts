import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { paymentAttempts } from "./schema.ts";
import { changeOrderStatus } from "../orders/transitions.ts";
import { orderView } from "../orders/view.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { cardPayments, GATEWAY_ANSWER_MAX_AGE_S } from "./card-payments.ts";
import {
  type GatewayFields,
  gatewayKey,
  signGatewayFields,
  verifyGatewaySignature,
} from "./gateway-signature.ts";
import { insertTestCustomer, insertTestOrder, orderNow } from "./test-orders.testing.ts";
import { testGateway } from "./test-gateway.ts";

const secret = "test-secret-that-is-long-enough-to-sign-tokens";
const clock = new Date("2026-11-23T12:00:00Z");
const seconds = () => Math.floor(clock.getTime() / 1000);
let database: Database;
let payments: ReturnType<typeof cardPayments>;
let userId: number;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await insertTestCustomer(database.db, "card.buyer@example.com")).id;
  payments = cardPayments(database.db, { secret, now: () => clock });
});
afterAll(async () => database?.close());

const gateway = testGateway(secret);

/** A placed card order and its first attempt. */
async function cardOrder(totalCents = 12_345) {
  const number = `2026-${String(++serial).padStart(6, "0")}`;
  const order = await insertTestOrder(database.db, {
    userId,
    number,
    totalCents,
    paymentMethod: "card",
  });
  const url = await payments.start({ ...order, language: "hr" });
  const attempt = decodeURIComponent(url.split("/").pop() ?? "");
  return { order, url, attempt };
}

const answer = (
  attempt: string,
  number: string,
  amount: number,
  outcome: GatewayFields["outcome"],
  timestamp = seconds(),
) => gateway.sign({ attempt, order_number: number, amount_cents: amount, outcome, timestamp });

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
  return "accepted";
}

describe(`card payments on ${testDatabaseKind}`, () => {
  it("signs the canonical fields with HMAC-SHA256 and verifies its own signature only", () => {
    const fields: GatewayFields = {
      attempt: "pa_abcdefgh",
      order_number: "2026-000001",
      amount_cents: 100,
      outcome: "approved",
      timestamp: 1,
    };
    const key = gatewayKey(secret);
    const signature = signGatewayFields(key, fields);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyGatewaySignature(key, fields, signature)).toBe(true);
    expect(verifyGatewaySignature(key, { ...fields, amount_cents: 101 }, signature)).toBe(false);
    expect(verifyGatewaySignature(key, { ...fields, outcome: "declined" }, signature)).toBe(false);
    expect(verifyGatewaySignature(gatewayKey("another secret"), fields, signature)).toBe(false);
    expect(verifyGatewaySignature(key, fields, signature.toUpperCase())).toBe(false);
    expect(verifyGatewaySignature(key, fields, "")).toBe(false);
  });

  it("starts an attempt for the order's total, method and instalments and answers the gateway's page", async () => {
    const { order, url, attempt } = await cardOrder(9_999);
    expect(url).toBe(`/api/payments/test-gateway/${attempt}`);
    expect(attempt).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const [row] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt));
    expect(row).toMatchObject({
      orderId: order.id,
      amountCents: 9_999,
      paymentMethod: "card",
      instalments: null,
      status: "pending",
    });
  });

  it("marks the order paid on an approved answer, once; a replay is refused", async () => {
    const { order, attempt } = await cardOrder();
    const approved = answer(attempt, order.number, order.totalCents, "approved");
    expect(await payments.settle(approved)).toEqual({
      order_number: order.number,
      outcome: "approved",
      payment_status: "paid",
    });
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("paid");
    const history = (await orderView(database.db, order.id, "en")).history;
    expect(history.at(-1)).toMatchObject({
      status: "received",
      payment_status: "paid",
      note: "Paid by card",
    });
    expect(await refusedWith(payments.settle(approved))).toBe("payment_callback_replayed");
    expect(
      await refusedWith(
        payments.settle(answer(attempt, order.number, order.totalCents, "declined")),
      ),
    ).toBe("payment_callback_replayed");
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("paid");
  });

  it("refuses forged, altered, old and unknown answers and leaves the order unpaid", async () => {
    const { order, attempt } = await cardOrder();
    const good = answer(attempt, order.number, order.totalCents, "approved");
    const cases = {
      forged: { ...good, signature: signGatewayFields(gatewayKey("guessed"), good) },
      "flipped outcome": {
        ...answer(attempt, order.number, order.totalCents, "declined"),
        outcome: "approved" as const,
      },
      "wrong amount, signed": answer(attempt, order.number, 1, "approved"),
      "another order, signed": answer(attempt, "2026-999999", order.totalCents, "approved"),
      "unknown attempt, signed": answer(
        "pa_unknownattempt",
        order.number,
        order.totalCents,
        "approved",
      ),
      expired: answer(
        attempt,
        order.number,
        order.totalCents,
        "approved",
        seconds() - GATEWAY_ANSWER_MAX_AGE_S - 1,
      ),
      "from the future": answer(
        attempt,
        order.number,
        order.totalCents,
        "approved",
        seconds() + 3_600,
      ),
    };
    for (const [name, forged] of Object.entries(cases)) {
      expect(await refusedWith(payments.settle(forged)), name).toBe("payment_callback_invalid");
    }
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");
    // The attempt is still open: the real answer is taken after all of them.
    expect((await payments.settle(good)).payment_status).toBe("paid");
  });

  it("accepts an answer an hour old, not older", async () => {
    const { order, attempt } = await cardOrder();
    const old = answer(
      attempt,
      order.number,
      order.totalCents,
      "approved",
      seconds() - GATEWAY_ANSWER_MAX_AGE_S,
    );
    expect((await payments.settle(old)).payment_status).toBe("paid");
  });

  it("leaves the order unpaid on a decline or cancel, and a new attempt can pay it", async () => {
    const { order, attempt } = await cardOrder();
    expect(
      await payments.settle(answer(attempt, order.number, order.totalCents, "declined")),
    ).toEqual({
      order_number: order.number,
      outcome: "declined",
      payment_status: "unpaid",
    });
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");
    const again = decodeURIComponent(
      (await payments.start({ ...order, language: "hr" })).split("/").pop() ?? "",
    );
    expect(
      (await payments.settle(answer(again, order.number, order.totalCents, "cancelled"))).outcome,
    ).toBe("cancelled");
    const third = decodeURIComponent(
      (await payments.start({ ...order, language: "hr" })).split("/").pop() ?? "",
    );
    expect(
      (await payments.settle(answer(third, order.number, order.totalCents, "approved")))
        .payment_status,
    ).toBe("paid");
  });

  it("closes an earlier pending attempt when a new one starts: only the newest can pay", async () => {
    const { order, attempt } = await cardOrder();
    const newer = decodeURIComponent(
      (await payments.start({ ...order, language: "hr" })).split("/").pop() ?? "",
    );
    expect(
      await refusedWith(
        payments.settle(answer(attempt, order.number, order.totalCents, "approved")),
      ),
    ).toBe("payment_callback_replayed");
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");
    expect(
      (await payments.settle(answer(newer, order.number, order.totalCents, "approved")))
        .payment_status,
    ).toBe("paid");
  });

  it("pays an order once when the same answer arrives twice at the same moment", async () => {
    const { order, attempt } = await cardOrder();
    const approved = answer(attempt, order.number, order.totalCents, "approved");
    const results = await Promise.all([
      refusedWith(payments.settle(approved)),
      refusedWith(payments.settle(approved)),
    ]);
    expect(results.sort()).toEqual(["accepted", "payment_callback_replayed"]);
  });

  it("does not pay an order cancelled while its buyer was on the gateway's page", async () => {
    const { order, attempt } = await cardOrder();
    await database.db.transaction((tx) => changeOrderStatus(tx, order.id, { status: "cancelled" }));
    expect(
      await refusedWith(
        payments.settle(answer(attempt, order.number, order.totalCents, "approved")),
      ),
    ).toBe("order_status_not_allowed");
    expect(await orderNow(database.db, order.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "unpaid",
    });
  });
});
