import { testApiOptions } from "../testing/api.ts";
import {
  apiErrorSchema,
  brandDetailResponseSchema,
  brandListResponseSchema,
  categoryTreeResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  sitemapProductsResponseSchema,
} from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 600, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
});
afterAll(async () => {
  await database?.close();
});

async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await api.request(path);
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}
const list = (query: string) => get(`/api/products?${query}`, productListResponseSchema);
const yours = (p: { your_price_cents: number }) => p.your_price_cents;

describe(`catalogue API on ${testDatabaseKind}`, () => {
  it("filters by price range in euros, on the price the shopper pays", async () => {
    const { data, meta } = await list("min_price=10&max_price=20,50&per_page=96");
    expect(meta.total).toBeGreaterThan(0);
    for (const p of data) {
      expect(yours(p)).toBeGreaterThanOrEqual(1000);
      expect(yours(p)).toBeLessThanOrEqual(2050);
    }
  });

  it("sorts by price both ways and by name", async () => {
    const up = (await list("sort=price_asc&per_page=48")).data.map(yours);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list("sort=price_desc&per_page=48")).data.map(yours);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await list("sort=name&per_page=48&lang=en")).data.map((p) => p.name_en);
    // As an English reader orders them: "iPhone 13 mini" before "iPhone 13 Pro", not after "Pro Max".
    const english = new Intl.Collator("en", { numeric: true });
    expect(names).toEqual([...names].sort(english.compare));
  });

  it("keeps only what is asked: new, on sale, in stock, a brand", async () => {
    for (const p of (await list("new=1&per_page=96")).data) expect(p.is_new).toBe(true);
    for (const p of (await list("in_stock=1&per_page=96")).data)
      expect(p.availability).not.toBe("out_of_stock");
    const sale = (await list("sale=1&per_page=96")).data;
    expect(sale.length).toBeGreaterThan(0);
    for (const p of sale) {
      expect(p.sale_price_cents).not.toBeNull();
      expect(p.lowest_price_30d_cents).not.toBeNull();
      expect(p.discount_percent).toBe(
        Math.max(
          0,
          Math.floor(
            (((p.lowest_price_30d_cents ?? 0) - (p.sale_price_cents ?? 0)) * 100) /
              (p.lowest_price_30d_cents ?? 1) +
              0.5,
          ),
        ),
      );
    }
    const [brand] = (await get("/api/brands", brandListResponseSchema)).data.filter(
      (b) => b.product_count > 0,
    );
    if (!brand) throw new Error("no brand");
    const byBrand = await list(`brand=${brand.slug}&per_page=96`);
    expect(byBrand.meta.total).toBe(brand.product_count);
    for (const p of byBrand.data) expect(p.brand.slug).toBe(brand.slug);
  });

  it("answers a brand's page by its slug, with what the index says of it, and 404 for none", async () => {
    const listed = (await get("/api/brands", brandListResponseSchema)).data;
    const brand = listed.find((b) => b.product_count > 0);
    if (!brand) throw new Error("no brand");
    const { data } = await get(`/api/brands/${brand.slug}`, brandDetailResponseSchema);
    expect(data).toMatchObject(brand);
    expect(typeof data.description_hr).toBe("string");
    // The demo brands carry their warranty (the warranty page's table), which the brand page shows.
    for (const [slug, months] of [
      ["ducan-essentials", 36],
      ["kronos-gaming", 24],
    ] as const) {
      const shown = await get(`/api/brands/${slug}`, brandDetailResponseSchema);
      expect(shown.data.warranty_months, slug).toBe(months);
    }
    const response = await api.request(`/api/brands/${brand.slug}`);
    expect(response.headers.get("surrogate-key")).toBe("products");
    for (const slug of ["ne-postoji-xyz", "%3Cscript%3E", "x".repeat(500)]) {
      const missing = await api.request(`/api/brands/${slug}`);
      expect(missing.status, slug).toBeGreaterThanOrEqual(400);
      expect(missing.status, slug).toBeLessThan(500);
      apiErrorSchema.parse(await missing.json());
    }
  });

  it("pages with meta, and answers the last page for a page past it", async () => {
    const first = await list("per_page=12");
    expect(first.meta).toMatchObject({
      page: 1,
      per_page: 12,
      last_page: Math.ceil(first.meta.total / 12),
    });
    const beyond = await list("per_page=12&page=99999");
    expect(beyond.meta.page).toBe(first.meta.last_page);
    expect(beyond.data.length).toBeGreaterThan(0);
  });

  it("orders a category with its subcategories as one list, page after page, with filters", async () => {
    const tree = (await get("/api/categories", categoryTreeResponseSchema)).data;
    const root = tree.find((c) => c.children.some((child) => child.children.length > 0)) ?? tree[0];
    if (!root) throw new Error("no category");
    const subtree: number[] = [];
    const walk = (node: (typeof tree)[number]) => {
      subtree.push(node.id);
      node.children.forEach(walk);
    };
    walk(root);
    expect(subtree.length).toBeGreaterThan(3);
    const [brand] = (await list(`category=${root.slug_hr}&per_page=96`)).data.map((p) => p.brand);
    if (!brand) throw new Error("no product in the category");
    for (const [sort, order] of [
      ["price_asc", "coalesce(sale_retail_price_cents, retail_price_cents), id"],
      ["price_desc", "coalesce(sale_retail_price_cents, retail_price_cents) desc, id desc"],
      ["newest", "created_at desc, id desc"],
    ] as const) {
      for (const [filter, condition] of [
        ["", "true"],
        [
          "&in_stock=1&min_price=5",
          "stock > 0 and coalesce(sale_retail_price_cents, retail_price_cents) >= 500",
        ],
        [`&brand=${brand.slug}`, `brand_id = ${brand.id}`],
      ] as const) {
        const expected = await database.pool.query<{ id: number }>(
          `select id from products where active and category_id = any($1) and ${condition} order by ${order} limit 36`,
          [subtree],
        );
        const pages = [];
        for (const page of [1, 2, 3])
          pages.push(
            ...(
              await list(`category=${root.slug_en}&sort=${sort}&per_page=12&page=${page}${filter}`)
            ).data,
          );
        expect(
          pages.map((p) => p.id),
          `${sort}${filter}`,
        ).toEqual(expected.rows.map((r) => r.id).slice(0, pages.length));
        expect(pages.length, `${sort}${filter}`).toBe(Math.min(36, expected.rows.length));
      }
    }
  });

  it("reads a listing asked anew with one query once categories and the total are in memory", async () => {
    const path = "/api/products?category=gaming-oprema&sort=price_asc";
    const fresh = { headers: { "cache-control": "no-cache" } };
    expect((await api.request(path, fresh)).status).toBe(200);
    const query = vi.spyOn(database.pool, "query");
    try {
      for (let i = 0; i < 3; i++) expect((await api.request(path, fresh)).status).toBe(200);
      expect(query).toHaveBeenCalledTimes(3);
    } finally {
      query.mockRestore();
    }
  });

  it("refuses an unreadable price or sort with the field named in the asked language", async () => {
    const response = await api.request("/api/products?min_price=abc&sort=drop%20table", {
      headers: { "accept-language": "en" },
    });
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["min_price", "sort"]);
    expect(body.error.fields?.min_price).toBe("Enter a price in euros, for example 12.50");
    const croatian = apiErrorSchema.parse(
      await (await api.request("/api/products?max_price=x&lang=hr")).json(),
    );
    expect(croatian.error.fields?.max_price).toBe("Unesite cijenu u eurima, na primjer 12,50");
  });

  it("never fails on odd search input", async () => {
    for (const q of ["%", "_", "'", "\\", "a".repeat(2000), "100%_off"]) {
      const response = await api.request(`/api/products?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
  });

  it("gives a product's detail with units per carton, EAN and part number, availability and a brochure that is a PDF", async () => {
    const { data } = await list("per_page=96");
    let withBrochure: z.infer<typeof productDetailResponseSchema>["data"] | undefined;
    for (const p of data) {
      const detail = (await get(`/api/products/${p.slug_en}`, productDetailResponseSchema)).data;
      expect(detail.units_per_carton).toBeGreaterThan(0);
      expect(detail.ean).toMatch(/^\d{13}$/);
      expect(detail.mpn).toMatch(/^[A-Z0-9-]+$/);
      if (detail.brochure_url) {
        withBrochure = detail;
        break;
      }
    }
    if (!withBrochure?.brochure_url) throw new Error("no product with a brochure");
    const pdf = await api.request(withBrochure.brochure_url);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("lists every active product for the sitemap", async () => {
    const page = await get("/api/sitemap/products?page=1", sitemapProductsResponseSchema);
    const all = await list("per_page=12");
    expect(page.meta.total).toBe(all.meta.total);
    expect(page.data[0]?.category_slug_en).toBeTruthy();
    // The sitemap index asks for a page past the last: no products, the same count.
    const past = await get("/api/sitemap/products?page=10000", sitemapProductsResponseSchema);
    expect(past.data).toEqual([]);
    expect(past.meta.last_page).toBe(page.meta.last_page);
    expect(past.meta.total).toBe(page.meta.total);
  });

  it("describes itself as OpenAPI", async () => {
    const response = await api.request("/api/openapi.json");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/products",
        "/api/search/suggest",
        "/api/products/{slug}",
        "/api/login",
        "/api/me",
        "/api/password/reset",
      ]),
    );
    expect((await api.request("/api/docs")).headers.get("content-type")).toContain("text/html");
  });
});
