import type { AdminBrand } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
  const member = { email: "marke@dukan.test", password: "Marke-Katalog-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
});
afterAll(async () => {
  await database?.close();
});

async function call(method: string, path: string, body?: unknown, language = "hr") {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": language,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as AdminBrand & {
      data: AdminBrand[];
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}

describe("the staff's brands", () => {
  it("lists brands with their product counts, and creates one with a sanitised description", async () => {
    const list = await call("GET", "/api/admin/brands?sort=productCount&order=DESC");
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.productCount).toBeGreaterThan(0);
    const created = await call("POST", "/api/admin/brands", {
      name: "Nova marka",
      slug: "nova-marka",
      warrantyMonths: 24,
      descriptionEn: '<p style="color:white">Made <a href="javascript:x()">here</a></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ warrantyMonths: 24, productCount: 0, version: 1 });
    expect(created.body.descriptionEn).not.toMatch(/style|javascript/);
    const taken = await call("POST", "/api/admin/brands", { name: "X", slug: "nova-marka" }, "en");
    expect(taken.body.error?.fields?.slug).toBe("Another brand has this address already");
  });

  it("changes warranty months with the version read (409 when stale, 400 out of range) and audits it", async () => {
    const [brand] = (await call("GET", "/api/admin/brands")).body.data;
    if (!brand) throw new Error("no brand");
    const changed = await call("PATCH", `/api/admin/brands/${brand.id}`, {
      version: brand.version,
      warrantyMonths: 48,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.warrantyMonths).toBe(48);
    const stale = await call("PATCH", `/api/admin/brands/${brand.id}`, {
      version: brand.version,
      warrantyMonths: 12,
    });
    expect(stale.status).toBe(409);
    const wrong = await call("PATCH", `/api/admin/brands/${brand.id}`, {
      version: changed.body.version,
      warrantyMonths: 1000,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.warrantyMonths).toMatch(/0 do 240/);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "brand"), eq(auditLog.entityId, String(brand.id))));
    expect(entry?.changes).toEqual({ warrantyMonths: { before: brand.warrantyMonths, after: 48 } });
  });

  it("refuses to delete a brand products use, and deletes an unused one", async () => {
    const used = (await call("GET", "/api/admin/brands?sort=productCount&order=DESC")).body.data[0];
    if (!used) throw new Error("no brand");
    const refused = await call("DELETE", `/api/admin/brands/${used.id}`, undefined, "en");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("brand_in_use");
    expect(refused.body.error?.message).toContain(`${used.productCount} product`);
    const created = await call("POST", "/api/admin/brands", { name: "Kratka", slug: "kratka" });
    expect((await call("DELETE", `/api/admin/brands/${created.body.id}`)).status).toBe(204);
    expect((await call("GET", `/api/admin/brands/${created.body.id}`)).status).toBe(404);
  });
  it("refuses a name another brand has, case and spaces aside, at creation and at a rename", async () => {
    // The price import finds a file's brand by its name: two brands of one name would be a guess.
    const [first, second] = (await call("GET", "/api/admin/brands?sort=id&order=ASC")).body.data;
    if (!first || !second) throw new Error("no brands");
    const twin = await call("POST", "/api/admin/brands", {
      name: ` ${first.name.toUpperCase()} `,
      slug: "blizanac",
    });
    expect(twin.status).toBe(400);
    expect(twin.body.error?.fields).toEqual({ name: "Druga marka već ima taj naziv" });
    const both = await call(
      "POST",
      "/api/admin/brands",
      { name: first.name, slug: first.slug },
      "en",
    );
    expect(both.body.error?.fields).toEqual({
      name: "Another brand has this name already",
      slug: "Another brand has this address already",
    });
    const renamed = await call("PATCH", `/api/admin/brands/${second.id}`, {
      version: second.version,
      name: first.name,
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error?.fields?.name).toBe("Druga marka već ima taj naziv");
    // Its own name, written again in another case, is no clash.
    const same = await call("PATCH", `/api/admin/brands/${second.id}`, {
      version: second.version,
      name: second.name.toLowerCase(),
    });
    expect(same.status).toBe(200);
  });
});
