import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminBrandLogoSchema, adminBrochureSchema } from "@dukan/contract";
import { asc, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { brands, products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { seedDemoAccounts } from "../demo/accounts.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { diskStorage } from "./disk-storage.ts";
import { testPdf, testPicture, uploadForm } from "./fixtures.testing.ts";

const folder = mkdtempSync(join(tmpdir(), "dukan-documents-"));
let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 12, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, { ...testApiOptions(), media: diskStorage(folder) });
  const member = { email: "brosure@dukan.test", password: "Brosure-Kataloga-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const put = (path: string, bytes: Uint8Array, name: string) =>
  api.request(path, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: uploadForm("file", [{ bytes, name }]),
  });
const remove = (path: string) =>
  api.request(path, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
const fieldOf = async (response: Response) =>
  ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields?.file;

describe("a product's brochure", () => {
  it("serves the uploaded PDF at the product's brochure link; removing it brings the generated one back", async () => {
    const [product] = await database.db
      .select({ id: products.id, itemCode: products.itemCode, url: products.brochureUrl })
      .from(products)
      .where(isNotNull(products.brochureUrl))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product?.url) throw new Error("no demo product with a brochure");
    const path = `/api/admin/products/${product.id}/brochure`;
    const uploaded = await put(path, testPdf(), "brosura.pdf");
    expect(uploaded.status).toBe(200);
    const { data } = adminBrochureSchema.parse(await uploaded.json());
    expect(data.uploaded).toBe(true);
    const served = await api.request(data.brochure_url ?? "");
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(testPdf());
    // The generated brochure's old address leads to the uploaded one.
    const old = await api.request(product.url);
    expect([old.status, old.headers.get("location")]).toEqual([302, data.brochure_url]);

    const removed = adminBrochureSchema.parse(await (await remove(path)).json()).data;
    expect(removed).toEqual({ brochure_url: product.url, uploaded: false });
    expect((await api.request(data.brochure_url ?? "")).status).toBe(404);
    expect((await api.request(product.url)).headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses a file that is no PDF by its bytes, and an empty one", async () => {
    const path = `/api/admin/products/1/brochure`;
    const jpeg = await put(path, await testPicture(10, 10), "brosura.pdf");
    expect(jpeg.status).toBe(400);
    expect(await fieldOf(jpeg)).toMatch(/must be a PDF/);
    expect(await fieldOf(await put(path, new Uint8Array(), "prazno.pdf"))).toMatch(/empty/);
  });
});

describe("a brand's logo", () => {
  it("keeps a PNG at most 400 × 200 px and removes it again", async () => {
    const [brand] = await database.db.select({ id: brands.id }).from(brands).limit(1);
    if (!brand) throw new Error("no brand");
    const path = `/api/admin/brands/${brand.id}/logo`;
    const response = await put(path, await testPicture(1200, 300), "logo.jpg");
    expect(response.status).toBe(200);
    const { data } = adminBrandLogoSchema.parse(await response.json());
    const logo = await api.request(data.logo_url ?? "");
    expect(logo.headers.get("content-type")).toBe("image/png");
    const size = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 400, 100]);
    const [row] = await database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.logoUrl).toBe(data.logo_url);

    expect(adminBrandLogoSchema.parse(await (await remove(path)).json()).data.logo_url).toBeNull();
    expect((await api.request(data.logo_url ?? "")).status).toBe(404);
  });

  it("refuses an SVG, a PDF named .png and a file over 5 MB", async () => {
    const path = `/api/admin/brands/1/logo`;
    const svg = await put(
      path,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>1</script></svg>"),
      "logo.svg",
    );
    expect(await fieldOf(svg)).toMatch(/SVG/);
    expect(await fieldOf(await put(path, testPdf(), "logo.png"))).toMatch(
      /not a JPEG, PNG or WebP/,
    );
    const big = await put(path, new Uint8Array(6 * 1024 * 1024), "logo.png");
    expect(big.status).toBe(413);
  });
});
