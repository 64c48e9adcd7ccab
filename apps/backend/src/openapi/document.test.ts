import { readFile } from "node:fs/promises";
import { compileErrors, validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../testing/database.ts";
import { wholeApi } from "../testing/whole-api.ts";
import { CLIENT_TYPES_FILE, clientTypes } from "./client-types.ts";
import type { OpenApiDocument } from "./document.ts";

let database: Database;
let api: Api;
let document: {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, { post?: { requestBody?: unknown } }>;
};

beforeAll(async () => {
  database = await openTestDatabase();
  api = wholeApi(database);
  const response = await api.request("/api/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as typeof document;
});
afterAll(async () => database.close());

describe("the OpenAPI document", () => {
  it("describes every route the API serves, and nothing it does not serve", () => {
    const served = api.routes
      .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
      .map(
        (route) =>
          `${route.method.toLowerCase()} ${route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}")}`,
      );
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(new Set(served).size).toBeGreaterThan(25);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes the cart, the wishlist and the rebates with their request bodies", () => {
    const operation = (path: string, method: string) =>
      document.paths[path]?.[method] as { requestBody?: unknown; security?: unknown };
    expect(operation("/api/cart/lines", "post").requestBody).toBeDefined();
    expect(operation("/api/cart/lines/{id}", "patch").requestBody).toBeDefined();
    expect(operation("/api/cart/quick-buy", "post").requestBody).toMatchObject({
      content: { "application/json": {}, "text/csv": {}, "text/plain": {} },
    });
    expect(operation("/api/wishlist", "post").requestBody).toBeDefined();
    expect(operation("/api/me/rebates", "get").security).toEqual([{ bearer: [] }]);
  });

  it("describes what the shop posts to the ERP as a webhook, with both events", () => {
    const webhook = document.webhooks?.["/erpOrder"];
    expect(JSON.stringify(webhook?.post?.requestBody)).toContain('"order.changed"');
  });

  it("can be read by people at /api/docs", async () => {
    const page = await api.request("/api/docs");
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("/api/cart/quick-buy");
    expect(html).toContain("Request body: application/json");
    expect(html).toContain("webhook erpOrder");
  });

  it("types the storefront's client: the committed paths are what this document generates", async () => {
    const committed = await readFile(CLIENT_TYPES_FILE, "utf8");
    // On a difference: `npm run openapi:types` writes the file again from the routes' schemas.
    expect(committed).toBe(await clientTypes(document as unknown as OpenApiDocument));
  });
});
