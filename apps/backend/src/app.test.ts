import { testApiOptions } from "./testing/api.ts";
import {
  apiErrorSchema,
  categoryTreeResponseSchema,
  healthResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
} from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApi } from "./app.ts";
import { seedDemoCatalogue } from "./catalogue/seed.ts";
import type { Database } from "./db/client.ts";
import { openTestDatabase, testDatabaseKind } from "./testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 300, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
});
afterAll(async () => {
  await database?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });

/** GET and check the answer against its contract schema. */
async function getJson<T extends z.ZodType>(
  path: string,
  schema: T,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  return schema.parse(await (await get(path, headers)).json());
}

describe(`API on ${testDatabaseKind}`, () => {
  it("reports health and which database answers", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toEqual({
      data: { status: "ok", database: testDatabaseKind },
    });
  });

  it("has the search extensions from the first migration", async () => {
    const { rows } = await database.pool.query<{ extname: string }>(
      "select extname from pg_extension order by extname",
    );
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
    const folded = await database.pool.query<{ v: string }>(
      "select unaccent('čaša žica đak') as v",
    );
    expect(folded.rows[0]?.v).toBe("casa zica dak");
  });

  it("answers an unknown API path with a JSON 404 in the asked language", async () => {
    const english = await get("/api/nothing-here", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({
      error: { code: "not_found", message: "This page could not be found" },
    });
    const croatian = await getJson("/api/nothing-here?lang=hr", apiErrorSchema);
    expect(croatian.error.message).toBe("Ova stranica nije pronađena");
  });

  it("answers a NUL character in a path with 404 and reads one in a query as nothing, never a 500", async () => {
    for (const path of ["/api/products/a%00b", "/api/categories/%00", "/api/media/demo/%00/0.svg"])
      expect((await get(path)).status, path).toBe(404);
    for (const path of [
      "/api/products?q=mi%00s",
      "/api/products?category=%00&brand=%00&sort=%00&min_price=%00&page=%00",
    ])
      expect((await get(path)).status, path).toBeLessThan(500);
  });

  it("lists the category tree with counts that include subcategories", async () => {
    const roots = (await getJson("/api/categories", categoryTreeResponseSchema)).data;
    expect(roots.length).toBeGreaterThanOrEqual(3);
    const total = roots.reduce((sum, c) => sum + c.product_count, 0);
    expect(total).toBeGreaterThan(250);
    for (const root of roots) {
      const below = root.children.reduce((sum, c) => sum + c.product_count, 0);
      expect(root.product_count).toBeGreaterThanOrEqual(below);
    }
  });

  it("pages products of a category and its subcategories, cheapest first", async () => {
    const [top] = (await getJson("/api/categories", categoryTreeResponseSchema)).data;
    if (!top) throw new Error("no categories");
    const body = await getJson(
      `/api/products?category=${top.slug_hr}&sort=price_asc&per_page=12`,
      productListResponseSchema,
    );
    expect(body.meta).toMatchObject({ total: top.product_count, page: 1, per_page: 12 });
    const prices = body.data.map((p) => p.sale_price_cents ?? p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("clamps a bad page and page size instead of failing", async () => {
    const response = await get("/api/products?page=0&per_page=7");
    expect(response.status).toBe(200);
    expect(productListResponseSchema.parse(await response.json()).meta).toMatchObject({
      page: 1,
      per_page: 24,
    });
  });

  it("finds a product by either language's slug, with pictures and related products", async () => {
    const [first] = (await getJson("/api/products?per_page=12", productListResponseSchema)).data;
    if (!first) throw new Error("no products");
    const hr = await getJson(`/api/products/${first.slug_hr}`, productDetailResponseSchema);
    const en = await getJson(`/api/products/${first.slug_en}`, productDetailResponseSchema);
    expect(hr.data.id).toBe(en.data.id);
    expect(hr.data.pictures.length).toBeGreaterThan(0);
    expect(hr.data.breadcrumb.length).toBeGreaterThan(0);
    expect((await get("/api/products/no-such-product")).status).toBe(404);
  });

  it("draws a demo picture as SVG", async () => {
    const [product] = (await getJson("/api/products?per_page=12", productListResponseSchema)).data;
    if (!product?.picture) throw new Error("no product picture");
    const response = await get(product.picture.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg/);
    // Opened on its own, a picture runs nothing and may not be framed.
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends the security headers on every API answer, refusals included", async () => {
    for (const path of ["/api/health", "/api/nothing-here", "/api/docs"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy"), path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});
