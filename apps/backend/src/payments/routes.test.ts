import {
  apiErrorSchema,
  gatewayCallbackResponseSchema,
  orderListResponseSchema,
  orderPaymentResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { paymentAttempts } from "./schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { cardPayments } from "./card-payments.ts";
import { gatewayKey, signGatewayFields } from "./gateway-signature.ts";
import { insertTestOrder, orderNow } from "./test-orders.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let cards: ReturnType<typeof cardPayments>;
const tokens = { person: "", company: "" };
const ids = { person: 0, company: 0 };
let serial = 500;
const options = testApiOptions();

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, options);
  cards = cardPayments(database.db, { secret: options.accounts.secret });
  for (const who of ["person", "company"] as const) {
    const response = await api.request("/api/login", {
      method: "POST",
      body: JSON.stringify(demoAccounts[who]),
      headers: { "content-type": "application/json" },
    });
    tokens[who] = sessionTokensResponseSchema.parse(await response.json()).data.token;
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts[who].email));
    ids[who] = user?.id ?? 0;
  }
});
afterAll(async () => database?.close());

type Method = "card" | "card_instalments" | "bank_transfer";

/** An unpaid order of the demo person, and (card) the gateway's page of its first attempt. */
async function placed(
  method: Method,
  extra: { language?: "hr" | "en"; instalments?: number; totalCents?: number } = {},
) {
  const number = `2026-${String(++serial).padStart(6, "0")}`;
  const totalCents = extra.totalCents ?? 12_345;
  const order = await insertTestOrder(database.db, {
    userId: ids.person,
    number,
    totalCents,
    paymentMethod: method,
    instalments: extra.instalments ?? null,
    cardSurchargeCents: method === "card_instalments" ? Math.round(totalCents / 21) : 0,
    language: extra.language ?? "hr",
  });
  const url =
    method === "bank_transfer" ? "" : await cards.start({ ...order, language: order.language });
  return { order, url };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type":
        typeof body === "string" ? "application/x-www-form-urlencoded" : "application/json",
      ...headers,
    },
  });
const pay = (number: string, body: unknown, token = tokens.person) =>
  post(`/api/orders/${number}/payment`, body, { authorization: `Bearer ${token}` });
const codeOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error.code;

/** Presses a button of the gateway's page; answers where the browser is sent and the signed fields. */
async function press(url: string, outcome: "approved" | "declined" | "cancelled") {
  const response = await post(url, `outcome=${outcome}`);
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  const fields = Object.fromEntries(new URL(location, "http://shop.test").searchParams);
  return { location, fields };
}
const callback = (fields: Record<string, string>, asForm = false) =>
  post(
    "/api/payments/test-gateway/callback",
    asForm ? new URLSearchParams(fields).toString() : fields,
  );

describe(`the test gateway and order payments on ${testDatabaseKind}`, () => {
  it("shows its page in Croatian: shop, order, amount, the three buttons as a form, no script, under its own policy", async () => {
    const { order, url } = await placed("card");
    const response = await api.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("script-src");
    const html = await response.text();
    expect(html).toContain('<html lang="hr">');
    expect(html).toMatch(/<h1>Testni platni sustav<\/h1>/);
    expect(html).toContain("Dućan");
    expect(html).toContain(order.number);
    expect(html).toContain("123,45\u00a0€");
    expect(html).toContain("Karticom, jednokratno");
    expect(html).toContain(`<form method="post" action="${url}">`);
    for (const [value, label] of [
      ["approved", "Odobri plaćanje"],
      ["declined", "Odbij plaćanje"],
      ["cancelled", "Odustani"],
    ]) {
      expect(html).toMatch(
        new RegExp(`<button type="submit" name="outcome" value="${value}"[^>]*>${label}</button>`),
      );
    }
    expect(html).not.toMatch(/<script/i);
  });

  it("shows its page in English for an English order, with the instalments", async () => {
    const { url } = await placed("card_instalments", {
      language: "en",
      instalments: 12,
      totalCents: 20_000,
    });
    const html = await (await api.request(url)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Test payment gateway");
    expect(html).toContain("€200.00");
    expect(html).toContain("Card in 12 instalments");
    expect(html).toMatch(/>Approve payment</);
    expect(html).toMatch(/>Decline payment</);
    expect(html).toMatch(/>Cancel</);
  });

  it("writes Croatian instalments with their plural", async () => {
    const { url } = await placed("card_instalments", { instalments: 3, totalCents: 20_000 });
    expect(await (await api.request(url)).text()).toContain("Karticom na 3 rate");
  });

  it("answers an unknown attempt with 404", async () => {
    expect((await api.request("/api/payments/test-gateway/pa_doesnotexist")).status).toBe(404);
    expect((await api.request("/api/payments/test-gateway/nonsense")).status).toBe(404);
    expect(
      (await post("/api/payments/test-gateway/pa_doesnotexist", "outcome=approved")).status,
    ).toBe(404);
  });

  it("declines, leaves the order unpaid, pays again and is approved once", async () => {
    const { order, url } = await placed("card");
    const declined = await press(url, "declined");
    expect(declined.location).toMatch(/^\/fail\?attempt=/);
    expect(declined.fields).toMatchObject({
      order_number: order.number,
      amount_cents: "12345",
      outcome: "declined",
    });
    const settled = await callback(declined.fields);
    expect(settled.status).toBe(200);
    expect(gatewayCallbackResponseSchema.parse(await settled.json()).data).toEqual({
      order_number: order.number,
      outcome: "declined",
      payment_status: "unpaid",
    });
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");
    // The page of the closed attempt says so and offers nothing; pressing a button again goes back to it.
    const done = await (await api.request(url)).text();
    expect(done).toContain("Plaćanje je završeno");
    expect(done).toContain("Ovo je plaćanje odbijeno.");
    expect(done).not.toContain("<button");
    const again = await post(url, "outcome=approved");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(url);

    const retried = await pay(order.number, { payment_method: "card" });
    expect(retried.status).toBe(200);
    const answer = orderPaymentResponseSchema.parse(await retried.json());
    expect(answer.payment_url).toMatch(/^\/api\/payments\/test-gateway\/pa_/);
    expect(answer.payment_url).not.toBe(url);
    expect(answer.data).toMatchObject({
      number: order.number,
      payment_status: "unpaid",
      payment_method: "card",
      can_pay_by_card: true,
    });

    // The customer's list, read before the payment (and so remembered), shows it paid at once after.
    const paymentInList = async () => {
      const list = await api.request("/api/orders", {
        headers: { authorization: `Bearer ${tokens.person}` },
      });
      return orderListResponseSchema
        .parse(await list.json())
        .data.find((listed) => listed.number === order.number)?.payment_status;
    };
    expect(await paymentInList()).toBe("unpaid");
    const approved = await press(answer.payment_url ?? "", "approved");
    expect(approved.location).toMatch(/^\/success\?/);
    const paid = await callback(approved.fields, true);
    expect(paid.status).toBe(200);
    expect(gatewayCallbackResponseSchema.parse(await paid.json()).data.payment_status).toBe("paid");
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("paid");
    expect(await paymentInList()).toBe("paid");

    const replayed = await callback(approved.fields);
    expect(replayed.status).toBe(409);
    expect(await codeOf(replayed)).toBe("payment_callback_replayed");
    const paidAgain = await pay(order.number, { payment_method: "card" });
    expect(paidAgain.status).toBe(409);
    expect(await codeOf(paidAgain)).toBe("order_already_paid");
  });

  it("sends an English order back to /en/success and /en/fail", async () => {
    const { url } = await placed("card", { language: "en" });
    expect((await press(url, "cancelled")).location).toMatch(/^\/en\/fail\?/);
    expect((await press(url, "approved")).location).toMatch(/^\/en\/success\?/);
  });

  it("refuses a forged, altered, malformed or expired answer and leaves the order unpaid", async () => {
    const { order, url } = await placed("card");
    const { fields } = await press(url, "approved");
    const resign = (changed: Record<string, string>, secret = options.accounts.secret) => {
      const all = { ...fields, ...changed };
      const signed = {
        attempt: all.attempt ?? "",
        order_number: all.order_number ?? "",
        amount_cents: Number(all.amount_cents),
        outcome: "approved" as const,
        timestamp: Number(all.timestamp),
      };
      return { ...all, signature: signGatewayFields(gatewayKey(secret), signed) };
    };
    const bad: Record<string, Record<string, string>> = {
      "another key": resign({}, "guessed"),
      "lower amount": { ...fields, amount_cents: "100" },
      "lower amount, signed with our key": resign({ amount_cents: "100" }),
      "two hours old, signed": resign({ timestamp: String(Math.floor(Date.now() / 1000) - 7_200) }),
      "no signature": { ...fields, signature: "" },
      "not a number": { ...fields, amount_cents: "12,345" },
    };
    for (const [name, body] of Object.entries(bad)) {
      const response = await callback(body);
      expect(response.status, name).toBe(400);
      expect(await codeOf(response), name).toBe("payment_callback_invalid");
    }
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, fields.attempt ?? ""));
    expect(attempt?.status).toBe("pending");
  });

  it("switches an unpaid card order to bank transfer: the slip, no URL, the gateway's attempt closed", async () => {
    const { order, url } = await placed("card");
    const switched = await pay(order.number, { payment_method: "bank_transfer" });
    expect(switched.status).toBe(200);
    const answer = orderPaymentResponseSchema.parse(await switched.json());
    expect(answer.payment_url).toBeNull();
    expect(answer.data).toMatchObject({
      payment_method: "bank_transfer",
      payment_status: "unpaid",
      can_pay_by_card: false,
    });
    expect(answer.data.payment_slip?.amount_cents).toBe(order.totalCents);
    expect(answer.data.totals.total_cents).toBe(order.totalCents);
    expect(await (await api.request(url)).text()).not.toContain("<button");
    // Back to the card would be another price: refused.
    const back = await pay(order.number, { payment_method: "card" });
    expect(back.status).toBe(400);
    expect(await codeOf(back)).toBe("payment_method_not_available");
  });

  it("keeps the card method's price: no switch between card and instalments; instalments the total allows", async () => {
    const { order } = await placed("card");
    const toInstalments = await pay(order.number, {
      payment_method: "card_instalments",
      instalments: 3,
    });
    expect(toInstalments.status).toBe(400);
    expect(await codeOf(toInstalments)).toBe("payment_method_not_available");

    const small = await placed("card_instalments", { instalments: 6, totalCents: 10_000 });
    const tooMany = await pay(small.order.number, {
      payment_method: "card_instalments",
      instalments: 24,
    });
    expect(tooMany.status).toBe(400);
    expect(await codeOf(tooMany)).toBe("instalments_not_allowed");
    const fewer = await pay(small.order.number, {
      payment_method: "card_instalments",
      instalments: 4,
    });
    expect(fewer.status).toBe(200);
    expect(orderPaymentResponseSchema.parse(await fewer.json()).data.instalments).toBe(4);
  });

  it("answers another customer's order, or an unknown one, with 404 and needs a login", async () => {
    const { order } = await placed("card");
    const other = await pay(order.number, { payment_method: "bank_transfer" }, tokens.company);
    expect(other.status).toBe(404);
    expect((await pay("2026-999999", { payment_method: "card" })).status).toBe(404);
    expect(
      (await post(`/api/orders/${order.number}/payment`, { payment_method: "card" })).status,
    ).toBe(401);
    expect((await orderNow(database.db, order.id))?.paymentMethod).toBe("card");
  });
});
