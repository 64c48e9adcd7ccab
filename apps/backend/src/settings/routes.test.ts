import {
  allSettingsResponseSchema,
  apiErrorSchema,
  checkoutPreviewResponseSchema,
  sessionTokensResponseSchema,
  siteSettingsResponseSchema,
} from "@dukan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { products } from "../catalogue/schema.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { adminToken, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { siteSettings } from "./schema.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { staff: "", person: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, { ...testApiOptions(), cart: { memoryMs: 0 } });
  // The demo admin, TOTP enrolled on the way (an admin must have it before anything else).
  tokens.staff = await adminToken(api, demoStaff.admin);
  tokens.person = await tokenOf(demoAccounts.person);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(siteSettings);
  // The API's own store reads again at once: put every key back through it.
  for (const [key, value] of Object.entries(defaults))
    await call(tokens.staff, "PUT", `/api/admin/settings/${key}`, value);
});

let defaults: Record<string, unknown> = {};

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json" },
  });
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}

async function call(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  language = "hr",
) {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

const site = async (language = "hr") =>
  siteSettingsResponseSchema.parse(
    (await call(null, "GET", "/api/settings", undefined, language)).body,
  ).data;

describe("the staff's settings API", () => {
  beforeAll(async () => {
    defaults = allSettingsResponseSchema.parse(
      (await call(tokens.staff, "GET", "/api/admin/settings")).body,
    ).data;
  });

  it("answers every key with its value to admins only: 401 without a staff session (a customer's token is none), 403 for other staff", async () => {
    expect((await call(null, "GET", "/api/admin/settings")).status).toBe(401);
    expect((await call(tokens.person, "GET", "/api/admin/settings")).status).toBe(401);
    const orders = await staffToken(api, demoStaff.orders);
    expect((await call(orders, "GET", "/api/admin/settings")).status).toBe(403);
    const all = await call(tokens.staff, "GET", "/api/admin/settings");
    expect(all.status).toBe(200);
    const data = allSettingsResponseSchema.parse(all.body).data;
    expect(Object.keys(data).sort()).toEqual([
      "bank_transfers",
      "checkout",
      "company",
      "contact",
      "customers",
      "erp",
      "info_bars",
      "invoicing",
      "low_stock",
      "opening_hours",
      "ordering_blocks",
      "payee",
      "price_import",
      "shop",
    ]);
    expect(data.checkout.free_delivery_threshold_cents).toBe(13_000);
    expect(data.bank_transfers).toEqual({ hold_days: 8, person_limit_cents: 500_000 });
    expect(data.opening_hours.ranges[0]).toEqual({
      days_hr: "Ponedjeljak – petak",
      days_en: "Monday – Friday",
      opens: "7:00",
      closes: "19:00",
    });
    expect(data.company.legal_name).toMatch(/\(demo\)/);
  });

  it("replaces a key's whole value and reads it back", async () => {
    const contact = {
      email: "Prodaja@Example.com",
      phone: "+385 1 234 5678",
      street: "Vukovarska 5",
      place: "21000 Split",
      map_url: "https://example.com/map",
    };
    expect((await call(null, "PUT", "/api/admin/settings/contact", contact)).status).toBe(401);
    expect((await call(tokens.person, "PUT", "/api/admin/settings/contact", contact)).status).toBe(
      401,
    );
    const put = await call(tokens.staff, "PUT", "/api/admin/settings/contact", contact);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ data: { ...contact, email: "prodaja@example.com" } });
    const all = allSettingsResponseSchema.parse(
      (await call(tokens.staff, "GET", "/api/admin/settings")).body,
    ).data;
    expect(all.contact.place).toBe("21000 Split");
    expect((await site()).contact.phone).toBe("+385 1 234 5678");
  });

  it("refuses a bad value with 400 naming each field, and keeps the old value", async () => {
    const bad = async (key: string, value: unknown) => {
      const answer = await call(tokens.staff, "PUT", `/api/admin/settings/${key}`, value, "en");
      expect(answer.status).toBe(400);
      return apiErrorSchema.parse(answer.body).error.fields ?? {};
    };
    const company = defaults.company as Record<string, unknown>;
    expect(
      Object.keys(
        await bad("company", { ...company, oib: "12345678900", share_capital_cents: -1 }),
      ).sort(),
    ).toEqual(["oib", "share_capital_cents"]);
    expect(
      Object.keys(
        await bad("payee", { ...(defaults.payee as object), iban: "HR1210010051863000161" }),
      ),
    ).toEqual(["iban"]);
    expect(
      Object.keys(
        await bad("contact", {
          ...(defaults.contact as object),
          map_url: "javascript:alert(1)",
          email: "no",
        }),
      ).sort(),
    ).toEqual(["email", "map_url"]);
    expect(
      Object.keys(
        await bad("opening_hours", {
          ranges: [
            { days_hr: "Pon", days_en: "Mon", opens: "25:00", closes: "19:00" },
            { days_hr: "Ned", days_en: "Sun", opens: "8:00", closes: null },
          ],
        }),
      ).sort(),
    ).toEqual(["ranges.0.opens", "ranges.1.closes"]);
    expect(
      Object.keys(
        await bad("info_bars", {
          delivery: { enabled: "yes", text_hr: "", text_en: "x" },
          eu_fund: { enabled: true },
        }),
      ).sort(),
    ).toEqual(["currency", "delivery.enabled", "delivery.text_hr"]);
    expect(Object.keys(await bad("shop", { name: "Dućan", colour: "red" }))).toEqual(["body"]);
    expect(
      Object.keys(
        await bad("checkout", { ...(defaults.checkout as object), delivery_fee_net_cents: 2.5 }),
      ),
    ).toEqual(["delivery_fee_net_cents"]);
    // An unknown key names nothing.
    expect(
      (await call(tokens.staff, "PUT", "/api/admin/settings/colours", { name: "x" })).status,
    ).toBe(404);
    expect((await site()).company.oib).toBe(company.oib);
  });

  it("refuses a blocking window whose start is after its end (or equal), naming its end in both languages", async () => {
    const window = {
      from: "2026-12-24T12:00:00+01:00",
      until: "2026-12-24T08:00:00+01:00",
      reason_hr: "Inventura",
      reason_en: "Stocktaking",
    };
    for (const [language, message] of [
      ["hr", "Kraj mora biti nakon početka"],
      ["en", "The end must be after the start"],
    ] as const) {
      const answer = await call(
        tokens.staff,
        "PUT",
        "/api/admin/settings/ordering_blocks",
        { windows: [{ ...window, until: "2026-12-27T08:00:00+01:00" }, window] },
        language,
      );
      expect(answer.status).toBe(400);
      const error = apiErrorSchema.parse(answer.body).error;
      expect(error.code).toBe("validation_failed");
      expect(error.fields).toEqual({ "windows.1.until": message });
    }
    const same = { ...window, until: window.from };
    expect(
      (
        await call(tokens.staff, "PUT", "/api/admin/settings/ordering_blocks", {
          windows: [same],
        })
      ).status,
    ).toBe(400);
    const saved = await call(tokens.staff, "GET", "/api/admin/settings");
    expect(allSettingsResponseSchema.parse(saved.body).data.ordering_blocks.windows).toEqual(
      (defaults.ordering_blocks as { windows: unknown[] }).windows,
    );
    // The right way round it is kept.
    const right = { ...window, from: window.until, until: window.from };
    expect(
      (
        await call(tokens.staff, "PUT", "/api/admin/settings/ordering_blocks", {
          windows: [right],
        })
      ).status,
    ).toBe(200);
  });
});

describe("the public site settings", () => {
  it("say what pages show in the request's language, the bars' texts filled from the checkout's threshold", async () => {
    const hr = await site("hr");
    expect(hr.shop_name).toBe("Dućan");
    expect(hr.info_bars).toEqual({
      delivery: "Besplatna dostava za narudžbe od 130\u00a0€ · Isporuka u 3 do 5 radnih dana",
      eu_fund: true,
      currency: true,
    });
    expect(hr.opening_hours).toEqual([
      { days: "Ponedjeljak – petak", hours: "7:00 – 19:00" },
      { days: "Subota", hours: "8:00 – 13:00" },
      { days: "Nedjelja i blagdani", hours: null },
    ]);
    expect(hr.delivery).toEqual({
      free_delivery_threshold_cents: 13_000,
      fee_gross_cents: 375,
      fee_net_cents: 300,
    });
    expect(hr.company.iban).toBe((defaults.payee as { iban: string }).iban);
    const en = await site("en");
    expect(en.info_bars.delivery).toBe(
      "Free delivery for orders of €130 or more · Delivery in 3 to 5 working days",
    );
    expect(en.opening_hours[1]).toEqual({ days: "Saturday", hours: "8:00 – 13:00" });
    const response = await api.request("/api/settings?lang=en");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("follow a staff change at once: bars turned off, new texts, a new threshold", async () => {
    await call(tokens.staff, "PUT", "/api/admin/settings/info_bars", {
      delivery: {
        enabled: true,
        text_hr: "Dostava besplatna od {{freeDeliveryThreshold}}, inače {{deliveryFee}}",
        text_en: "Free from {{freeDeliveryThreshold}}",
      },
      eu_fund: { enabled: false },
      currency: { enabled: false },
    });
    await call(tokens.staff, "PUT", "/api/admin/settings/checkout", {
      ...(defaults.checkout as object),
      free_delivery_threshold_cents: 15_000,
      delivery_fee_net_cents: 400,
    });
    const hr = await site("hr");
    expect(hr.info_bars).toEqual({
      delivery: "Dostava besplatna od 150\u00a0€, inače 5\u00a0€",
      eu_fund: false,
      currency: false,
    });
    expect(hr.delivery).toEqual({
      free_delivery_threshold_cents: 15_000,
      fee_gross_cents: 500,
      fee_net_cents: 400,
    });
    await call(tokens.staff, "PUT", "/api/admin/settings/info_bars", {
      ...(defaults.info_bars as object),
      delivery: { enabled: false, text_hr: "x", text_en: "x" },
    });
    expect((await site("en")).info_bars.delivery).toBeNull();
  });
});

describe("the checkout's fee", () => {
  it("comes from the settings: a change shows in the checkout preview and the cart", async () => {
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    if (!product) throw new Error("no product");
    await database.db
      .update(products)
      .set({
        stock: 100,
        retailPriceCents: 1_000,
        wholesalePriceCents: 800,
        saleRetailPriceCents: null,
        saleWholesalePriceCents: null,
      })
      .where(eq(products.id, product.id));
    const cart = await call(tokens.person, "POST", "/api/cart/lines", {
      product_id: product.id,
      quantity: 1,
    });
    expect(cart.status).toBeLessThan(300);
    const preview = async () => {
      const answer = await call(tokens.person, "POST", "/api/checkout/preview", {
        payment_method: "bank_transfer",
        delivery_method: "delivery_service",
      });
      expect(answer.status).toBe(200);
      return checkoutPreviewResponseSchema.parse(answer.body).data;
    };
    const before = await preview();
    expect(before.delivery.gross_cents).toBe(375);
    await call(tokens.staff, "PUT", "/api/admin/settings/checkout", {
      ...(defaults.checkout as object),
      delivery_fee_net_cents: 200,
    });
    expect((await preview()).delivery.gross_cents).toBe(250);
    // A threshold below the goods: delivery is free.
    await call(tokens.staff, "PUT", "/api/admin/settings/checkout", {
      ...(defaults.checkout as object),
      free_delivery_threshold_cents: 100,
    });
    expect((await preview()).delivery.gross_cents).toBe(0);
    // The cart says the same threshold.
    const cartAnswer = (await call(tokens.person, "GET", "/api/cart")).body as {
      data: { free_delivery: { threshold_cents: number; reached: boolean } };
    };
    expect(cartAnswer.data.free_delivery).toMatchObject({ threshold_cents: 100, reached: true });
  });
});
