import {
  apiErrorSchema,
  cartResponseSchema,
  checkoutPreviewResponseSchema,
  customerRebateListResponseSchema,
  productFeedSchema,
  productListResponseSchema,
  rebatePreviewSchema,
  rebateSetSchema,
  type ProductSummary,
} from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../accounts/passwords.ts";
import { users } from "../accounts/schema.ts";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { products as catalogueProducts } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let client: ReturnType<typeof accountsClient>;
let staff = "";
const PASSWORD = "correct horse battery";
const ids = { buyer: 0, other: 0, third: 0, person: 0, demoCompany: 0 };
let token = "";
let products: ProductSummary[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 24, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  await database.db.update(catalogueProducts).set({ stock: 100 });
  // Caches as in production: callers 10 s, carts 60 s; a rule change must still show at once.
  api = createApi(database, { ...testApiOptions(), cart: { memoryMs: 60_000 } });
  client = accountsClient(api, database.db);
  await addStaffMember(database.db, {
    email: "rabati@dukan.demo",
    password: "Staff-Rebates-2026",
    roles: ["customers"],
  });
  staff = await staffToken(api, { email: "rabati@dukan.demo", password: "Staff-Rebates-2026" });
  const passwordHash = await hashPassword(PASSWORD);
  const made = await database.db
    .insert(users)
    .values(
      ["kupac1@firma.hr", "kupac2@firma.hr", "kupac3@firma.hr"].map((email) => ({
        type: "company" as const,
        email,
        name: email,
        passwordHash,
        emailConfirmedAt: new Date(),
        scope: ["customer", "company"],
        companyName: email,
        companyOib: "33392005961",
      })),
    )
    .returning({ id: users.id });
  [ids.buyer, ids.other, ids.third] = made.map((row) => row.id) as [number, number, number];
  const [person] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.person.email));
  ids.person = person?.id ?? 0;
  const [company] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.company.email));
  ids.demoCompany = company?.id ?? 0;
  token = (await client.login("kupac1@firma.hr", PASSWORD)).token;
  products = await listed();
});
afterAll(async () => {
  await database?.close();
});

const bearer = () => ({ authorization: `Bearer ${token}` });

async function staffCall(method: string, path: string, body?: unknown, language = "en") {
  const response = await api.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      "accept-language": language,
      authorization: `Bearer ${staff}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

async function listed(): Promise<ProductSummary[]> {
  const answer = await client.call("GET", "/api/products?per_page=24", undefined, bearer());
  return productListResponseSchema.parse(answer.json).data;
}

async function rulesOf(id: number) {
  return rebateSetSchema.parse((await staffCall("GET", `/api/admin/customers/${id}/rebates`)).json);
}

async function put(id: number, version: number, rules: unknown[]) {
  return staffCall("PUT", `/api/admin/customers/${id}/rebates`, { version, rules });
}

/** Two products of different brands (every product has 100 pieces, set above). */
function twoBrands(): [ProductSummary, ProductSummary] {
  const first = products[0];
  const second = products.find((p) => p.brand.id !== first?.brand.id);
  if (!first || !second) throw new Error("the demo catalogue has no two brands");
  return [first, second];
}

describe("the staff's rebate editor", () => {
  it("replaces the whole set with a version; the customer's prices and /my-rebate follow at once in the same process; a stale version is refused", async () => {
    const [product] = twoBrands();
    const empty = await rulesOf(ids.buyer);
    expect(empty).toEqual({ customerId: ids.buyer, version: 0, updatedAt: null, rules: [] });
    // Read before the change: the caller and their prices are now remembered by this process.
    const before = (await listed()).find((p) => p.id === product.id);
    expect(before?.rebate).toBeNull();

    const saved = await put(ids.buyer, 0, [{ brandId: product.brand.id, percent: 10 }]);
    expect(saved.status).toBe(200);
    const savedSet = rebateSetSchema.parse(saved.json);
    expect(savedSet.version).toBe(1);
    // When the staff last changed the set, as the customer's page shows it (not its version).
    expect(Date.now() - Date.parse(savedSet.updatedAt ?? "")).toBeLessThan(60_000);
    expect((await rulesOf(ids.buyer)).updatedAt).toBe(savedSet.updatedAt);
    const after = (await listed()).find((p) => p.id === product.id);
    expect(after?.rebate?.percent).toBe(10);
    expect(after?.your_price_cents).toBeLessThan(before?.your_price_cents ?? 0);
    const mine = customerRebateListResponseSchema.parse(
      (await client.call("GET", "/api/me/rebates", undefined, bearer())).json,
    );
    expect(mine.data.map((r) => r.percent)).toEqual([10]);

    const stale = await put(ids.buyer, 0, []);
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.json).error.code).toBe("version_conflict");
    expect((await rulesOf(ids.buyer)).rules).toHaveLength(1);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "customer_rebates"), eq(auditLog.entityId, String(ids.buyer))),
      );
    expect(entry?.action).toBe("rebates.replace");
  });

  it("applies a quantity tier in the cart and the checkout only from N pieces on the order, and a payment-method rule only for that method", async () => {
    const [product, otherBrand] = twoBrands();
    const { version } = await rulesOf(ids.buyer);
    expect(
      (
        await put(ids.buyer, version, [
          { brandId: product.brand.id, percent: 20, minQuantity: 10 },
          { brandId: otherBrand.brand.id, percent: 12, paymentMethod: "bank_transfer" },
        ])
      ).status,
    ).toBe(200);
    // The cart was read (and remembered) before: it follows the new rules at once.
    const add = async (productId: number, quantity: number) =>
      cartResponseSchema.parse(
        (await client.post("/api/cart/lines", { product_id: productId, quantity }, bearer())).json,
      ).data;
    let cart = await add(product.id, 9);
    const line = () => cart.lines.find((l) => l.product.id === product.id);
    expect(line()?.rebate).toBeNull();
    cart = await add(product.id, 1);
    expect(line()?.quantity).toBe(10);
    expect(line()?.rebate?.percent).toBe(20);
    // Tiers do not apply in listings (no order there).
    expect((await listed()).find((p) => p.id === product.id)?.rebate).toBeNull();

    cart = await add(otherBrand.id, 1);
    const other = cart.lines.find((l) => l.product.id === otherBrand.id);
    expect(other?.rebate).toBeNull();
    const preview = async (payment: string) =>
      checkoutPreviewResponseSchema.parse(
        (
          await client.post(
            "/api/checkout/preview",
            { payment_method: payment, delivery_method: "personal_pickup" },
            bearer(),
          )
        ).json,
      ).data.lines;
    const byTransfer = await preview("bank_transfer");
    expect(byTransfer.find((l) => l.product_id === otherBrand.id)?.rebate?.percent).toBe(12);
    expect(byTransfer.find((l) => l.product_id === product.id)?.rebate?.percent).toBe(20);
    const byCard = await preview("card");
    expect(byCard.find((l) => l.product_id === otherBrand.id)?.rebate).toBeNull();

    // Fewer pieces again: the tier is gone from the cart.
    const lineId = line()?.id;
    const patched = cartResponseSchema.parse(
      (await client.call("PATCH", `/api/cart/lines/${lineId}`, { quantity: 3 }, bearer())).json,
    ).data;
    expect(patched.lines.find((l) => l.product.id === product.id)?.rebate).toBeNull();
  });

  it("honours valid from–until", async () => {
    const [product] = twoBrands();
    const { version } = await rulesOf(ids.buyer);
    const day = 86_400_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    await put(ids.buyer, version, [
      { brandId: product.brand.id, percent: 30, validFrom: iso(day) },
      { brandId: product.brand.id, percent: 40, validFrom: iso(-2 * day), validUntil: iso(-day) },
      { brandId: product.brand.id, percent: 7, validFrom: iso(-day), validUntil: iso(day) },
    ]);
    expect((await listed()).find((p) => p.id === product.id)?.rebate?.percent).toBe(7);
    // The editor shows every rule, the customer only those valid now.
    expect((await rulesOf(ids.buyer)).rules).toHaveLength(3);
    const mine = customerRebateListResponseSchema.parse(
      (await client.call("GET", "/api/me/rebates", undefined, bearer())).json,
    );
    expect(mine.data.map((r) => r.percent)).toEqual([7]);
  });

  it("follows a change in the B2B feed at once (a new ETag and the new purchase price)", async () => {
    const [product] = twoBrands();
    const key = (
      (await client.call("GET", "/api/me/feed-key", undefined, bearer())).json as {
        data: { key: string };
      }
    ).data.key;
    const feed = async () => {
      const response = await api.request(`/api/b2b/products.json?key=${key}`);
      const body = productFeedSchema.parse(await response.json());
      return {
        etag: response.headers.get("etag"),
        percent: body.data.find((p) => p.item_code === product.item_code)?.rebate_percent,
      };
    };
    const { version } = await rulesOf(ids.buyer);
    await put(ids.buyer, version, [{ brandId: product.brand.id, percent: 9 }]);
    const first = await feed();
    expect(first.percent).toBe(9);
    await put(ids.buyer, version + 1, [{ brandId: product.brand.id, percent: 11 }]);
    const second = await feed();
    expect(second.percent).toBe(11);
    expect(second.etag).not.toBe(first.etag);
  });

  it("previews rules before saving without changing anything", async () => {
    const [product] = twoBrands();
    const { version, updatedAt, rules } = await rulesOf(ids.buyer);
    const answer = await staffCall("POST", `/api/admin/customers/${ids.buyer}/rebates/preview`, {
      rules: [{ brandId: product.brand.id, percent: 50, minQuantity: 5 }],
      quantity: 5,
    });
    expect(answer.status).toBe(200);
    const rows = rebatePreviewSchema.parse(answer.json).data;
    const row = rows.find((r) => r.productId === product.id);
    expect(row?.percent).toBe(50);
    expect(row?.previewCents).toBe(Math.round((row?.baseCents ?? 0) / 2));
    expect(row?.currentCents).toBeLessThan(row?.baseCents ?? 0);
    expect(row?.includesVat).toBe(false);
    expect(await rulesOf(ids.buyer)).toEqual({ customerId: ids.buyer, version, updatedAt, rules });
  });

  it("copies one customer's rules to several others, each audited", async () => {
    const source = await rulesOf(ids.demoCompany);
    expect(source.rules.length).toBeGreaterThan(0);
    // The demo's rules were seeded, never changed by staff: no version, no time of change.
    expect(source).toMatchObject({ version: 0, updatedAt: null });
    await put(ids.other, 0, [{ percent: 3 }]);
    const copied = await staffCall("POST", `/api/admin/customers/${ids.demoCompany}/rebates/copy`, {
      to: [ids.other, ids.third],
    });
    expect(copied.json).toEqual({ copied: 2 });
    for (const id of [ids.other, ids.third]) {
      const set = await rulesOf(id);
      expect(set.rules.map((r) => [r.brandId, r.percent, r.paymentMethod])).toEqual(
        source.rules.map((r) => [r.brandId, r.percent, r.paymentMethod]),
      );
    }
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, "rebates.copy"));
    expect(counted?.n).toBe(2);
    const self = await staffCall("POST", `/api/admin/customers/${ids.demoCompany}/rebates/copy`, {
      to: [ids.demoCompany, 999_999],
    });
    expect(self.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(self.json).error.fields ?? {})).toEqual([
      "to.0",
      "to.1",
    ]);
  });

  it("refuses bad rules naming each field in the staff member's language, never a 500", async () => {
    const { version } = await rulesOf(ids.buyer);
    const bad = await put(ids.buyer, version, [
      { percent: 150 },
      { productId: products[0]?.id, percent: 5 },
      { percent: 5, minQuantity: 0 },
      { percent: 5, paymentMethod: "cheque" },
      { percent: 5, validFrom: "2026-12-01T00:00:00Z", validUntil: "2026-11-01T00:00:00Z" },
      { percent: 5, validFrom: "tomorrow" },
    ]);
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json).error.fields ?? {}).sort()).toEqual([
      "rules.0.percent",
      "rules.1.minQuantity",
      "rules.2.minQuantity",
      "rules.3.paymentMethod",
      "rules.4.validUntil",
      "rules.5.validFrom",
    ]);
    const unknown = await staffCall(
      "PUT",
      `/api/admin/customers/${ids.buyer}/rebates`,
      {
        version,
        rules: [
          { brandId: 999_999, percent: 5 },
          { categoryId: 999_999, percent: 5 },
        ],
      },
      "hr",
    );
    expect(unknown.status).toBe(400);
    expect(apiErrorSchema.parse(unknown.json).error.fields).toEqual({
      "rules.0.brandId": expect.any(String),
      "rules.1.categoryId": expect.any(String),
    });
    expect((await put(999_999, 0, [])).status).toBe(404);
    expect((await rulesOf(ids.buyer)).version).toBe(version);
  });
});
