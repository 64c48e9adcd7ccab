import {
  ADMIN_PRODUCTS_COUNT_CAP,
  adminProductListSchema,
  adminProductSchema,
  apiErrorSchema,
  productDetailResponseSchema,
} from "@dukan/contract";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { runSaleSchedule } from "./admin-sale.ts";
import { categories, priceHistory, products, productScheduledSales } from "./schema.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let child: { id: number; parentId: number; slugHr: string };
let brandId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 30, now: new Date("2026-11-01T10:00:00Z") });
  const changes = createChangeFeed(database.pool);
  await changes.sync();
  api = createApi(database, { ...testApiOptions(), changes });
  const member = { email: "katalog@dukan.test", password: "Katalog-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
  const [sub] = await database.db
    .select({ id: categories.id, parentId: categories.parentId, slugHr: categories.slugHr })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!sub?.parentId) throw new Error("the demo catalogue has no subcategory");
  child = { id: sub.id, parentId: sub.parentId, slugHr: sub.slugHr };
  const [first] = await database.db.select({ brandId: products.brandId }).from(products).limit(1);
  brandId = first?.brandId ?? 0;
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

const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).error.fields;

let serial = 0;
/** A new product's body: every required field, unique codes and slugs. */
function newProduct(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name_hr: `Bežični miš Test ${serial}`,
    name_en: `Wireless mouse Test ${serial}`,
    slug_hr: `bezicni-mis-test-${serial}`,
    slug_en: `wireless-mouse-test-${serial}`,
    item_code: `TEST-${serial}`,
    brand_id: brandId,
    category_id: child.id,
    retail_price_cents: 2490,
    wholesale_price_cents: 1500,
    stock: 7,
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}) {
  const made = await call("POST", "/api/admin/products", newProduct(extra));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return adminProductSchema.parse(made.body);
}

describe("creating a product", () => {
  it("keeps every field in both languages, sanitises the descriptions, and the shop shows it", async () => {
    const specifications = [
      { name_hr: "Boja", name_en: "Colour", value_hr: "crna", value_en: "black" },
      { name_hr: "Težina", name_en: "Weight", value_hr: "80 g", value_en: "80 g" },
    ];
    const product = await create({
      description_hr:
        '<p onclick="steal()">Tihi <strong>klik</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><p style="display:none">skriveno</p>',
      description_en: "Quiet & light",
      specifications,
      ean: "4006381333931",
      mpn: "MX-TEST-1",
      warranty_months: 36,
      vat_rate: 13,
      units_per_carton: 10,
      new_until: "2099-01-01",
    });
    expect(product).toMatchObject({
      specifications,
      ean: "4006381333931",
      mpn: "MX-TEST-1",
      warranty_months: 36,
      vat_rate: 13,
      units_per_carton: 10,
      is_new: true,
      version: 1,
      description_en: "<p>Quiet &amp; light</p>",
    });
    expect(product.description_hr).not.toMatch(/script|onclick|javascript|style|steal/);
    expect(product.description_hr).toContain("<strong>klik</strong>");

    const visitor = await api.request(`/api/products/${product.slug_en}`);
    expect(visitor.status).toBe(200);
    const shown = productDetailResponseSchema.parse(await visitor.json()).data;
    expect(shown).toMatchObject({ id: product.id, specifications, vat_rate: 13 });
    const searched = await api.request(
      `/api/search/suggest?q=${encodeURIComponent("bezicni mis test")}`,
    );
    expect(JSON.stringify(await searched.json())).toContain(product.slug_hr);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(product.id))));
    expect(entry?.action).toBe("create");
    expect(entry?.changes).toMatchObject({ item_code: { before: null, after: product.item_code } });
  });

  it("refuses slugs of categories, pages of the shop and other products, bad EANs, unknown brands and categories, negative stock — by field, nothing made", async () => {
    const taken = await create();
    const before = await database.db.$count(products);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ slug_hr: child.slugHr }, { slug_hr: "slug_taken" }],
      [{ slug_en: "cart" }, { slug_en: "slug_reserved" }],
      [{ slug_hr: "en" }, { slug_hr: "slug_reserved" }],
      [{ slug_hr: taken.slug_en }, { slug_hr: "slug_taken" }],
      [{ slug_hr: "Velika Slova" }, { slug_hr: "slug" }],
      [{ ean: "4006381333932" }, { ean: "ean" }],
      [{ ean: taken.ean ?? "4006381333931" }, {}],
      [{ item_code: taken.item_code.toLowerCase() }, { item_code: "item_code_taken" }],
      [{ brand_id: 999_999 }, { brand_id: "unknown_brand" }],
      [{ category_id: 999_999 }, { category_id: "unknown_category" }],
      [{ stock: -1 }, { stock: "stock" }],
      [{ vat_rate: 10 }, { vat_rate: "vat_rate" }],
      [
        { sale_retail_price_cents: 1000, sale_wholesale_price_cents: null },
        { sale_wholesale_price_cents: "sale_prices" },
      ],
    ];
    for (const [extra, fields] of cases) {
      if (Object.keys(fields).length === 0) continue;
      const refused = await call("POST", "/api/admin/products", newProduct(extra), "en");
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(fieldsOf(refused.body) ?? {})).toEqual(Object.keys(fields));
    }
    const english = await call(
      "POST",
      "/api/admin/products",
      newProduct({ ean: "4006381333932" }),
      "en",
    );
    expect(fieldsOf(english.body)?.ean).toMatch(/check digit/);
    expect(await database.db.$count(products)).toBe(before);
  });
});

describe("changing a product", () => {
  it("keeps the old slug, which finds the product (the product page redirects 301), in both languages", async () => {
    const product = await create();
    const changed = await call("PATCH", `/api/admin/products/${product.id}`, {
      version: product.version,
      slug_hr: `${product.slug_hr}-novi`,
      slug_en: `${product.slug_en}-new`,
    });
    expect(changed.status).toBe(200);
    for (const old of [product.slug_hr, product.slug_en]) {
      const visitor = await api.request(`/api/products/${old}`);
      expect(visitor.status).toBe(200);
      const data = productDetailResponseSchema.parse(await visitor.json()).data;
      expect(data.slug_hr).toBe(`${product.slug_hr}-novi`);
    }
    const detail = adminProductSchema.parse(
      (await call("GET", `/api/admin/products/${product.id}`)).body,
    );
    expect(detail.old_slugs).toEqual([
      { language: "hr", slug: product.slug_hr },
      { language: "en", slug: product.slug_en },
    ]);
    // Another product cannot take the old slug while it sends visitors on.
    const refused = await call(
      "POST",
      "/api/admin/products",
      newProduct({ slug_hr: product.slug_hr }),
    );
    expect(fieldsOf(refused.body)).toEqual({ slug_hr: expect.any(String) });
  });

  it("refuses a stale version with 409 and writes nothing", async () => {
    const product = await create();
    expect(
      (await call("PATCH", `/api/admin/products/${product.id}`, { version: 1, stock: 3 })).status,
    ).toBe(200);
    const stale = await call("PATCH", `/api/admin/products/${product.id}`, {
      version: 1,
      stock: 9,
    });
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.body).error.code).toBe("version_conflict");
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(3);
  });

  it("keeps a regular price change in the price history, and a sale's Omnibus reference is the lowest price of the 30 days before it", async () => {
    const product = await create({ retail_price_cents: 10_000, wholesale_price_cents: 7_000 });
    await call("PATCH", `/api/admin/products/${product.id}`, { retail_price_cents: 9_000 });
    await call("PATCH", `/api/admin/products/${product.id}`, { retail_price_cents: 12_000 });
    const sale = await call("PATCH", `/api/admin/products/${product.id}`, {
      sale_retail_price_cents: 9_500,
      sale_wholesale_price_cents: 6_000,
    });
    const shown = productDetailResponseSchema.parse(sale.body).data;
    expect(shown).toMatchObject({ sale_price_cents: 9_500, lowest_price_30d_cents: 9_000 });
    const history = await database.db
      .select({ retail: priceHistory.retailPriceCents })
      .from(priceHistory)
      .where(eq(priceHistory.productId, product.id))
      .orderBy(asc(priceHistory.id));
    expect(history.map((h) => h.retail)).toEqual([10_000, 9_000, 12_000]);
    const [entry] = await database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, "update")))
      .orderBy(asc(auditLog.id))
      .limit(1);
    expect(entry?.changes).toEqual({ retail_price_cents: { before: 10_000, after: 9_000 } });
  });

  it("schedules a sale that starts later; the schedule starts it and ends it", async () => {
    const product = await create();
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const changed = await call("PATCH", `/api/admin/products/${product.id}`, {
      sale_retail_price_cents: 1990,
      sale_wholesale_price_cents: 1200,
      sale_starts_at: start,
      sale_ends_at: end,
    });
    expect(productDetailResponseSchema.parse(changed.body).data.sale_price_cents).toBeNull();
    await database.db
      .update(productScheduledSales)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(productScheduledSales.productId, product.id));
    await runSaleSchedule(database.db);
    let [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ saleRetailPriceCents: 1990, saleReferencePriceCents: 2490 });
    await database.db
      .update(products)
      .set({ saleEndsAt: sql`now() - interval '1 second'` })
      .where(eq(products.id, product.id));
    await runSaleSchedule(database.db);
    [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ saleRetailPriceCents: null, saleStartedAt: null });
  });
});

describe("the list", () => {
  const list = async (query: string) => {
    const answer = await call("GET", `/api/admin/products?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminProductListSchema.parse(answer.body);
  };

  it("searches names in both languages, item code, EAN and MPN", async () => {
    const product = await create({ ean: "5901234123457", mpn: "ZX-99-Q" });
    for (const q of [
      `Test ${serial}`,
      `mouse test ${serial}`,
      `bezicni mis test ${serial}`,
      product.item_code.toLowerCase(),
      "590123412",
      "zx-99",
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((p) => p.id),
        q,
      ).toContain(product.id);
    }
  });

  it("counts up to 1,000 and says when more match; a narrower filter counts exactly", async () => {
    const small = await list("perPage=5");
    expect(small).toMatchObject({ capped: false });
    expect(small.total).toBeLessThan(ADMIN_PRODUCTS_COUNT_CAP);
    const [model] = await database.db.select().from(products).limit(1);
    if (!model) throw new Error("no product");
    const { id: _id, ...copied } = model;
    const added = await database.db
      .insert(products)
      .values(
        Array.from({ length: ADMIN_PRODUCTS_COUNT_CAP }, (_, n) => ({
          ...copied,
          itemCode: `CAP-${n}`,
          slugHr: `cap-${n}`,
          slugEn: `cap-en-${n}`,
          ean: null,
          mpn: null,
        })),
      )
      .returning({ id: products.id });
    try {
      const all = await list("perPage=25&page=2");
      expect(all).toMatchObject({ total: ADMIN_PRODUCTS_COUNT_CAP, capped: true });
      expect(all.data).toHaveLength(25);
      const codes = await list("q=cap-99&perPage=25");
      expect(codes).toMatchObject({ total: 11, capped: false });
    } finally {
      await database.db.delete(products).where(
        inArray(
          products.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it("filters by category with its subcategories, brand, no EAN, on sale, active", async () => {
    const product = await create({ active: false });
    const byParent = await list(`categoryId=${child.parentId}&perPage=100`);
    expect(byParent.data.map((p) => p.id)).toContain(product.id);
    expect((await list(`active=false&perPage=100`)).data.map((p) => p.id)).toContain(product.id);
    expect(
      (await list(`noEan=true&brandId=${brandId}&perPage=100`)).data.every(
        (p) => p.ean === null && p.brand_id === brandId,
      ),
    ).toBe(true);
    const onSale = await list("onSale=true&perPage=100");
    expect(onSale.data.every((p) => p.sale_retail_price_cents !== null)).toBe(true);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(isNull(products.saleRetailPriceCents));
    expect((await list("onSale=false")).total).toBe(n);
  });

  it("sorts by the name in either language, as the staff read it", async () => {
    const byName = async (column: "name_hr" | "name_en") =>
      (await list(`sort=${column}&order=ASC&perPage=50`)).data.map((p) => p.id);
    // Each language's reader's order (Croatian: č after c, š after s; numbers by value), ties by id.
    const rows = await database.db
      .select({
        id: products.id,
        hr: products.nameHr,
        en: products.nameEn,
        category: products.categoryId,
      })
      .from(products);
    const readers = {
      hr: new Intl.Collator("hr", { numeric: true }),
      en: new Intl.Collator("en", { numeric: true }),
    };
    const ordered = (language: "hr" | "en", of = rows) =>
      [...of]
        .sort((a, b) => readers[language].compare(a[language], b[language]) || a.id - b.id)
        .map((row) => row.id);
    const [croatian, english] = [await byName("name_hr"), await byName("name_en")];
    expect(croatian).toEqual(ordered("hr").slice(0, 50));
    expect(english).toEqual(ordered("en").slice(0, 50));
    expect(english).not.toEqual(croatian);

    // A category with its subcategories, by name: the same order among its products only.
    const all = await database.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories);
    const tree = [child.parentId];
    for (const id of tree) tree.push(...all.filter((c) => c.parentId === id).map((c) => c.id));
    const inCategory = (
      await list(`categoryId=${child.parentId}&sort=name_hr&order=DESC&perPage=3&page=2`)
    ).data.map((p) => p.id);
    const expected = ordered(
      "hr",
      rows.filter((row) => tree.includes(row.category)),
    )
      .reverse()
      .slice(3, 6);
    expect(expected.length).toBeGreaterThan(0);
    expect(inCategory).toEqual(expected);
  });
});

describe("bulk actions", () => {
  it("set a sale by percent, move and deactivate in one transaction, one audit entry per product", async () => {
    const a = await create({ retail_price_cents: 10_000, wholesale_price_cents: 8_000 });
    const b = await create();
    const sale = await call("POST", "/api/admin/products/bulk", {
      action: "set-sale",
      ids: [a.id, b.id],
      percent: 20,
    });
    expect(sale.body).toEqual({ changed: 2 });
    const [row] = await database.db.select().from(products).where(eq(products.id, a.id));
    expect(row).toMatchObject({ saleRetailPriceCents: 8_000, saleWholesalePriceCents: 6_400 });
    const moved = await call("POST", "/api/admin/products/bulk", {
      action: "move-to-category",
      ids: [a.id, b.id],
      categoryId: child.parentId,
    });
    expect(moved.body).toEqual({ changed: 2 });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "bulk.move-to-category"));
    expect(entries.map((e) => e.entityId).sort()).toEqual([String(a.id), String(b.id)].sort());
    expect(entries[0]?.changes).toEqual({
      category_id: { before: child.id, after: child.parentId },
    });
    const refused = await call("POST", "/api/admin/products/bulk", {
      action: "deactivate",
      ids: [a.id, 999_999],
    });
    expect(refused.status).toBe(400);
    const [still] = await database.db.select().from(products).where(eq(products.id, a.id));
    expect(still?.active).toBe(true);
  });

  it("refuses a sale of 150 % naming the limits, and schedules one from its start", async () => {
    const a = await create();
    const tooMuch = await call(
      "POST",
      "/api/admin/products/bulk",
      { action: "set-sale", ids: [a.id], percent: 150 },
      "en",
    );
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch.body)?.percent).toBe(
      "Give the discount as a whole number of per cent, from 1 to 90",
    );
    // A month from today at 08:00 UTC: in the future whenever the test runs.
    const day = 86_400_000;
    const startsAt = new Date(
      (Math.floor(Date.now() / day) + 30) * day + 8 * 3_600_000,
    ).toISOString();
    const scheduled = await call("POST", "/api/admin/products/bulk", {
      action: "set-sale",
      ids: [a.id],
      percent: 10,
      startsAt,
    });
    expect(scheduled.body).toEqual({ changed: 1 });
    // Waiting for its start, the product names it.
    const read = (await call("GET", `/api/admin/products/${a.id}`)).body as {
      sale_starts_at: string | null;
    };
    expect(read.sale_starts_at).toBe(startsAt);
  });
});
