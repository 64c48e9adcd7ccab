import { auditListResponseSchema } from "@dukan/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { seedDemoOrders } from "../demo/orders.ts";
import { orders } from "../orders/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { addStaffMember, adminToken, staffToken } from "./staff-client.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { admin: "", orders: "", catalogue: "" };
let catalogueId = 0;
let productId = 0;
let orderNumber = "";

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await api.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}
const list = async (token: string, path: string) => {
  const answer = await call(token, "GET", path);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return auditListResponseSchema.parse(answer.json);
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 30, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  await seedDemoOrders(database.db);
  api = createApi(database, testApiOptions());
  const catalogueStaff = { email: "katalog@dukan.test", password: "Katalog-2026" };
  catalogueId = await addStaffMember(database.db, {
    ...catalogueStaff,
    name: "Kata Katalog",
    roles: ["catalogue"],
  });
  tokens.admin = await adminToken(api, demoStaff.admin);
  tokens.orders = await staffToken(api, demoStaff.orders);
  tokens.catalogue = await staffToken(api, catalogueStaff);
  const [product] = await database.db
    .select({ id: products.id, retail: products.retailPriceCents })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  productId = product?.id ?? 0;
  await call(tokens.catalogue, "PATCH", `/api/admin/products/${productId}`, {
    retail_price_cents: (product?.retail ?? 0) + 100,
    stock: 3,
  });
  const [order] = await database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.status, "received"))
    .limit(1);
  orderNumber = order?.number ?? "";
  await call(tokens.orders, "POST", `/api/admin/orders/${orderNumber}/confirm`, { version: 1 });
}, 60_000);
afterAll(async () => database?.close());

describe("GET /api/admin/audit", () => {
  it("shows admins who changed what, from where, with the changed fields before and after", async () => {
    const { data, total } = await list(tokens.admin, "/api/admin/audit?entity=product");
    expect(total).toBe(1);
    const [entry] = data;
    expect(entry).toMatchObject({
      staffId: catalogueId,
      staffName: "Kata Katalog",
      staffEmail: "katalog@dukan.test",
      action: "update",
      entity: "product",
      entityId: String(productId),
      changes: { stock: { after: 3 }, retail_price_cents: {} },
    });
    const price = entry?.changes.retail_price_cents;
    expect(Number(price?.after) - Number(price?.before)).toBe(100);
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(["retail_price_cents", "stock"]);
  });

  it("filters by member, entity and id, and time; pages newest first", async () => {
    const byMember = await list(tokens.admin, `/api/admin/audit?staffId=${catalogueId}`);
    expect(byMember.data.map((e) => e.action).sort()).toEqual(["login", "update"]);
    const order = await list(tokens.admin, `/api/admin/audit?entity=order&entityId=${orderNumber}`);
    expect(order.data).toHaveLength(1);
    expect(order.data[0]?.changes).toEqual({ status: { before: "received", after: "confirmed" } });
    const all = await list(tokens.admin, "/api/admin/audit?perPage=2");
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const second = await list(tokens.admin, "/api/admin/audit?perPage=2&page=2");
    expect(second.data[0]?.id).toBeLessThan(all.data[1]?.id ?? 0);
    const future = await list(tokens.admin, "/api/admin/audit?from=2099-01-01");
    expect(future.total).toBe(0);
    const past = await list(tokens.admin, "/api/admin/audit?to=2000-01-01T00:00:00Z");
    expect(past.total).toBe(0);
    expect((await call(tokens.admin, "GET", "/api/admin/audit?from=yesterday")).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await call(tokens.orders, "GET", "/api/admin/audit")).status).toBe(403);
    expect((await call(tokens.catalogue, "GET", "/api/admin/audit")).status).toBe(403);
  });

  it("has no way to change or delete an entry", async () => {
    const document = (await (await api.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/admin/audit"))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== "get")
          .map((m) => `${m} ${path}`),
      );
    expect(writes).toEqual([]);
    expect((await call(tokens.admin, "DELETE", "/api/admin/audit")).status).toBe(404);
  });
});

describe("GET /api/admin/audit/{entity}/{entityId}", () => {
  it("shows one object's history to the scope that owns it, and to admins", async () => {
    const product = `/api/admin/audit/product/${productId}`;
    expect((await list(tokens.catalogue, product)).data).toHaveLength(1);
    expect((await list(tokens.admin, product)).data).toHaveLength(1);
    expect((await call(tokens.orders, "GET", product)).status).toBe(403);
    const order = `/api/admin/audit/order/${orderNumber}`;
    expect((await list(tokens.orders, order)).data[0]?.action).toBe("order.confirm");
    expect((await call(tokens.catalogue, "GET", order)).status).toBe(403);
    expect((await call(tokens.orders, "GET", "/api/admin/audit/setting/checkout")).status).toBe(
      403,
    );
    expect((await call(tokens.admin, "GET", "/api/admin/audit/nothing/1")).status).toBe(404);
  });
});
