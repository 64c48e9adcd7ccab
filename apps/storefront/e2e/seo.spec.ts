import { expect, test } from "@playwright/test";

test("robots.txt points crawlers at the sitemap and keeps them out of the API, not the pictures", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain("Allow: /api/media/");
});

test("the sitemap index lists paged sitemaps whose addresses name their language twins", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  for (const file of ["static", "categories", "products-1"]) expect(index).toContain(`/sitemap/${file}.xml</loc>`);
  const products = await request.get("/sitemap/products-1.xml");
  expect(products.headers()["content-type"]).toContain("application/xml");
  const xml = await products.text();
  const first = /<url><loc>([^<]+)<\/loc>.*?hreflang="en" href="([^"]+)"/.exec(xml);
  expect(first?.[2]).toContain("/en/");
  const page = await request.get(new URL(first?.[1] ?? "/").pathname);
  expect(page.status()).toBe(200);
  expect((await request.get("/sitemap/products-999.xml")).status()).toBe(404);
});
