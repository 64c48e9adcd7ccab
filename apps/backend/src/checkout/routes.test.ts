import {
  orderResponseSchema,
  apiErrorSchema,
  checkoutDraftResponseSchema,
  checkoutPreviewResponseSchema,
  placeOrderResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { customerTerms, users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { products } from "../catalogue/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { customerRebates } from "../pricing/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { orders } from "../orders/schema.ts";
import { siteSettings } from "../settings/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { checkoutDrafts } from "./schema.ts";
import type { CheckoutDeps } from "./service.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { person: "", company: "" };
const ids = { person: 0, company: 0 };
/** Three products: a cheap one, a dear one, and one to run out. */
let goods: { id: number; itemCode: string; vatRate: number }[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 12, now: new Date("2026-11-01T00:00:00Z") });
  await seedDemoAccounts(database.db);
  // Every product 10,00 € net (12,50 € with VAT) wholesale and retail alike, so the figures are plain.
  await database.db.update(products).set({
    retailPriceCents: 1_250,
    wholesalePriceCents: 1_000,
    saleRetailPriceCents: null,
    saleWholesalePriceCents: null,
    vatRate: 25,
    stock: 1_000,
  });
  goods = (
    await database.db
      .select({ id: products.id, itemCode: products.itemCode, vatRate: products.vatRate })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
  ).slice(0, 3);
  api = createApi(database, testApiOptions());
  for (const who of ["person", "company"] as const) {
    const response = await post("/api/login", demoAccounts[who]);
    tokens[who] = sessionTokensResponseSchema.parse(await response.json()).data.token;
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts[who].email));
    ids[who] = user?.id ?? 0;
  }
  // The company: no rebate for any method, 20 % for paying in advance.
  await database.db.delete(customerRebates).where(eq(customerRebates.userId, ids.company));
  await database.db
    .insert(customerRebates)
    .values({ userId: ids.company, percent: 20, paymentMethod: "bank_transfer" });
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(cartLines);
  await database.db.delete(checkoutDrafts);
  await database.db.delete(siteSettings);
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api.request(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
}
const as = (who: keyof typeof tokens, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${tokens[who]}`,
  ...extra,
});
const put = (path: string, body: unknown, who: keyof typeof tokens = "company") =>
  api.request(path, {
    method: "PUT",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...as(who) },
  });
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

async function fill(who: keyof typeof tokens, lines: [number, number][]) {
  const userId = ids[who];
  await database.db.insert(cartLines).values(
    lines.map(([product, quantity]) => ({
      userId,
      productId: goods[product]?.id ?? 0,
      quantity,
    })),
  );
}

const companyBuyer = {
  name: "Ivana Horvat",
  email: "ivana@example.com",
  phone: "",
  company: {
    name: "Demo Informatika d.o.o.",
    oib: "33392005961",
    address: "Ilica 1",
    place: "Zagreb",
  },
};
const order = (extra: Record<string, unknown> = {}) => ({
  buyer: companyBuyer,
  delivery_method: "personal_pickup",
  payment_method: "bank_transfer",
  note: "",
  ...extra,
});
const place = (body: unknown, key: string, who: keyof typeof tokens = "company") =>
  post("/api/orders", body, as(who, { "idempotency-key": key }));
const preview = async (body: unknown, who: keyof typeof tokens = "company") => {
  const response = await post("/api/checkout/preview", body, as(who));
  expect(response.status).toBe(200);
  return checkoutPreviewResponseSchema.parse(await response.json()).data;
};

describe("the checkout draft", () => {
  it("starts from the profile, keeps each step, and is the customer's own", async () => {
    const first = checkoutDraftResponseSchema.parse(
      await (await api.request("/api/checkout", { headers: as("company") })).json(),
    ).data;
    expect(first).toMatchObject({
      buyer_type: "company",
      buyer: {
        name: "Ivana Horvat",
        company: { name: "Demo Informatika d.o.o.", oib: "33392005961" },
      },
      delivery: { address: "Ilica 1", place: "Zagreb", zip: "10000" },
      steps: { data: false, delivery: false },
      blocked: null,
    });
    expect(first.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    expect((await put("/api/checkout/buyer", { ...companyBuyer, name: "Ivana H." })).status).toBe(
      200,
    );
    const saved = await put("/api/checkout/delivery", {
      delivery_method: "delivery_service",
      delivery: { address: "Vukovarska 5", place: "Split", zip: "21000" },
    });
    const draft = checkoutDraftResponseSchema.parse(await saved.json()).data;
    expect(draft).toMatchObject({
      buyer: { name: "Ivana H." },
      delivery_method: "delivery_service",
      delivery: { zip: "21000", place: "Split" },
      steps: { data: true, delivery: true },
      idempotency_key: first.idempotency_key,
    });

    const person = checkoutDraftResponseSchema.parse(
      await (await api.request("/api/checkout", { headers: as("person") })).json(),
    ).data;
    expect(person).toMatchObject({
      buyer_type: "person",
      buyer: { name: "Marko Kovačić", company: null },
      delivery: { zip: "" },
    });
  });

  it("refuses the delivery service without a zip code, and a legal entity without its company data, naming the fields", async () => {
    const noZip = await put("/api/checkout/delivery", {
      delivery_method: "delivery_service",
      delivery: { address: "Ilica 1", place: "Zagreb" },
    });
    expect(noZip.status).toBe(400);
    expect((await errorOf(noZip)).fields).toEqual({ "delivery.zip": "Ovo polje je obavezno" });
    // A Croatian postal code has exactly five digits: "2100" is refused in the buyer's language.
    for (const [zip, language, message] of [
      ["2100", "hr", "Poštanski broj ima točno 5 znamenki, na primjer 10000"],
      ["2100", "en", "A zip code has exactly 5 digits, for example 10000"],
      ["210000", "hr", "Poštanski broj ima točno 5 znamenki, na primjer 10000"],
      ["21OOO", "en", "A zip code has exactly 5 digits, for example 10000"],
    ] as const) {
      const short = await api.request("/api/checkout/delivery", {
        method: "PUT",
        body: JSON.stringify({
          delivery_method: "delivery_service",
          delivery: { address: "Ilica 1", place: "Split", zip },
        }),
        headers: {
          "content-type": "application/json",
          "accept-language": language,
          ...as("company"),
        },
      });
      expect(short.status).toBe(400);
      expect((await errorOf(short)).fields).toEqual({ "delivery.zip": message });
    }
    const placedShort = await place(
      order({
        delivery_method: "delivery_service",
        delivery: { address: "Ilica 1", place: "Split", zip: "2100" },
      }),
      "short-zip-0001",
    );
    expect(placedShort.status).toBe(400);
    expect((await errorOf(placedShort)).fields).toEqual({
      "delivery.zip": "Poštanski broj ima točno 5 znamenki, na primjer 10000",
    });
    const noCompany = await put("/api/checkout/buyer", { ...companyBuyer, company: null });
    expect(Object.keys((await errorOf(noCompany)).fields ?? {})).toContain("company.oib");
    // A person's company data is not theirs to give: ignored.
    const person = await put("/api/checkout/buyer", companyBuyer, "person");
    expect(checkoutDraftResponseSchema.parse(await person.json()).data.buyer.company).toBeNull();
  });
});

describe("the preview", () => {
  it("prices the payment method's rebate and says what the others cost", async () => {
    await fill("company", [[0, 10]]); // 10 × 10,00 € net
    const transfer = await preview({
      payment_method: "bank_transfer",
      delivery_method: "personal_pickup",
    });
    expect(transfer.subtotal).toEqual({ net_cents: 8_000, vat_cents: 2_000, gross_cents: 10_000 });
    expect(transfer.rebate_cents).toBe(2_000);
    // The demo company has payment terms (30 days), so it may order on account too.
    expect(transfer.payment_methods).toEqual([
      "bank_transfer",
      "card",
      "card_instalments",
      "cash_on_pickup",
      "on_account",
    ]);
    const card = transfer.comparison.find((c) => c.payment_method === "card");
    expect(card).toEqual({ payment_method: "card", total_cents: 12_500, difference_cents: 2_500 });
    expect(transfer.lines[0]?.product.item_code).toBe(goods[0]?.itemCode);
  });

  it("charges delivery below the threshold and not from it, and offers cash only with pickup", async () => {
    await fill("person", [[0, 10]]); // 125,00 € with VAT
    const below = await preview(
      { payment_method: "card", delivery_method: "delivery_service" },
      "person",
    );
    expect(below.delivery).toMatchObject({
      free: false,
      net_cents: 300,
      vat_cents: 75,
      gross_cents: 375,
      remaining_cents: 500,
    });
    expect(below.total.gross_cents).toBe(12_875);
    expect(below.payment_methods).not.toContain("cash_on_pickup");
    await database.db
      .update(cartLines)
      .set({ quantity: 11 })
      .where(eq(cartLines.userId, ids.person)); // 137,50 €
    const above = await preview(
      { payment_method: "card", delivery_method: "delivery_service" },
      "person",
    );
    expect(above.delivery).toMatchObject({ free: true, gross_cents: 0 });
  });

  it("shows the card instalments' surcharge and the counts the total allows, and lines the stock no longer covers", async () => {
    await fill("person", [[0, 6]]); // 75,00 €
    const instalments = await preview(
      { payment_method: "card_instalments", delivery_method: "personal_pickup" },
      "person",
    );
    expect(instalments.card_surcharge_cents).toBe(375);
    expect(instalments.instalments).toEqual({ min: 2, max: 12 });
    await database.db
      .update(products)
      .set({ stock: 4 })
      .where(eq(products.id, goods[0]?.id ?? 0));
    const short = await preview(
      { payment_method: "card", delivery_method: "personal_pickup" },
      "person",
    );
    expect(short.stock_problems).toEqual([
      {
        product_id: goods[0]?.id,
        code: "no_more_stock",
        available: 4,
        message: "Nema više komada na zalihi",
      },
    ]);
    await database.db.update(products).set({ stock: 1_000 });
  });
});

describe("card instalments below the minimum", () => {
  it("are not offered up to 65 €, say why, are never priced with the surcharge, and are refused when placed", async () => {
    await fill("person", [[0, 4]]); // 50,00 €
    const card = await preview(
      { payment_method: "card", delivery_method: "personal_pickup" },
      "person",
    );
    expect(card.payment_methods).not.toContain("card_instalments");
    expect(card.comparison.map((c) => c.payment_method)).not.toContain("card_instalments");
    expect(card.unavailable_payment_methods).toEqual([
      { payment_method: "card_instalments", reason: "instalments_minimum", above_cents: 6_500 },
    ]);
    const instalments = await post(
      "/api/checkout/preview",
      { payment_method: "card_instalments", delivery_method: "personal_pickup" },
      as("person"),
    );
    expect(instalments.status).toBe(400);
    expect((await errorOf(instalments)).code).toBe("instalments_below_minimum");
    const placed = await post(
      "/api/orders",
      {
        buyer: { name: "Iva Horvat", email: "iva@example.com", phone: "" },
        delivery_method: "personal_pickup",
        payment_method: "card_instalments",
        instalments: 2,
        note: "",
      },
      as("person", { "idempotency-key": "below-minimum-0001", "accept-language": "en" }),
    );
    expect(placed.status).toBe(400);
    expect(await errorOf(placed)).toMatchObject({
      code: "instalments_below_minimum",
      fields: { payment_method: "Card instalments are not available for this order total" },
    });
  });
});

describe("card instalments saved in the draft", () => {
  const putIn = (language: "hr" | "en", body: unknown) =>
    api.request("/api/checkout/payment", {
      method: "PUT",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "accept-language": language, ...as("person") },
    });
  const draftOf = async () =>
    checkoutDraftResponseSchema.parse(
      await (await api.request("/api/checkout", { headers: as("person") })).json(),
    ).data;

  it("are refused up to 65 €, naming the payment method in the buyer's language, and the draft keeps its choice", async () => {
    await fill("person", [[0, 4]]); // 50,00 €
    expect((await putIn("en", { payment_method: "card", note: "" })).status).toBe(200);
    for (const [language, message] of [
      ["hr", "Plaćanje karticom na rate nije moguće za ovaj iznos narudžbe"],
      ["en", "Card instalments are not available for this order total"],
    ] as const) {
      const refused = await putIn(language, {
        payment_method: "card_instalments",
        instalments: 2,
        note: "",
      });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({
        code: "instalments_below_minimum",
        fields: { payment_method: message },
      });
    }
    expect(await draftOf()).toMatchObject({ payment_method: "card", instalments: null });
  });

  it("saved above the minimum stay in the draft when the cart shrinks below it, and the preview refuses them, saying why", async () => {
    await fill("person", [[0, 6]]); // 75,00 €
    const saved = await putIn("en", {
      payment_method: "card_instalments",
      instalments: 3,
      note: "",
    });
    expect(saved.status).toBe(200);
    await database.db
      .update(cartLines)
      .set({ quantity: 4 })
      .where(eq(cartLines.userId, ids.person)); // 50,00 €
    // Not changed behind the buyer's back: the draft still says what they chose…
    expect(await draftOf()).toMatchObject({ payment_method: "card_instalments", instalments: 3 });
    // …and pricing it is refused with the reason, which the confirmation step shows.
    const priced = await api.request("/api/checkout/preview", {
      method: "POST",
      body: JSON.stringify({
        payment_method: "card_instalments",
        delivery_method: "personal_pickup",
        instalments: 3,
      }),
      headers: { "content-type": "application/json", "accept-language": "hr", ...as("person") },
    });
    expect(priced.status).toBe(400);
    expect(await errorOf(priced)).toMatchObject({
      code: "instalments_below_minimum",
      fields: { payment_method: "Plaćanje karticom na rate nije moguće za ovaj iznos narudžbe" },
    });
  });
});

describe("placing an order", () => {
  it("recomputes every figure, ignores tampered ones, empties the cart, mails the buyer, and a retry returns the same order", async () => {
    await fill("company", [
      [0, 2],
      [1, 3],
    ]);
    const tampered = order({
      total_cents: 1,
      subtotal_cents: 1,
      delivery_fee_cents: 0,
      rebate_percent: 99,
      lines: [{ unit_price_cents: 1 }],
    });
    const first = await place(tampered, "attempt-0001");
    expect(first.status).toBe(201);
    const placed = placeOrderResponseSchema.parse(await first.json());
    // 5 × 10,00 € net less 20 % for paying in advance = 40,00 € + 25 % VAT.
    expect(placed.data.totals).toEqual({
      subtotal_cents: 5_000,
      rebate_cents: 1_000,
      vat_cents: 1_000,
      delivery_fee_cents: 0,
      card_surcharge_cents: 0,
      total_cents: 5_000,
    });
    expect(placed.data.number).toMatch(/^\d{4}-\d{6}$/);
    expect(placed.data.payment_slip?.reference).toMatch(new RegExp(`^${placed.data.number}-\\d$`));
    expect(placed.data.payment_slip?.barcode_url).toBe(
      `/api/orders/${placed.data.number}/payment-slip.svg`,
    );
    expect(placed.payment_url).toBeNull();
    expect(
      await database.db.select().from(cartLines).where(eq(cartLines.userId, ids.company)),
    ).toEqual([]);
    // The confirmation is queued with the order, to be written by the mail worker when it sends it.
    const [written] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, placed.data.number));
    const mails = await database.db
      .select()
      .from(outboxMails)
      .where(sql`${outboxMails.composer}->>'data' = ${String(written?.id)}`);
    expect(mails).toMatchObject([{ composer: { kind: "order_confirmation" } }]);
    // The answer is built from what the placing wrote, without reading it back: the order page reads the same.
    const read = await api.request(`/api/orders/${placed.data.number}`, { headers: as("company") });
    expect(orderResponseSchema.parse(await read.json()).data).toEqual(placed.data);

    const again = await place(tampered, "attempt-0001");
    expect(again.status).toBe(200);
    expect(placeOrderResponseSchema.parse(await again.json())).toMatchObject({
      replayed: true,
      data: { number: placed.data.number },
    });
    // The draft's next checkout is a new attempt.
    const draft = checkoutDraftResponseSchema.parse(
      await (await api.request("/api/checkout", { headers: as("company") })).json(),
    ).data;
    expect(draft.idempotency_key).not.toBe("attempt-0001");

    // The same key with another cart is a conflict; nothing is placed.
    await fill("company", [[2, 1]]);
    const conflict = await place(tampered, "attempt-0001");
    expect(conflict.status).toBe(409);
    expect((await errorOf(conflict)).code).toBe("idempotency_conflict");
  });

  it("forgets the note once the order is placed: the next checkout starts without it, the address stays", async () => {
    await fill("person", [[0, 1]]);
    const delivery = { address: "Ilica 5", place: "Zagreb", zip: "10000" };
    await put(
      "/api/checkout/delivery",
      { delivery_method: "delivery_service", delivery },
      "person",
    );
    const note = "Molim zvati prije dostave.";
    await put("/api/checkout/payment", { payment_method: "card", note }, "person");
    const draftOf = async () =>
      checkoutDraftResponseSchema.parse(
        await (await api.request("/api/checkout", { headers: as("person") })).json(),
      ).data;
    const before = await draftOf();
    expect(before.note).toBe(note);
    const placed = await place(
      {
        buyer: { name: "Iva Horvat", email: "iva@example.com", phone: "" },
        delivery_method: "delivery_service",
        delivery,
        payment_method: "bank_transfer",
        note,
      },
      before.idempotency_key,
      "person",
    );
    expect(placed.status).toBe(201);
    const after = await draftOf();
    expect(after.note).toBe("");
    expect(after.delivery).toEqual(delivery);
    expect(after.idempotency_key).not.toBe(before.idempotency_key);
  });

  it("refuses what it cannot place, with the reason, and places nothing", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const noKey = await post("/api/orders", order(), as("company"));
    expect(noKey.status).toBe(400);
    expect(Object.keys((await errorOf(noKey)).fields ?? {})).toEqual(["idempotency-key"]);
    expect((await errorOf(await place(order(), "empty-cart-1"))).code).toBe("empty_cart");

    await fill("company", [[0, 2]]);
    const cases: [unknown, number, string, string[]?][] = [
      [
        order({
          delivery_method: "delivery_service",
          delivery: { address: "Ilica 1", place: "Zagreb" },
        }),
        400,
        "validation_failed",
        ["delivery.zip"],
      ],
      [order({ note: "x".repeat(100_000) }), 400, "validation_failed", ["note"]],
      [order({ payment_method: "bitcoin" }), 400, "validation_failed", ["payment_method"]],
      [order({ delivery_method: "drone" }), 400, "validation_failed", ["delivery_method"]],
      [
        order({ payment_method: "cash_on_pickup", delivery_method: "own_delivery" }),
        400,
        "payment_method_not_available",
      ],
      [
        order({ payment_method: "card_instalments", instalments: 6 }),
        400,
        "instalments_below_minimum",
        ["payment_method"],
      ], // 25,00 €: none allowed
      [
        order({ payment_method: "card_instalments", instalments: 61 }),
        400,
        "validation_failed",
        ["instalments"],
      ],
      [
        order({ buyer: { ...companyBuyer, company: undefined } }),
        400,
        "validation_failed",
        ["company.name", "company.oib", "company.address", "company.place"],
      ],
    ];
    for (const [body, status, code, fields] of cases) {
      const response = await place(body, `refused-${Math.random().toString(36).slice(2, 10)}`);
      const error = await errorOf(response);
      expect([response.status, error.code], JSON.stringify(error)).toEqual([status, code]);
      if (fields) expect(Object.keys(error.fields ?? {})).toEqual(fields);
    }
    expect(
      (await errorOf(await place(order({ note: "x".repeat(100_000) }), "long-note-1"))).fields
        ?.note,
    ).toBe("Tekst je predug: najviše 2.000 znakova");

    await database.db
      .update(products)
      .set({ stock: 1 })
      .where(eq(products.id, goods[0]?.id ?? 0));
    const short = await place(order(), "short-stock-1");
    expect(short.status).toBe(409);
    expect(await errorOf(short)).toMatchObject({
      code: "no_more_stock",
      fields: { [`line_${goods[0]?.id}`]: "Nema više komada na zalihi" },
    });
    await database.db.update(products).set({ stock: 1_000 });
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(
      before,
    );
  });

  it("sends a card payment to the gateway", async () => {
    await fill("person", [[0, 1]]);
    const response = await place(
      order({ buyer: { ...companyBuyer, company: null }, payment_method: "card" }),
      "card-attempt-1",
      "person",
    );
    expect(response.status).toBe(201);
    const placed = placeOrderResponseSchema.parse(await response.json());
    expect(placed.payment_url).toMatch(/^\/api\/payments\/test-gateway\/pa_/);
    expect(placed.data).toMatchObject({
      payment_status: "unpaid",
      buyer_type: "person",
      buyer: { company: null },
      payment_slip: null,
    });
  });

  it("is refused during an ordering block window, which the checkout shows", async () => {
    const now = Date.now();
    await database.db.insert(siteSettings).values({
      key: "ordering_blocks",
      value: [
        {
          from: new Date(now - 60_000).toISOString(),
          until: new Date(now + 3_600_000).toISOString(),
          reasonHr: "Inventura",
          reasonEn: "Stocktaking",
        },
      ],
    });
    const blockedApi = createApi(database, testApiOptions());
    await fill("company", [[0, 1]]);
    const draft = await blockedApi.request("/api/checkout", {
      headers: as("company", { "accept-language": "en" }),
    });
    expect(checkoutDraftResponseSchema.parse(await draft.json()).data.blocked).toMatchObject({
      reason: "Stocktaking",
    });
    const refused = await blockedApi.request("/api/orders", {
      method: "POST",
      body: JSON.stringify(order()),
      headers: {
        "content-type": "application/json",
        ...as("company", { "idempotency-key": "blocked-0001" }),
      },
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("ordering_blocked");
  });

  it("refuses a person's bank transfer above the limit (default 5,000 €) in both languages; card, and companies, go through", async () => {
    const personOrder = (extra: Record<string, unknown> = {}) =>
      order({ buyer: { name: "Marko Kupac", email: "marko@example.com", phone: "" }, ...extra });
    const personOrdersBefore = (
      await database.db.select().from(orders).where(eq(orders.userId, ids.person))
    ).length;
    // 401 pieces at 12,50 € with VAT: 5.012,50 €, above the default limit of 5.000,00 €.
    await fill("person", [[0, 401]]);
    const refused = await post(
      "/api/orders",
      personOrder(),
      as("person", { "idempotency-key": "limit-0001", "accept-language": "hr" }),
    );
    expect(refused.status).toBe(409);
    const hr = await errorOf(refused);
    expect(hr.code).toBe("bank_transfer_limit");
    expect(hr.message).toMatch(/uplatom na račun/);
    expect(hr.fields?.payment_method).toMatch(/granice/);
    const en = await errorOf(
      await post(
        "/api/orders",
        personOrder(),
        as("person", { "idempotency-key": "limit-0002", "accept-language": "en" }),
      ),
    );
    expect(en.message).toMatch(/bank transfer/);
    expect(
      await database.db.select().from(orders).where(eq(orders.userId, ids.person)),
    ).toHaveLength(personOrdersBefore);
    const byCard = await place(personOrder({ payment_method: "card" }), "limit-0003", "person");
    expect(byCard.status).toBe(201);

    // A company's larger order by bank transfer is not capped.
    await fill("company", [[2, 600]]);
    expect((await place(order(), "limit-0004")).status).toBe(201);

    // The limit is a setting: lowered to 100 €, 9 pieces (112,50 €) are refused, 8 (100 €) are not.
    await database.db
      .insert(siteSettings)
      .values({ key: "bank_transfers", value: { personLimitCents: 10_000 } });
    const lowered = createApi(database, testApiOptions());
    await fill("person", [[1, 9]]);
    const over = await lowered.request("/api/orders", {
      method: "POST",
      body: JSON.stringify(personOrder()),
      headers: {
        "content-type": "application/json",
        ...as("person", { "idempotency-key": "limit-0005" }),
      },
    });
    expect((await errorOf(over)).code).toBe("bank_transfer_limit");
    await database.db.delete(cartLines);
    await fill("person", [[1, 8]]);
    const under = await lowered.request("/api/orders", {
      method: "POST",
      body: JSON.stringify(personOrder()),
      headers: {
        "content-type": "application/json",
        ...as("person", { "idempotency-key": "limit-0006" }),
      },
    });
    expect(under.status).toBe(201);
    await database.db.update(products).set({ stock: 1_000 });
  });
});

/** The checkout service itself, over the test database (no remembered carts), with `extra` of its dependencies. */
async function directCheckout(extra: Partial<CheckoutDeps>) {
  const { checkoutService } = await import("./service.ts");
  const { cartService } = await import("../cart/service.ts");
  const { cardPayments } = await import("../payments/card-payments.ts");
  const lookup = () => Promise.resolve({ categories: new Map(), lineage: new Map() });
  return checkoutService({
    db: database.db,
    cart: cartService(database.db, lookup, { memoryMs: 0 }),
    categoryLookup: lookup,
    settings: settingsStore(database.db),
    cards: cardPayments(database.db, { secret: testApiOptions().accounts.secret }),
    ...extra,
  });
}

describe("payment on account", () => {
  it("is offered with the company's terms only, and an order beyond its limit is refused (409) saying what is available", async () => {
    await fill("company", [[0, 10]]); // 10 × 12,50 € with VAT
    const offered = await preview({
      payment_method: "on_account",
      delivery_method: "personal_pickup",
    });
    expect(offered.on_account).toEqual({
      days: 30,
      credit_limit_cents: 500_000,
      open_cents: expect.any(Number) as number,
      available_cents: expect.any(Number) as number,
      blocked: false,
    });
    expect(offered.payment_methods).toContain("on_account");
    await fill("person", [[0, 1]]);
    const person = await preview(
      { payment_method: "bank_transfer", delivery_method: "personal_pickup" },
      "person",
    );
    expect(person.payment_methods).not.toContain("on_account");
    expect(person.on_account).toBeNull();

    // Within the limit: placed unpaid, its confirmation saying what comes next.
    const placed = await place(order({ payment_method: "on_account" }), "account-0001");
    expect(placed.status).toBe(201);
    const body = (await placed.json()) as {
      data: { payment_method: string; payment_status: string; total_cents: number };
    };
    expect(body.data).toMatchObject({ payment_method: "on_account", payment_status: "unpaid" });

    // Beyond it: the limit lowered below what is open and this order.
    const open = (
      await preview({ payment_method: "on_account", delivery_method: "personal_pickup" })
    ).on_account;
    await database.db
      .update(customerTerms)
      .set({ creditLimitCents: (open?.open_cents ?? 0) + 5_000 })
      .where(eq(customerTerms.userId, ids.company));
    await fill("company", [[0, 10]]);
    const over = await place(order({ payment_method: "on_account" }), "account-0002");
    expect(over.status).toBe(409);
    const refused = await errorOf(over);
    expect(refused.code).toBe("credit_limit_exceeded");
    expect(refused.message.replaceAll("\u00a0", " ")).toBe(
      "Ova narudžba premašuje vaš limit. Na račun možete još naručiti do 50,00 €.",
    );
    const english = await post(
      "/api/orders",
      order({ payment_method: "on_account" }),
      as("company", { "idempotency-key": "account-0003", "accept-language": "en" }),
    );
    expect((await errorOf(english)).message).toBe(
      "This order is over your credit limit. You can still order up to €50.00 on account.",
    );
    // A person has no terms.
    const personOrder = await place(
      { ...order({ payment_method: "on_account" }), buyer: { ...companyBuyer, company: null } },
      "account-0004",
      "person",
    );
    expect((await errorOf(personOrder)).code).toBe("payment_method_not_available");
    await database.db
      .update(customerTerms)
      .set({ creditLimitCents: 500_000 })
      .where(eq(customerTerms.userId, ids.company));
  });
});

describe("an ordering block window with a controlled clock", () => {
  it("refuses orders from 30 Dec 2022 to 2 Jan 2023 and takes them again on 3 Jan", async () => {
    const [company] = await database.db.select().from(users).where(eq(users.id, ids.company));
    if (!company) throw new Error("no company");
    let clock = new Date("2022-12-31T12:00:00+01:00");
    const checkout = await directCheckout({ now: () => clock });
    await fill("company", [[0, 1]]);
    const body = {
      buyer: companyBuyer,
      delivery_method: "personal_pickup" as const,
      payment_method: "bank_transfer" as const,
      note: "",
    };
    expect((await checkout.draft(company, "hr")).blocked?.until).toBe("2023-01-02T23:00:00.000Z");
    await expect(checkout.placeOrder(company, "clock-0001", body, "hr")).rejects.toMatchObject({
      code: "ordering_blocked",
    });
    clock = new Date("2023-01-03T00:00:00+01:00");
    expect((await checkout.draft(company, "hr")).blocked).toBeNull();
    const placed = await checkout.placeOrder(company, "clock-0001", body, "hr");
    expect(placed.order.number).toMatch(/^2023-\d{6}$/);
  });
});

describe("the confirmation mail of an order placed by this process", () => {
  it("is written from the parts the placing left, the same mail as one read from the database", async () => {
    const { placedOrderParts } = await import("../orders/placed-parts.ts");
    const { orderConfirmationMail, orderMailComposers } =
      await import("../orders/order-mail-confirmation.ts");
    const [person] = await database.db.select().from(users).where(eq(users.id, ids.person));
    if (!person) throw new Error("no person");
    const placed = placedOrderParts();
    const checkout = await directCheckout({ placed });
    await fill("person", [
      [0, 2],
      [1, 1],
    ]);
    const body = {
      buyer: { name: "Iva Horvat", email: "iva@example.com", phone: "" },
      delivery_method: "delivery_service" as const,
      delivery: { address: "Ilica 5", place: "Zagreb", zip: "10000" },
      payment_method: "bank_transfer" as const,
      note: "Molim zvati prije dostave.",
    };
    const answer = await checkout.placeOrder(person, "kept-parts-0001", body, "hr");
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, answer.order.number));
    if (!order) throw new Error("no order");
    const settings = { settings: settingsStore(database.db), siteUrl: "https://dukan.example" };
    const readBack = await orderConfirmationMail(database.db, order.id, settings);
    // A database it may not touch: the mail comes from the parts the placing left.
    const untouchable = new Proxy(database.db, {
      get: () => {
        throw new Error("the confirmation read the order back");
      },
    });
    const composer = orderMailComposers(untouchable, settings, placed).order_confirmation;
    if (!composer) throw new Error("no composer");
    const fromParts = await composer(String(order.id));
    if (!fromParts) throw new Error("the composer wrote no mail");
    expect(fromParts).toEqual(readBack);
    expect(fromParts.text).toContain(answer.order.number);
    // Taken once: a second writing (a retry after a failed send) reads the order.
    expect(placed.take(order.id)).toBeUndefined();
  });
});
