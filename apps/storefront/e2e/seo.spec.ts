import { expect, test } from "@playwright/test";
import { pick } from "./fixtures/cart.ts";

test("robots.txt points crawlers at the sitemap and keeps them out of the API, not the pictures", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain("Allow: /api/media/");
});

test("the sitemap index lists paged sitemaps whose addresses name their language twins", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap.xml")).text();
  for (const file of ["static", "categories", "products-1"])
    expect(index).toContain(`/sitemap/${file}.xml</loc>`);
  const products = await request.get("/sitemap/products-1.xml");
  expect(products.headers()["content-type"]).toContain("application/xml");
  const xml = await products.text();
  const first = /<url><loc>([^<]+)<\/loc>.*?hreflang="en" href="([^"]+)"/.exec(xml);
  expect(first?.[2]).toContain("/en/");
  const page = await request.get(new URL(first?.[1] ?? "/").pathname);
  expect(page.status()).toBe(200);
  expect((await request.get("/sitemap/products-999.xml")).status()).toBe(404);
});

test("a listing's second page is its own canonical, without its filters, and its language twins follow", async ({
  page,
  request,
}) => {
  const product = await pick(request, "in_stock");
  const { slug_hr: hr, slug_en: en } = product.category;
  const listed = (await (await request.get(`/api/products?category=${hr}&per_page=1`)).json()) as {
    meta: { total: number };
  };
  // The first product's category, or the new items, whichever has a second page of 24.
  const [path, twin] =
    listed.meta.total > 24 ? [`/${hr}`, `/en/${en}`] : ["/new-items", "/en/new-items"];
  await page.goto(`${path}?sort=price_desc&page=2&per_page=24`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`[^/]${escape(path)}\\?page=2$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="hr"]')).toHaveAttribute(
    "href",
    new RegExp(`[^/]${escape(path)}\\?page=2$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`${escape(twin)}\\?page=2$`),
  );

  // The first page stays the plain address, whatever its sort.
  await page.goto(`${path}?sort=price_desc`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`[^/]${escape(path)}$`),
  );
});

const escape = (text: string) => text.replace(/[/.*+?^${}()|[\]\\]/g, "\\$&");
