import { adminProductListSchema, adminProductSchema, apiErrorSchema } from "@dukan/contract";
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { kpdCodesOf } from "./kpd-codes.ts";
import { products } from "./schema.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let categoryId = 0;
let brandId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 60, now: new Date("2026-11-01T10:00:00Z") });
  const changes = createChangeFeed(database.pool);
  await changes.sync();
  api = createApi(database, { ...testApiOptions(), changes });
  const member = { email: "kpd@dukan.test", password: "Katalog-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
  const [leaf] = await database.db
    .select({ id: products.categoryId, brandId: products.brandId })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  categoryId = leaf?.id ?? 0;
  brandId = leaf?.brandId ?? 0;
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
  return { status: response.status, body: (await response.json()) as unknown };
}

let serial = 0;
function newProduct(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name_hr: `KPD miš ${serial}`,
    name_en: `KPD mouse ${serial}`,
    slug_hr: `kpd-mis-${serial}`,
    slug_en: `kpd-mouse-${serial}`,
    item_code: `KPD-${serial}`,
    brand_id: brandId,
    category_id: categoryId,
    retail_price_cents: 1990,
    wholesale_price_cents: 1200,
    ...extra,
  };
}

/** The product's KPD code as the staff's API answers it. */
async function kpdOf(id: number): Promise<string | null> {
  const read = await call("GET", `/api/admin/products/${id}`);
  return adminProductSchema.parse(read.body).kpd_code;
}

describe("the demo catalogue's KPD codes", () => {
  it("gives every seeded product a KPD 2025 code of its category's goods", async () => {
    const rows = await database.db
      .select({ kpd: products.kpdCode, kind: products.kind })
      .from(products);
    expect(rows.length).toBe(60);
    for (const row of rows) expect(row.kpd).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
    const byKind = new Map(rows.map((row) => [row.kind, row.kpd]));
    if (byKind.has("mouse")) expect(byKind.get("mouse")).toBe("26.20.16");
    if (byKind.has("glass-phone")) expect(byKind.get("glass-phone")).toBe("23.12.12");
  });

  it("refuses a malformed code in the table itself", async () => {
    const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
    await expect(
      database.db
        .update(products)
        .set({ kpdCode: "26.20.1" })
        .where(eq(products.id, first?.id ?? 0)),
    ).rejects.toThrow();
  });
});

describe("the staff's KPD code of a product", () => {
  it("stores a good code on create and answers it; a change replaces it, null or empty clears it", async () => {
    const made = await call("POST", "/api/admin/products", newProduct({ kpd_code: " 26.20.16 " }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const product = adminProductSchema.parse(made.body);
    expect(product.kpd_code).toBe("26.20.16");

    const changed = await call("PATCH", `/api/admin/products/${product.id}`, {
      version: product.version,
      kpd_code: "26.40.42",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await kpdOf(product.id)).toBe("26.40.42");

    const cleared = await call("PATCH", `/api/admin/products/${product.id}`, { kpd_code: "" });
    expect(cleared.status).toBe(200);
    expect(await kpdOf(product.id)).toBeNull();
    await call("PATCH", `/api/admin/products/${product.id}`, { kpd_code: "26.20.16" });
    await call("PATCH", `/api/admin/products/${product.id}`, { kpd_code: null });
    expect(await kpdOf(product.id)).toBeNull();
  });

  it("refuses a malformed code with 400 naming the field, in the request's language; nothing changes", async () => {
    const made = await call("POST", "/api/admin/products", newProduct({ kpd_code: "26.20.17" }));
    const product = adminProductSchema.parse(made.body);
    for (const bad of ["2620.16", "26.20.1", "26.20.161", "26-20-16", "G47.41.00", 262016]) {
      const refused = await call("PATCH", `/api/admin/products/${product.id}`, { kpd_code: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(refused.body).error.fields ?? {})).toEqual([
        "kpd_code",
      ]);
    }
    const hr = await call("PATCH", `/api/admin/products/${product.id}`, { kpd_code: "26.2.16" });
    expect(apiErrorSchema.parse(hr.body).error.fields?.kpd_code).toContain("KPD 2025 šifra");
    const en = await call(
      "PATCH",
      `/api/admin/products/${product.id}`,
      { kpd_code: "26.2.16" },
      "en",
    );
    expect(apiErrorSchema.parse(en.body).error.fields?.kpd_code).toContain("KPD 2025 code");
    const create = await call("POST", "/api/admin/products", newProduct({ kpd_code: "abc" }));
    expect(create.status).toBe(400);
    expect(apiErrorSchema.parse(create.body).error.fields).toHaveProperty("kpd_code");

    expect(await kpdOf(product.id)).toBe("26.20.17");
  });

  it("shows the code in the list, and finds the products without one", async () => {
    const made = await call("POST", "/api/admin/products", newProduct());
    const product = adminProductSchema.parse(made.body);
    expect(product.kpd_code).toBeNull();
    const missing = await call("GET", "/api/admin/products?noKpd=true&perPage=100");
    const list = adminProductListSchema.parse(missing.body);
    expect(list.data.map((row) => row.id)).toContain(product.id);
    expect(list.data.every((row) => row.kpd_code === null)).toBe(true);
    const having = adminProductListSchema.parse(
      (await call("GET", "/api/admin/products?noKpd=false&perPage=5")).body,
    );
    expect(having.data.length).toBeGreaterThan(0);
    for (const row of having.data) expect(row.kpd_code).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
  });
});

describe("kpdCodesOf", () => {
  it("answers each product's code, null for one without, and leaves out ids that are no product", async () => {
    const [seeded] = await database.db
      .select({ id: products.id, kpd: products.kpdCode })
      .from(products)
      .where(isNotNull(products.kpdCode))
      .orderBy(asc(products.id))
      .limit(1);
    const made = await call("POST", "/api/admin/products", newProduct());
    const unclassified = adminProductSchema.parse(made.body).id;
    const seededId = seeded?.id ?? 0;
    const codes = await kpdCodesOf(database.db, [seededId, unclassified, seededId, 2_000_000_000]);
    expect(codes).toEqual(
      new Map<number, string | null>([
        [seededId, seeded?.kpd ?? ""],
        [unclassified, null],
      ]),
    );
    expect(await kpdCodesOf(database.db, [])).toEqual(new Map());
  });

  it("reads inside the caller's transaction (an invoice's lines see the codes it sees)", async () => {
    const [row] = await database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const id = row?.id ?? 0;
    const inside = await database.db.transaction(async (tx) => {
      await tx.update(products).set({ kpdCode: "27.32.13" }).where(eq(products.id, id));
      return kpdCodesOf(tx, [id]);
    });
    expect(inside.get(id)).toBe("27.32.13");
  });
});
