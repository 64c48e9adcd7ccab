import {
  adminOrderListResponseSchema,
  adminOrderSchema,
  apiErrorSchema,
  cartResponseSchema,
  orderedProductListResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  repeatOrderResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../audit/schema.ts";
import { addStaffMember, staffToken as staffTokenOf } from "../staff/staff-client.testing.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { brands, products } from "../catalogue/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { readSlipSvg } from "../payment-slips/barcode-reader.testing.ts";
import { type RecordedLine, type RecordedOrder, recordOrder } from "./record-order.ts";
import { markPaid } from "./payment-state.ts";
import { orders } from "./schema.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let company: { id: number; token: string };
let person: { id: number; token: string };
let staffToken: string;
let catalogueToken: string;
let items: { id: number; itemCode: string; nameHr: string; nameEn: string }[];

const STAFF = { email: "osoblje@dukan.test", password: "Staff-Password-2026" };
const CATALOGUE_STAFF = { email: "katalog@dukan.test", password: "Catalogue-Password-2026" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 40, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  // A member of staff with the orders' role (staff log in through their own session, issue 34).
  await addStaffMember(database.db, { ...STAFF, name: "Orders Staff", roles: ["orders"] });
  await addStaffMember(database.db, { ...CATALOGUE_STAFF, roles: ["catalogue"] });
  api = createApi(database, { ...testApiOptions(), cart: { memoryMs: 0 } });
  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ??
    0;
  company = {
    id: await idOf(demoAccounts.company.email),
    token: await tokenOf(demoAccounts.company),
  };
  person = { id: await idOf(demoAccounts.person.email), token: await tokenOf(demoAccounts.person) };
  staffToken = await staffTokenOf(api, STAFF);
  catalogueToken = await staffTokenOf(api, CATALOGUE_STAFF);
  items = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(products.id)
    .limit(6);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters, order_withdrawals, outbox_mails cascade`,
  );
  await database.db.delete(cartLines);
  await database.db
    .update(products)
    .set({ stock: 100, active: true })
    .where(
      inArray(
        products.id,
        items.map((i) => i.id),
      ),
    );
});

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json" },
  });
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": "en",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}
const errorOf = (json: unknown) => apiErrorSchema.parse(json).error;
const item = (n: number) => items[n] as (typeof items)[number];
const line = (n: number, quantity: number, unitPriceCents = 1000): RecordedLine => ({
  productId: item(n).id,
  itemCode: item(n).itemCode,
  nameHr: item(n).nameHr,
  nameEn: item(n).nameEn,
  unitPriceCents,
  vatRate: 25,
  quantity,
});
const companyOrder = (over: Partial<RecordedOrder> = {}) =>
  recordOrder(database.db, {
    userId: company.id,
    buyerType: "company",
    buyerName: "Ivana Horvat",
    buyerEmail: demoAccounts.company.email,
    companyName: "Demo Informatika d.o.o.",
    companyAddress: "Ilica 1",
    companyPlace: "10000 Zagreb",
    deliveryMethod: "personal_pickup",
    delivery: null,
    createdAt: new Date("2026-11-10T10:00:00Z"),
    lines: [line(0, 2)],
    ...over,
  });
const personOrder = (over: Partial<RecordedOrder> = {}) =>
  recordOrder(database.db, {
    userId: person.id,
    buyerType: "person",
    buyerName: "Marko Kovačić",
    buyerEmail: demoAccounts.person.email,
    delivery: { address: "Vukovarska 3", place: "Osijek", zip: "31000" },
    createdAt: new Date(Date.now() - 3 * 86_400_000),
    lines: [line(0, 1), line(1, 2)],
    ...over,
  });

describe("GET /api/orders", () => {
  it("pages the caller's orders newest first, 20 a page, with lines and pieces; past the last page answers the last", async () => {
    for (let n = 0; n < 23; n++)
      await companyOrder({
        createdAt: new Date(Date.UTC(2026, 9, 1 + n)),
        lines: [line(0, 1), line(1, n + 1)],
      });
    await personOrder();
    const first = orderListResponseSchema.parse(
      (await call(company.token, "GET", "/api/orders")).json,
    );
    expect(first.meta).toEqual({ total: 23, page: 1, per_page: 20, last_page: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.created_at).toBe("2026-10-23T00:00:00.000Z");
    expect(first.data[0]).toMatchObject({
      line_count: 2,
      item_count: 24,
      status: "received",
      payment_method: "bank_transfer",
    });
    const second = orderListResponseSchema.parse(
      (await call(company.token, "GET", "/api/orders?page=2")).json,
    );
    expect(second.data.map((o) => o.created_at.slice(0, 10))).toEqual([
      "2026-10-03",
      "2026-10-02",
      "2026-10-01",
    ]);
    const past = orderListResponseSchema.parse(
      (await call(company.token, "GET", "/api/orders?page=9")).json,
    );
    expect(past.meta.page).toBe(2);
    expect((await call(company.token, "GET", "/api/orders?page=abc")).status).toBe(400);
    expect((await call(null, "GET", "/api/orders")).status).toBe(401);
  });

  it("says where each order's payment stands: partly paid once part of an unpaid one has arrived", async () => {
    const pay = (orderId: number, amount: number) =>
      database.db.transaction((tx) =>
        markPaid(tx, { orderId, amount, paidOn: "2026-11-12", source: "manual" }),
      );
    const partly = await companyOrder(); // 25,00 €
    await pay(partly.id, 1000);
    const paid = await companyOrder();
    await pay(paid.id, 1000);
    await pay(paid.id, 1500);
    const unpaid = await companyOrder();
    const list = orderListResponseSchema.parse(
      (await call(company.token, "GET", "/api/orders")).json,
    ).data;
    const standing = (number: string) => {
      const order = list.find((o) => o.number === number);
      return order && [order.payment_status, order.payment_state];
    };
    expect(standing(partly.number)).toEqual(["unpaid", "partly_paid"]);
    expect(standing(paid.number)).toEqual(["paid", "paid"]);
    expect(standing(unpaid.number)).toEqual(["unpaid", "unpaid"]);
  });
});

describe("GET /api/orders/{number}", () => {
  it("answers the caller's own order; another customer's, an unknown or a malformed number is 404", async () => {
    const own = await companyOrder();
    const other = await personOrder();
    const answer = await call(company.token, "GET", `/api/orders/${own.number}`);
    expect(answer.status).toBe(200);
    const order = orderResponseSchema.parse(answer.json).data;
    expect(order.number).toBe(own.number);
    // The slip speaks the order's language (Croatian here), whoever reads it.
    expect(order.payment_slip?.description).toBe(`Narudžba ${own.number}`);
    for (const path of [
      `/api/orders/${other.number}`,
      "/api/orders/2026-999999",
      "/api/orders/nope",
    ]) {
      const refused = await call(company.token, "GET", path);
      expect(refused.status, path).toBe(404);
      expect(errorOf(refused.json).code).toBe("not_found");
    }
  });
});

describe("GET /api/orders/{number}/payment-slip.svg", () => {
  it("draws the owner's slip barcode in the order's language whatever the request's, 304 to its ETag; another's, a paid or a card order is 404", async () => {
    const own = await companyOrder();
    const view = orderResponseSchema.parse(
      (await call(company.token, "GET", `/api/orders/${own.number}`)).json,
    ).data;
    const url = view.payment_slip?.barcode_url ?? "";
    expect(url).toBe(`/api/orders/${own.number}/payment-slip.svg`);
    const svg = (
      token: string | null,
      ask: { language?: string; number?: string; etag?: string } = {},
    ) =>
      api.request(`/api/orders/${ask.number ?? own.number}/payment-slip.svg`, {
        headers: {
          "accept-language": ask.language ?? "en",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ask.etag ? { "if-none-match": ask.etag } : {}),
        },
      });
    const english = await svg(company.token);
    expect(english.status).toBe(200);
    expect(english.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(english.headers.get("cache-control")).toBe("private, no-cache");
    expect(readSlipSvg(await english.text()).text).toContain(
      `${view.payment_slip?.iban}\nHR01\n${view.payment_slip?.reference}\nOTHR\nNarudžba ${own.number}`,
    );
    expect(readSlipSvg(await (await svg(company.token, { language: "hr" })).text()).text).toContain(
      `Narudžba ${own.number}`,
    );
    const etag = english.headers.get("etag") ?? "";
    expect((await svg(company.token, { etag })).status).toBe(304);
    expect((await svg(company.token, { language: "hr", etag })).status).toBe(304);

    expect((await svg(null)).status).toBe(401);
    expect((await svg(person.token)).status).toBe(404);
    const paid = await companyOrder({
      history: [{ status: "received", paymentStatus: "paid", at: new Date() }],
    });
    const card = await companyOrder({ paymentMethod: "card" });
    for (const number of [paid.number, card.number, "2026-999999"])
      expect((await svg(company.token, { number })).status, number).toBe(404);
  });
});

describe("POST /api/orders/{number}/repeat", () => {
  it("puts the lines back at today's stock and reports each: added, cut, out of stock, no longer sold, price changed", async () => {
    const { number } = await companyOrder({
      lines: [line(0, 2, 1), line(1, 5), line(2, 4), line(3, 1)],
    });
    await database.db
      .update(products)
      .set({ stock: 3 })
      .where(eq(products.id, item(1).id));
    await database.db
      .update(products)
      .set({ stock: 0 })
      .where(eq(products.id, item(2).id));
    await database.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, item(3).id));
    const answer = await call(company.token, "POST", `/api/orders/${number}/repeat`);
    expect(answer.status).toBe(200);
    const { data: cart, report } = repeatOrderResponseSchema.parse(answer.json);
    expect(report.map((r) => [r.item_code, r.status, r.added])).toEqual([
      [item(0).itemCode, "added", 2],
      [item(1).itemCode, "cut", 3],
      [item(2).itemCode, "out_of_stock", 0],
      [item(3).itemCode, "unavailable", 0],
    ]);
    expect(report[0]?.price_changed).toBe(true);
    expect(report[0]?.message).toContain("price has changed");
    expect(report[1]?.message).toMatch(/^Added 3 of 5 pcs \(no more in stock\)/);
    expect(cart.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [item(0).id, 2],
      [item(1).id, 3],
    ]);
    // Again: the cart already holds all the stock of the second line.
    const again = repeatOrderResponseSchema.parse(
      (await call(company.token, "POST", `/api/orders/${number}/repeat`)).json,
    );
    expect(again.report[1]).toMatchObject({
      status: "cut",
      added: 0,
      message: "No more pieces in stock",
    });
    expect((await call(person.token, "POST", `/api/orders/${number}/repeat`)).status).toBe(404);
  });
});

describe("POST /api/orders/{number}/repeat of an advance-payment order", () => {
  it("compares the order's price with today's price for the order's payment method: unchanged prices raise no alarm", async () => {
    // The demo company takes 5 % on brands without a rebate of their own, 8 % on everything with
    // advance bank transfer (demo/accounts.ts): a product of such a brand.
    const [plain] = await database.db
      .select({
        id: products.id,
        itemCode: products.itemCode,
        nameHr: products.nameHr,
        nameEn: products.nameEn,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(
        and(
          eq(products.active, true),
          notInArray(brands.slug, [
            "kronos-gaming",
            "vortexa",
            "nightfang",
            "hexon",
            "lumina-glass",
          ]),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    if (!plain) throw new Error("no demo product without a brand rebate");
    await database.db.update(products).set({ stock: 100 }).where(eq(products.id, plain.id));
    await call(company.token, "POST", "/api/cart/lines", { product_id: plain.id, quantity: 1 });
    const cart = cartResponseSchema.parse((await call(company.token, "GET", "/api/cart")).json);
    const [inCart] = cart.data.lines;
    const advancePrice = inCart?.payment_prices.find((p) => p.payment_method === "bank_transfer");
    // The cart names the better price before the payment is chosen: 8 % rather than 5 %.
    expect(inCart?.rebate?.percent).toBe(5);
    expect(advancePrice?.rebate.percent).toBe(8);
    expect(advancePrice?.unit_price_cents).toBeLessThan(inCart?.unit_price_cents ?? 0);
    await database.db.delete(cartLines);
    const orderedLine = (): RecordedLine => ({
      productId: plain.id,
      itemCode: plain.itemCode,
      nameHr: plain.nameHr,
      nameEn: plain.nameEn,
      unitPriceCents: advancePrice?.unit_price_cents ?? 0,
      vatRate: 25,
      quantity: 1,
    });

    const paidInAdvance = await companyOrder({
      paymentMethod: "bank_transfer",
      lines: [orderedLine()],
    });
    const repeated = repeatOrderResponseSchema.parse(
      (await call(company.token, "POST", `/api/orders/${paidInAdvance.number}/repeat`)).json,
    );
    expect(repeated.report).toMatchObject([{ status: "added", price_changed: false }]);
    expect(repeated.report[0]?.message).not.toContain("price has changed");

    // The same price on a card order is a change: the card takes only the 5 %.
    await database.db.delete(cartLines);
    const byCard = await companyOrder({
      paymentMethod: "card",
      lines: [orderedLine()],
    });
    const again = repeatOrderResponseSchema.parse(
      (await call(company.token, "POST", `/api/orders/${byCard.number}/repeat`)).json,
    );
    expect(again.report).toMatchObject([{ price_changed: true }]);
  });
});

describe("GET /api/me/ordered-products", () => {
  it("lists every product ordered, last order first, with totals, priced for the caller; searchable by code and name", async () => {
    await companyOrder({
      createdAt: new Date("2026-10-01T10:00:00Z"),
      lines: [line(0, 2, 900), line(1, 1)],
    });
    const last = await companyOrder({
      createdAt: new Date("2026-10-05T10:00:00Z"),
      lines: [line(0, 3, 950), line(2, 1)],
    });
    await personOrder({ lines: [line(4, 1)] });
    const answer = orderedProductListResponseSchema.parse(
      (await call(company.token, "GET", "/api/me/ordered-products")).json,
    );
    expect(answer.meta.total).toBe(3);
    const first = answer.data.find((p) => p.product.id === item(0).id);
    expect(first).toMatchObject({
      last_order_number: last.number,
      total_quantity: 5,
      last_unit_price_cents: 950,
      times_ordered: 2,
    });
    expect(
      answer.data
        .map((p) => p.product.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([item(0).id, item(2).id].sort());
    expect(answer.data.map((p) => p.product.id)).not.toContain(item(4).id);
    expect(answer.data[0]?.product.your_price_includes_vat).toBe(false);

    const code = item(1).itemCode;
    const found = orderedProductListResponseSchema.parse(
      (
        await call(
          company.token,
          "GET",
          `/api/me/ordered-products?q=${encodeURIComponent(code.toLowerCase())}`,
        )
      ).json,
    );
    expect(found.data.map((p) => p.product.item_code)).toEqual([code]);
    const name = item(2).nameEn;
    const byName = orderedProductListResponseSchema.parse(
      (await call(company.token, "GET", `/api/me/ordered-products?q=${encodeURIComponent(name)}`))
        .json,
    );
    expect(byName.data.map((p) => p.product.id)).toContain(item(2).id);
    const none = orderedProductListResponseSchema.parse(
      (await call(company.token, "GET", "/api/me/ordered-products?q=%25_%25")).json,
    );
    expect(none.data).toEqual([]);
    // A NUL in the search is dropped, never a server error (found by the fuzz test).
    const nul = await call(company.token, "GET", "/api/me/ordered-products?q=%00&page=2");
    expect(nul.status).toBe(200);
    const past = orderedProductListResponseSchema.parse(
      (await call(company.token, "GET", "/api/me/ordered-products?page=5")).json,
    );
    expect(past.meta.page).toBe(1);
    expect(past.data).toHaveLength(3);
  });

  it("leaves out what a person withdrew from before it was sent: a line and its pieces, a whole order", async () => {
    await personOrder({ lines: [line(0, 1), line(1, 2)] });
    const some = await personOrder({ lines: [line(0, 4), line(2, 1)] });
    const whole = await personOrder({ lines: [line(3, 1)] });
    const lines = orderResponseSchema.parse(
      (await call(person.token, "GET", `/api/orders/${some.number}`)).json,
    ).data.lines;
    const withdrawals = [
      await call(person.token, "POST", `/api/orders/${some.number}/withdrawal`, {
        name: "Marko Kovačić",
        line_ids: [lines[0]?.id],
      }),
      await call(person.token, "POST", `/api/orders/${whole.number}/withdrawal`, {
        name: "Marko Kovačić",
      }),
    ];
    expect(withdrawals.map((w) => w.status)).toEqual([201, 201]);
    const answer = orderedProductListResponseSchema.parse(
      (await call(person.token, "GET", "/api/me/ordered-products")).json,
    );
    expect(answer.data.map((p) => p.product.id).sort()).toEqual(
      [item(0).id, item(1).id, item(2).id].sort(),
    );
    expect(answer.meta.total).toBe(3);
    expect(answer.data.find((p) => p.product.id === item(0).id)).toMatchObject({
      total_quantity: 1,
      times_ordered: 1,
    });
  });
});

describe("POST /api/orders/{number}/withdrawal", () => {
  const statement = { name: "Marko Kovačić" };

  it("a person within the period withdraws once: the statement kept, a history note, the acknowledgement mail at once", async () => {
    const { number } = await personOrder();
    const answer = await call(person.token, "POST", `/api/orders/${number}/withdrawal`, {
      ...statement,
      // An address and free text of the caller's choice: never mailed anywhere but to the account.
      email: "someone-else@example.com",
      note: "Predomislio sam se",
    });
    expect(answer.status).toBe(201);
    const order = orderResponseSchema.parse(answer.json).data;
    expect(order.withdrawal.available).toBe(false);
    expect(order.withdrawal.received).toMatchObject({
      name: "Marko Kovačić",
      email: demoAccounts.person.email,
      all_lines: true,
    });
    expect(order.lines.every((l) => l.withdrawn)).toBe(true);
    // Neither paid nor sent: the statement ends the order there (withdrawal.test.ts).
    expect(order.history.slice(-2).map((h) => h.note)).toEqual([
      "Withdrawal statement received",
      "Cancelled by the withdrawal statement: the order was neither paid nor sent, stock returned",
    ]);
    const mails = await database.db.select().from(outboxMails);
    // The acknowledgement goes to the account's own address only, the note with it.
    expect(mails.map((m) => m.toAddress)).toEqual([demoAccounts.person.email]);
    expect(mails[0]?.textBody).toContain("Predomislio sam se");
    expect(JSON.stringify(mails)).not.toContain("someone-else@example.com");

    const twice = await call(person.token, "POST", `/api/orders/${number}/withdrawal`, statement);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.json).code).toBe("withdrawal_already_received");
  });

  it("the customer's order list shows a withdrawal's cancellation at once, not a few seconds later", async () => {
    const { number } = await personOrder();
    const statusInList = async () =>
      orderListResponseSchema
        .parse((await call(person.token, "GET", "/api/orders")).json)
        .data.find((order) => order.number === number)?.status;
    // Read once, so the list is remembered; the statement ends the unpaid order there.
    expect(await statusInList()).toBe("received");
    const withdrawn = await call(
      person.token,
      "POST",
      `/api/orders/${number}/withdrawal`,
      statement,
    );
    expect(withdrawn.status).toBe(201);
    expect(await statusInList()).toBe("cancelled");
  });

  it("withdraws from chosen lines only; a line of another order is refused", async () => {
    const { number } = await personOrder();
    const order = orderResponseSchema.parse(
      (await call(person.token, "GET", `/api/orders/${number}`)).json,
    ).data;
    const wrong = await call(person.token, "POST", `/api/orders/${number}/withdrawal`, {
      ...statement,
      line_ids: [999_999],
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.json).fields).toEqual({ line_ids: expect.any(String) });
    const lineId = order.lines[1]?.id ?? 0;
    const chosen = orderResponseSchema.parse(
      (
        await call(person.token, "POST", `/api/orders/${number}/withdrawal`, {
          ...statement,
          line_ids: [lineId],
        })
      ).json,
    ).data;
    expect(chosen.withdrawal.received).toMatchObject({ line_ids: [lineId], all_lines: false });
    expect(chosen.lines.map((l) => l.withdrawn)).toEqual([false, true]);
    // Unpaid and not sent: the line is taken off, and the order and its slip ask for the rest.
    expect(chosen.lines.map((l) => l.cancelled)).toEqual([false, true]);
    const rest = order.totals.total_cents - (order.lines[1]?.gross_cents ?? 0);
    expect(chosen.status).toBe("received");
    expect(chosen.totals.total_cents).toBe(rest);
    expect(chosen.payment_slip?.amount_cents).toBe(rest);
    const listed = orderListResponseSchema
      .parse((await call(person.token, "GET", "/api/orders")).json)
      .data.find((o) => o.number === number);
    expect(listed).toMatchObject({ total_cents: rest, line_count: 1, item_count: 1 });
    // Ordering it again buys again what was kept, not the line withdrawn from.
    const repeated = repeatOrderResponseSchema.parse(
      (await call(person.token, "POST", `/api/orders/${number}/repeat`)).json,
    );
    expect(repeated.report.map((r) => r.item_code)).toEqual([order.lines[0]?.item_code]);
  });

  it("refuses after the 14 days from completion, and for a legal entity", async () => {
    const completedAt = new Date(Date.now() - 16 * 86_400_000);
    const late = await personOrder({
      createdAt: new Date(completedAt.getTime() - 5 * 86_400_000),
      history: [
        {
          status: "received",
          paymentStatus: "unpaid",
          at: new Date(completedAt.getTime() - 5 * 86_400_000),
        },
        { status: "completed", paymentStatus: "paid", at: completedAt },
      ],
    });
    const over = await call(
      person.token,
      "POST",
      `/api/orders/${late.number}/withdrawal`,
      statement,
    );
    expect(over.status).toBe(409);
    expect(errorOf(over.json).code).toBe("withdrawal_period_over");

    // Refunded after the period had started: the period still runs from the first completion.
    const refundedLate = await personOrder({
      history: [
        {
          status: "received",
          paymentStatus: "unpaid",
          at: new Date(completedAt.getTime() - 86_400_000),
        },
        { status: "completed", paymentStatus: "paid", at: completedAt },
        { status: "completed", paymentStatus: "refunded", at: new Date(Date.now() - 86_400_000) },
      ],
    });
    const stillOver = await call(
      person.token,
      "POST",
      `/api/orders/${refundedLate.number}/withdrawal`,
      statement,
    );
    expect(stillOver.status).toBe(409);
    expect(errorOf(stillOver.json).code).toBe("withdrawal_period_over");

    const recent = await personOrder({
      history: [
        { status: "received", paymentStatus: "unpaid", at: new Date(Date.now() - 5 * 86_400_000) },
        {
          status: "completed",
          paymentStatus: "paid",
          at: new Date(Date.now() - 10 * 86_400_000 + 86_400_000),
        },
      ],
    });
    expect(
      (await call(person.token, "POST", `/api/orders/${recent.number}/withdrawal`, statement))
        .status,
    ).toBe(201);

    const b2b = await companyOrder();
    const refused = await call(
      company.token,
      "POST",
      `/api/orders/${b2b.number}/withdrawal`,
      statement,
    );
    expect(refused.status).toBe(403);
    expect(errorOf(refused.json).code).toBe("withdrawal_not_for_companies");
    expect(await database.db.select().from(outboxMails)).toHaveLength(1);
  });
});

describe("the staff's orders (/api/admin/orders)", () => {
  const admin = (method: string, path: string, body?: unknown) =>
    call(staffToken, method, `/api/admin/orders${path}`, body);
  const record = (json: unknown) => adminOrderSchema.parse(json);
  const stockOf = async (n: number) =>
    (
      await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, item(n).id))
    )[0]?.stock;

  it("are for staff with the orders' role only: no token, a customer's token, another role are refused", async () => {
    const { id } = await companyOrder();
    const paths: [string, string, unknown?][] = [
      ["GET", ""],
      ["GET", ".csv"],
      ["GET", `/${id}`],
      ["POST", `/${id}/confirm`, { version: 1 }],
      ["POST", `/${id}/mark-paid`, { version: 1, amount: 100, paidOn: "2026-11-10" }],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(null, method, `/api/admin/orders${path}`, body)).status).toBe(401);
      expect((await call(company.token, method, `/api/admin/orders${path}`, body)).status).toBe(
        401,
      );
      expect((await call(catalogueToken, method, `/api/admin/orders${path}`, body)).status).toBe(
        403,
      );
    }
    expect(record((await admin("GET", `/${id}`)).json).version).toBe(1);
  });

  it("find an order by the company's OIB, confirm and ship it with tracking; the customer sees it and is mailed; each step audited", async () => {
    const { id, number } = await companyOrder({
      companyOib: "33392005961",
      deliveryMethod: "delivery_service",
      delivery: { address: "Ilica 1", place: "Zagreb", zip: "10000" },
    });
    await personOrder();
    const found = adminOrderListResponseSchema.parse((await admin("GET", "?q=33392005961")).json);
    expect(found.data.map((o) => o.number)).toEqual([number]);
    expect(found.total).toBe(1);
    // The customer's list, read before (and so remembered), shows the staff's change at once.
    const statusInList = async () =>
      orderListResponseSchema
        .parse((await call(company.token, "GET", "/api/orders")).json)
        .data.find((order) => order.number === number)?.status;
    expect(await statusInList()).toBe("received");

    const confirmed = await admin("POST", `/${id}/confirm`, { version: 1 });
    expect(confirmed.status).toBe(200);
    expect(record(confirmed.json)).toMatchObject({ status: "confirmed", version: 2 });
    expect(await statusInList()).toBe("confirmed");
    const shipped = record(
      (
        await admin("POST", `/${number}/ship`, {
          version: 2,
          carrier: "GLS",
          trackingNumber: "GLS-000123",
        })
      ).json,
    );
    expect(shipped).toMatchObject({
      status: "shipped",
      shipment: { carrier: "GLS", tracking_number: "GLS-000123" },
      actions: ["mark-paid", "note", "resend-confirmation"],
    });
    expect(shipped.history.map((h) => [h.status, h.staff?.name ?? null])).toEqual([
      ["received", null],
      ["confirmed", "Orders Staff"],
      ["shipped", "Orders Staff"],
    ]);
    expect(shipped.mails.map((m) => m.subject)).toEqual([
      `Narudžba ${number} je potvrđena – Dućan`,
      `Narudžba ${number} je poslana – Dućan`,
    ]);
    // Each ends with the button to the order's page on the shop (SITE_URL), as the confirmation does.
    const sentTexts = (await database.db.select().from(outboxMails).orderBy(outboxMails.id)).map(
      (m) => m.textBody,
    );
    expect(
      sentTexts
        .slice(-2)
        .map((text) => text.includes(`Pogledajte narudžbu:\nhttp://shop.test/orders/${number}`)),
    ).toEqual([true, true]);

    const customer = orderResponseSchema.parse(
      (await call(company.token, "GET", `/api/orders/${number}`)).json,
    ).data;
    expect(customer.shipment).toEqual({ carrier: "GLS", tracking_number: "GLS-000123" });

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, number))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ["order", "order.confirm"],
      ["order", "order.ship"],
    ]);
    expect(entries[1]?.changes).toMatchObject({
      status: { before: "confirmed", after: "shipped" },
      tracking_number: { before: null, after: "GLS-000123" },
    });
  });

  it("the second of two staff changing the same order is told it changed meanwhile; nothing is lost", async () => {
    const { id } = await companyOrder({
      lines: [line(0, 4)],
      deliveryMethod: "delivery_service",
      delivery: { address: "Ilica 1", place: "Zagreb", zip: "10000" },
    });
    const note = await admin("POST", `/${id}/note`, { version: 1, text: "Kupac zove u 15h" });
    expect(note.status).toBe(200);
    const late = await admin("POST", `/${id}/cancel`, { version: 1 });
    expect(late.status).toBe(409);
    expect(errorOf(late.json)).toMatchObject({
      code: "version_conflict",
      message: "Someone else changed this record meanwhile. Load it again and repeat your change.",
    });
    expect(await stockOf(0)).toBe(100);
    const cancelled = record((await admin("POST", `/${id}/cancel`, { version: 2 })).json);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.notes.map((n) => n.text)).toEqual(["Kupac zove u 15h"]);
    expect(await stockOf(0)).toBe(104);
    const again = await admin("POST", `/${id}/ship`, {
      version: 3,
      carrier: "GLS",
      trackingNumber: "1",
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.json).message).toBe("The order is cancelled and cannot become “Shipped”.");
    expect(await stockOf(0)).toBe(104);
    // Notes stay internal.
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    const customer = await call(company.token, "GET", `/api/orders/${order?.number}`);
    expect(JSON.stringify(customer.json)).not.toContain("15h");
  });

  it("refuses bad bodies naming the field in the caller's language", async () => {
    const { id } = await companyOrder({ deliveryMethod: "delivery_service" });
    const noTracking = await admin("POST", `/${id}/ship`, { version: 1, carrier: "GLS" });
    expect(noTracking.status).toBe(400);
    expect(errorOf(noTracking.json).fields).toHaveProperty("trackingNumber");
    const noVersion = await admin("POST", `/${id}/confirm`, {});
    expect(errorOf(noVersion.json).fields).toHaveProperty("version");
    const badPaid = await admin("POST", `/${id}/mark-paid`, {
      version: 1,
      amount: 1.5,
      paidOn: "27.11.2026",
    });
    expect(Object.keys(errorOf(badPaid.json).fields ?? {}).sort()).toEqual(["amount", "paidOn"]);
    // Staff type euros: the refusal speaks of euros, never of cents; more than the database holds
    // (30,000,000.00 €) is refused as well, not a 500.
    for (const amount of [1_000_000_001, 3_000_000_000, 0]) {
      const tooMuch = await admin("POST", `/${id}/mark-paid`, {
        version: 1,
        amount,
        paidOn: "2026-11-12",
      });
      expect(tooMuch.status, String(amount)).toBe(400);
      expect(errorOf(tooMuch.json).fields?.amount).toBe(
        "Enter the amount in euros, above 0 and at most €10,000,000.00",
      );
    }
    const croatian = await api.request(`/api/admin/orders/${id}/mark-paid`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${staffToken}`,
        "accept-language": "hr",
        "content-type": "application/json",
      },
      body: JSON.stringify({ version: 1, amount: 1_000_000_001, paidOn: "2026-11-12" }),
    });
    expect(errorOf(await croatian.json()).fields?.amount).toBe(
      "Upišite iznos u eurima, veći od 0 i najviše 10.000.000,00 €",
    );
    expect((await admin("GET", "/2026-999999")).status).toBe(404);
    expect((await admin("GET", "?status=lost")).status).toBe(400);
  });

  it("refuse a total filter that is no amount or more than an order's total holds, naming the filter and speaking of euros", async () => {
    // The back office sends what staff typed in euros as cents; "-5" and "12.5" are what an
    // API caller might send, 30,000,000.00 € is more than the column holds.
    for (const [query, field, message] of [
      [
        "?total_from=-5",
        "total_from",
        "Total from: enter an amount in euros, from €0.00 to €21,474,836.47",
      ],
      [
        "?total_to=12.5",
        "total_to",
        "Total to: enter an amount in euros, from €0.00 to €21,474,836.47",
      ],
      [
        "?total_to=3000000000",
        "total_to",
        "Total to: enter an amount in euros, from €0.00 to €21,474,836.47",
      ],
    ] as const) {
      const refused = await admin("GET", query);
      expect(refused.status, query).toBe(400);
      expect(errorOf(refused.json).fields, query).toEqual({ [field]: message });
    }
    const croatian = await api.request("/api/admin/orders?total_from=3000000000&total_to=x", {
      headers: { authorization: `Bearer ${staffToken}`, "accept-language": "hr" },
    });
    expect(errorOf(await croatian.json()).fields).toEqual({
      total_from: "Iznos od: upišite iznos u eurima, od 0,00 do 21.474.836,47 €",
      total_to: "Iznos do: upišite iznos u eurima, od 0,00 do 21.474.836,47 €",
    });
    expect((await admin("GET", "?total_from=0&total_to=2147483647")).status).toBe(200);
  });

  it("marks a bank transfer paid by hand: recorded with who, the customer mailed, audited", async () => {
    const { id, number } = await companyOrder({ paymentMethod: "bank_transfer" });
    const before = record((await admin("GET", `/${id}`)).json);
    expect(before.payment_slip_barcode_url).toBe(`/api/admin/orders/${id}/payment-slip.svg`);
    const paid = record(
      (
        await admin("POST", `/${id}/mark-paid`, {
          version: 1,
          amount: before.total_cents,
          paidOn: "2026-11-12",
        })
      ).json,
    );
    expect(paid).toMatchObject({
      payment_status: "paid",
      received_cents: before.total_cents,
      payment_slip_barcode_url: null,
    });
    expect(paid.payments).toMatchObject([
      { amount_cents: before.total_cents, paid_on: "2026-11-12", staff: { name: "Orders Staff" } },
    ]);
    expect(paid.mails.at(-1)?.subject).toBe(`Uplata za narudžbu ${number} je stigla – Dućan`);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "order.mark-paid"));
    expect(entry?.entityId).toBe(number);
  });

  it("exports the filtered list as CSV for Croatian Excel", async () => {
    const { number } = await companyOrder();
    const response = await api.request("/api/admin/orders.csv?buyer_type=company", {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="narudzbe-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`\r\n${number};`);
    expect(text.split("\r\n")[0]).toContain("Broj;Datum;Status");
  });

  it("names the CSV in the export's language, as the app's link asks (`lang`)", async () => {
    const headers = { authorization: `Bearer ${staffToken}`, "accept-language": "hr" };
    const english = await api.request("/api/admin/orders.csv?lang=en", { headers });
    expect(english.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((await english.text()).split("\r\n")[0]).toContain("Number;");
    const croatian = await api.request("/api/admin/orders.csv?lang=hr", { headers });
    expect(croatian.headers.get("content-disposition")).toMatch(
      /^attachment; filename="narudzbe-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    await croatian.body?.cancel();
  });
});
