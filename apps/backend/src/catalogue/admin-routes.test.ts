import {
  apiErrorSchema,
  productDetailResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { priceHistory, products } from "./schema.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { refreshSaleReferencePrices } from "./omnibus.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { staff: "", person: "", orders: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  // As the shop runs: the API follows the committed changes (its visitors' answers are kept a few seconds).
  const changes = createChangeFeed(database.pool);
  await changes.sync();
  api = createApi(database, { ...testApiOptions(), changes });
  // A member of staff with the catalogue's role (staff are not customers: their own login, issue 34).
  const catalogueStaff = { email: "katalog@dukan.test", password: "Katalog-2026" };
  await addStaffMember(database.db, { ...catalogueStaff, roles: ["catalogue"] });
  tokens.staff = await staffToken(api, catalogueStaff);
  tokens.orders = await staffToken(api, demoStaff.orders);
  tokens.person = await tokenOf(demoAccounts.person);
});
afterAll(async () => {
  await database?.close();
});

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

const patch = (token: string | null, id: number | string, body: unknown, language = "hr") =>
  call(token, "PATCH", `/api/admin/products/${id}`, body, language);

/** What a visitor's product page reads. */
async function visitorProduct(slug: string) {
  const answer = await call(null, "GET", `/api/products/${slug}`);
  expect(answer.status).toBe(200);
  return productDetailResponseSchema.parse(answer.body).data;
}

/** An active product not on sale (each test takes its own). */
async function regularProduct(skip = 0) {
  const [row] = await database.db
    .select()
    .from(products)
    .where(and(eq(products.active, true), isNull(products.saleRetailPriceCents)))
    .orderBy(products.id)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error("the demo catalogue has too few regular products");
  return row;
}

const historyOf = (productId: number) =>
  database.db
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(desc(priceHistory.id));

describe("PATCH /api/admin/products/{id}", () => {
  it("changes the prices: a visitor's product page shows them at once, and the price history keeps the change", async () => {
    const product = await regularProduct(0);
    // A visitor's answer kept from before the change must not be shown after it.
    expect((await visitorProduct(product.slugHr)).price_cents).toBe(product.retailPriceCents);
    const historyBefore = await historyOf(product.id);

    const changed = await patch(tokens.staff, product.id, {
      retail_price_cents: 12_345,
      wholesale_price_cents: 8_000,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("cache-control")).toBe("no-store");
    const data = productDetailResponseSchema.parse(changed.body).data;
    expect(data).toMatchObject({
      id: product.id,
      price_cents: 12_345,
      your_price_cents: 12_345,
      sale_price_cents: null,
    });
    expect(data).toEqual(await visitorProduct(product.slugHr));
    expect((await visitorProduct(product.slugEn)).price_cents).toBe(12_345);

    const history = await historyOf(product.id);
    expect(history).toHaveLength(historyBefore.length + 1);
    expect(history[0]).toMatchObject({ retailPriceCents: 12_345, wholesalePriceCents: 8_000 });
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      retailPriceCents: 12_345,
      wholesalePriceCents: 8_000,
      saleReferencePriceCents: null,
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());

    // One price alone: the history row carries both prices as they now are.
    expect((await patch(tokens.staff, product.id, { wholesale_price_cents: 7_500 })).status).toBe(
      200,
    );
    expect((await historyOf(product.id))[0]).toMatchObject({
      retailPriceCents: 12_345,
      wholesalePriceCents: 7_500,
    });
    // The same price again is no change of price.
    expect((await patch(tokens.staff, product.id, { retail_price_cents: 12_345 })).status).toBe(
      200,
    );
    expect(await historyOf(product.id)).toHaveLength(historyBefore.length + 2);
  });

  it("changes the stock (and only the stock: no price history)", async () => {
    const product = await regularProduct(1);
    const historyBefore = await historyOf(product.id);
    await visitorProduct(product.slugHr);

    const empty = await patch(tokens.staff, product.id, { stock: 0 });
    expect(empty.status).toBe(200);
    expect(productDetailResponseSchema.parse(empty.body).data.availability).toBe("out_of_stock");
    expect((await visitorProduct(product.slugHr)).availability).toBe("out_of_stock");

    const full = await patch(tokens.staff, product.id, { stock: 10_000_000 });
    expect(productDetailResponseSchema.parse(full.body).data.availability).toBe("in_stock");
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 10_000_000, retailPriceCents: product.retailPriceCents });
    expect(await historyOf(product.id)).toHaveLength(historyBefore.length);
  });

  it("hides a product and shows it again; the staff's answer shows it either way", async () => {
    const product = await regularProduct(2);
    const hidden = await patch(tokens.staff, product.id, { active: false });
    expect(hidden.status).toBe(200);
    expect(productDetailResponseSchema.parse(hidden.body).data.id).toBe(product.id);
    expect((await call(null, "GET", `/api/products/${product.slugHr}`)).status).toBe(404);
    expect((await patch(tokens.staff, product.id, { active: true })).status).toBe(200);
    await visitorProduct(product.slugHr);
  });

  it("is for the catalogue's staff only: 401 without a staff session (a customer's token is none), 403 for other staff (even with a bad body), nothing changed", async () => {
    const product = await regularProduct(3);
    expect((await patch(null, product.id, { stock: 1 })).status).toBe(401);
    const forged = await api.request(`/api/admin/products/${product.id}`, {
      method: "PATCH",
      headers: { authorization: "Bearer a.b.c", "content-type": "application/json" },
      body: JSON.stringify({ stock: 1 }),
    });
    expect(forged.status).toBe(401);
    expect((await patch(tokens.person, product.id, { stock: 1 })).status).toBe(401);
    const refused = await patch(tokens.orders, product.id, { stock: 1 });
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(refused.body).error.code).toBe("forbidden");
    expect((await patch(tokens.orders, product.id, { stock: -1 })).status).toBe(403);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(product.stock);
  });

  it("refuses bad fields with 400, naming each one in the request's language", async () => {
    const product = await regularProduct(3);
    const bad = await patch(tokens.staff, product.id, {
      retail_price_cents: 0,
      wholesale_price_cents: 12.5,
      stock: -1,
      active: "yes",
    });
    expect(bad.status).toBe(400);
    const error = apiErrorSchema.parse(bad.body).error;
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      retail_price_cents: "Upišite cijenu u centima, cijeli broj od 1 do 100.000.000",
      wholesale_price_cents: "Upišite cijenu u centima, cijeli broj od 1 do 100.000.000",
      stock: "Upišite cijeli broj komada od 0 do 10.000.000",
      active: "Odaberite da ili ne",
    });
    const tooMuch = await patch(
      tokens.staff,
      product.id,
      { retail_price_cents: 100_000_001, stock: 10_000_001, active: null },
      "en",
    );
    expect(apiErrorSchema.parse(tooMuch.body).error.fields).toEqual({
      retail_price_cents: "Enter the price in cents, a whole number from 1 to 100,000,000",
      stock: "Enter a whole number of pieces from 0 to 10,000,000",
      active: "Choose yes or no",
    });
    const wrongTypes = apiErrorSchema.parse(
      (await patch(tokens.staff, product.id, { retail_price_cents: "100", stock: 1e20 })).body,
    );
    expect(Object.keys(wrongTypes.error.fields ?? {}).sort()).toEqual([
      "retail_price_cents",
      "stock",
    ]);

    const nothing = await patch(tokens.staff, product.id, {}, "en");
    expect(nothing.status).toBe(400);
    expect(apiErrorSchema.parse(nothing.body).error.fields).toEqual({
      body: "Give at least one field to change: retail_price_cents, wholesale_price_cents, stock or active",
    });
    const misspelt = await patch(tokens.staff, product.id, { price_cents: 100 });
    expect(apiErrorSchema.parse(misspelt.body).error.fields).toEqual({
      body: "Ovo se polje ovdje ne prima",
    });
    expect((await patch(tokens.staff, product.id, [1])).status).toBe(400);

    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      stock: product.stock,
      retailPriceCents: product.retailPriceCents,
      active: true,
    });
  });

  it("answers 404 for an unknown product id, and for an id that is no id", async () => {
    for (const id of [999_999, 2_147_483_647, 2_147_483_648, 0, "abc", "1.5"]) {
      const answer = await patch(tokens.staff, id, { stock: 1 });
      expect(answer.status, String(id)).toBe(404);
      expect(apiErrorSchema.parse(answer.body).error.code).toBe("not_found");
    }
  });

  it("keeps the EU Omnibus reference of a sale product: the lowest regular price of the 30 days before the sale, not a price set during it", async () => {
    const product = await regularProduct(4);
    const day = 24 * 60 * 60 * 1000;
    const saleStarted = new Date(Date.now() - 5 * day);
    await database.db.delete(priceHistory).where(eq(priceHistory.productId, product.id));
    await database.db.insert(priceHistory).values([
      // In force when the 30-day window opened, then lowered, then raised before the sale.
      {
        productId: product.id,
        retailPriceCents: 11_000,
        wholesalePriceCents: 7_000,
        changedAt: new Date(saleStarted.getTime() - 60 * day),
      },
      {
        productId: product.id,
        retailPriceCents: 9_000,
        wholesalePriceCents: 6_000,
        changedAt: new Date(saleStarted.getTime() - 20 * day),
      },
      {
        productId: product.id,
        retailPriceCents: 10_000,
        wholesalePriceCents: 6_500,
        changedAt: new Date(saleStarted.getTime() - 10 * day),
      },
    ]);
    await database.db
      .update(products)
      .set({
        retailPriceCents: 10_000,
        wholesalePriceCents: 6_500,
        saleRetailPriceCents: 7_200,
        saleStartedAt: saleStarted,
      })
      .where(eq(products.id, product.id));
    await refreshSaleReferencePrices(database.db);
    const referenceOf = async () =>
      (await database.db.select().from(products).where(eq(products.id, product.id)))[0]
        ?.saleReferencePriceCents;
    expect(await referenceOf()).toBe(9_000);

    // Lowered during the sale: the new price is kept in the history, yet the reference stays the price before the sale.
    const lowered = await patch(tokens.staff, product.id, { retail_price_cents: 8_000 });
    expect(lowered.status).toBe(200);
    expect(productDetailResponseSchema.parse(lowered.body).data).toMatchObject({
      price_cents: 8_000,
      sale_price_cents: 7_200,
      lowest_price_30d_cents: 9_000,
      discount_percent: 20,
    });
    expect((await historyOf(product.id))[0]).toMatchObject({
      retailPriceCents: 8_000,
      wholesalePriceCents: 6_500,
    });
    expect(await referenceOf()).toBe(9_000);
    // Raised during the sale: the same reference, and the visitor's page says so.
    expect((await patch(tokens.staff, product.id, { retail_price_cents: 20_000 })).status).toBe(
      200,
    );
    expect(await visitorProduct(product.slugHr)).toMatchObject({
      price_cents: 20_000,
      lowest_price_30d_cents: 9_000,
      discount_percent: 20,
    });
    // The one-product refresh agrees with the whole table's.
    await refreshSaleReferencePrices(database.db);
    expect(await referenceOf()).toBe(9_000);
    // Another product's reference is left as it was.
    const others = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where sale_retail_price_cents is null and sale_reference_price_cents is not null`,
    );
    expect(others.rows[0]?.n).toBe(0);
  });

  it("keeps the reference of a sale product without history before the sale (the regular price when the sale was set)", async () => {
    const product = await regularProduct(5);
    await database.db.delete(priceHistory).where(eq(priceHistory.productId, product.id));
    await database.db
      .update(products)
      .set({
        retailPriceCents: 5_000,
        saleRetailPriceCents: 4_000,
        saleStartedAt: new Date(Date.now() - 60_000),
      })
      .where(eq(products.id, product.id));
    await refreshSaleReferencePrices(database.db);
    const raised = await patch(tokens.staff, product.id, { retail_price_cents: 9_900 });
    expect(productDetailResponseSchema.parse(raised.body).data).toMatchObject({
      price_cents: 9_900,
      lowest_price_30d_cents: 5_000,
      discount_percent: 20,
    });
    expect(await historyOf(product.id)).toHaveLength(1);
  });
});
