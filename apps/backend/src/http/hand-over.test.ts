import {
  brandListResponseSchema,
  cartResponseSchema,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  downloadListResponseSchema,
  infoPageResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  sessionTokensResponseSchema,
  siteSettingsResponseSchema,
  suggestionsResponseSchema,
  userResponseSchema,
} from "@dukan/contract";
import { askForData, handedOver } from "@dukan/contract/in-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { seedDemoDownloads } from "../pages/demo-downloads.ts";
import { seedInformationPages } from "../pages/seed-pages.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token: string;
let slugs: { category: string; product: string; productId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 200, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  await seedInformationPages(database.db);
  await seedDemoDownloads(database.db);
  api = createApi(database, testApiOptions());
  const login = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(demoAccounts.company),
    headers: { "content-type": "application/json" },
  });
  token = sessionTokensResponseSchema.parse(await login.json()).data.token;
  const list = productListResponseSchema.parse(
    await (await api.request("/api/products?per_page=12")).json(),
  );
  const first = list.data[0];
  if (!first) throw new Error("no products");
  slugs = { category: first.category.slug_hr, product: first.slug_hr, productId: first.id };
  const added = await api.request("/api/cart/lines", {
    method: "POST",
    body: JSON.stringify({ product_id: first.id, quantity: 2 }),
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await database?.close();
});

/** The same request twice: as the storefront in this process asks (an object), and as any HTTP client (JSON). */
async function both(path: string, headers: Record<string, string>) {
  const init = { headers: { "accept-language": "hr", ...headers } };
  const asObject = await api.fetch(askForData(new Request(`http://backend${path}`, init)), {
    clientAddress: "127.0.0.1",
  });
  const asJson = await api.fetch(new Request(`http://backend${path}`, init), {
    clientAddress: "127.0.0.1",
  });
  return { asObject, asJson };
}

describe("answers handed over to the storefront in this process", () => {
  const calls: Array<[string, z.ZodType, "visitor" | "customer"]> = [
    ["/api/categories", categoryTreeResponseSchema, "visitor"],
    ["/api/brands", brandListResponseSchema, "visitor"],
    ["/api/settings", siteSettingsResponseSchema, "visitor"],
    ["/api/search/suggest?q=mis", suggestionsResponseSchema, "visitor"],
    ["/api/pages/about", infoPageResponseSchema, "visitor"],
    ["/api/downloads", downloadListResponseSchema, "visitor"],
    ["/api/me", userResponseSchema, "customer"],
    ["/api/cart", cartResponseSchema, "customer"],
  ];
  const catalogue: Array<[string, () => string, z.ZodType]> = [
    ["a category", () => `/api/categories/${slugs.category}`, categoryDetailResponseSchema],
    [
      "a list of products",
      () => `/api/products?category=${slugs.category}&sort=price_asc`,
      productListResponseSchema,
    ],
    ["a product", () => `/api/products/${slugs.product}`, productDetailResponseSchema],
  ];
  const cases = [
    ...calls.map(([path, schema, who]) => ({ name: path, path: () => path, schema, who })),
    ...catalogue.flatMap(([name, path, schema]) =>
      (["visitor", "customer"] as const).map((who) => ({ name, path, schema, who })),
    ),
  ];

  it.each(cases)(
    "$name for a $who: the object is exactly what the JSON and the contract give",
    async (c) => {
      const { asObject, asJson } = await both(
        c.path(),
        c.who === "customer" ? { authorization: `Bearer ${token}` } : {},
      );
      expect(asObject.status).toBe(200);
      expect(asObject.status).toBe(asJson.status);
      // The same headers (surrogate keys, caching, security), so a wrapper reading them sees no difference.
      expect([...asObject.headers]).toEqual([...asJson.headers]);
      const handed = handedOver(asObject);
      expect(handed, c.path()).toBeDefined();
      const json: unknown = await asJson.json();
      // No Date, no undefined, no class: what JSON would have carried, and nothing the contract leaves out.
      expect(handed?.data).toStrictEqual(json);
      expect(c.schema.parse(handed?.data)).toStrictEqual(handed?.data);
      // Its body still reads as the same JSON, for a caller that does not take the object.
      expect(await asObject.json()).toStrictEqual(json);
    },
  );

  it("answers a customer's prices, not a visitor's, in the object", async () => {
    const visitor = handedOver((await both(`/api/products/${slugs.product}`, {})).asObject)?.data;
    const customer = handedOver(
      (await both(`/api/products/${slugs.product}`, { authorization: `Bearer ${token}` })).asObject,
    )?.data;
    const price = (answer: unknown) => productDetailResponseSchema.parse(answer).data;
    expect(price(customer).your_price_includes_vat).toBe(false);
    expect(price(visitor).your_price_includes_vat).toBe(true);
  });

  it("hands refusals over with their status, and never answers an unmarked request with an object", async () => {
    const { asObject, asJson } = await both("/api/products/no-such-product", {});
    expect(asObject.status).toBe(404);
    expect(await asObject.json()).toStrictEqual(await asJson.json());
    expect(handedOver(asJson)).toBeUndefined();
    expect(handedOver((await both("/api/categories", {})).asJson)).toBeUndefined();
  });
});
