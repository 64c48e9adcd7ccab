import {
  productDetailResponseSchema,
  productListResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { products } from "./schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { lessPercent } from "../pricing/money.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 300, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
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

async function listing(brand: string, token?: string) {
  const response = await api.request(
    `/api/products?brand=${brand}&per_page=96`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(await response.json()).data;
}

describe(`prices per customer on ${testDatabaseKind}`, () => {
  it("shows a legal entity its wholesale price without VAT less its best rebate, on listings and product pages", async () => {
    const token = await tokenOf(demoAccounts.company);
    const listed = await listing("kronos-gaming", token);
    expect(listed.length).toBeGreaterThan(0);
    const rows = await database.db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          listed.map((p) => p.id),
        ),
      );
    for (const p of listed) {
      const row = rows.find((r) => r.id === p.id);
      const wholesale = row?.saleWholesalePriceCents ?? row?.wholesalePriceCents ?? 0;
      expect(p.your_price_includes_vat).toBe(false);
      expect(p.your_price_cents).toBe(lessPercent(wholesale, 25));
      expect(p.rebate).toMatchObject({
        percent: 25,
        brand_id: p.brand.id,
        category_id: null,
        payment_method: null,
      });
    }
    const first = listed[0] as (typeof listed)[number];
    const detail = await api.request(`/api/products/${first.slug_en}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(productDetailResponseSchema.parse(await detail.json()).data.your_price_cents).toBe(
      first.your_price_cents,
    );
  });

  it("applies the rebate on everything to brands without their own", async () => {
    const token = await tokenOf(demoAccounts.company);
    const [p] = await listing("tonerix", token);
    const [row] = await database.db
      .select()
      .from(products)
      .where(inArray(products.id, [p?.id ?? 0]));
    expect(p?.your_price_cents).toBe(
      lessPercent(row?.saleWholesalePriceCents ?? row?.wholesalePriceCents ?? 0, 5),
    );
  });

  it("shows persons and visitors the retail price with VAT", async () => {
    const visitor = await listing("kronos-gaming");
    const person = await listing("kronos-gaming", await tokenOf(demoAccounts.person));
    expect(person).toEqual(visitor);
    for (const p of visitor) {
      expect(p.your_price_includes_vat).toBe(true);
      expect(p.your_price_cents).toBe(p.sale_price_cents ?? p.price_cents);
      expect(p.rebate).toBeNull();
    }
  });

  it("reuses a visitor's list page for a few seconds, never a customer's", async () => {
    const [first] = await listing("hexon");
    await database.db
      .update(products)
      .set({ nameEn: "Renamed for the cache test" })
      .where(inArray(products.id, [first?.id ?? 0]));
    expect((await listing("hexon"))[0]?.name_en).toBe(first?.name_en);
    expect((await listing("hexon", await tokenOf(demoAccounts.person)))[0]?.name_en).toBe(
      "Renamed for the cache test",
    );
  });

  it("prices the rows another shopper's list read for a customer, and reads them anew once a change commits", async () => {
    // As the shop runs: the API follows the committed changes.
    const changes = createChangeFeed(database.pool);
    await changes.sync();
    const shop = createApi(database, { ...testApiOptions(), changes });
    const company = await tokenOf(demoAccounts.company);
    const ask = async (path: string, token?: string) => {
      const response = await shop.request(
        path,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      expect(response.status, path).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const listPath = "/api/products?brand=kronos-gaming&per_page=96";
    const visitorList = productListResponseSchema.parse(await ask(listPath)).data;
    const product = visitorList[0] as (typeof visitorList)[number];
    const productPath = `/api/products/${product.slug_hr}`;
    await ask(productPath);
    const query = vi.spyOn(database.pool, "query");
    let companyList;
    let companyProduct;
    try {
      companyList = productListResponseSchema.parse(await ask(listPath, company)).data;
      companyProduct = productDetailResponseSchema.parse(await ask(productPath, company)).data;
      const read = query.mock.calls.map(([text]) =>
        String(typeof text === "string" ? text : (text as { text: string }).text),
      );
      expect(read.filter((text) => /\bfrom "?products"?\b/i.test(text))).toEqual([]);
    } finally {
      query.mockRestore();
    }
    expect(companyList.map((p) => p.id)).toEqual(visitorList.map((p) => p.id));
    expect(companyList[0]?.your_price_includes_vat).toBe(false);
    expect(companyProduct.your_price_cents).toBe(companyList[0]?.your_price_cents);

    await database.db
      .update(products)
      .set({ wholesalePriceCents: 12_345, saleWholesalePriceCents: null })
      .where(eq(products.id, product.id));
    const changedList = productListResponseSchema.parse(await ask(listPath, company)).data;
    const changedProduct = productDetailResponseSchema.parse(await ask(productPath, company)).data;
    expect(changedList.find((p) => p.id === product.id)?.your_price_cents).toBe(
      lessPercent(12_345, 25),
    );
    expect(changedProduct.your_price_cents).toBe(lessPercent(12_345, 25));
  });

  it("refuses a listing asked for with a token that does not work", async () => {
    const response = await api.request("/api/products", {
      headers: { authorization: "Bearer forged.token.here" },
    });
    expect(response.status).toBe(401);
  });
});
