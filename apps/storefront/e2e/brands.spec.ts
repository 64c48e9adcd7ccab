import { type APIRequestContext, expect, test } from "@playwright/test";
import type { AdminBrand, Brand } from "@dukan/contract";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// Browsing by brand (issue 36 item 1): the brands index, a brand's page with its listing, the
// product page's brand link, the language twins and JSON-LD, and a staff change seen at once.

async function brandsWithProducts(request: APIRequestContext) {
  const answer = await request.get("/api/brands");
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Brand[] }).data.filter((b) => b.product_count > 0);
}

test("a shopper goes from the menu's brands to a brand's page and its products, in both languages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [brand] = await brandsWithProducts(page.request);
  if (!brand) throw new Error("no brand with products");

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Kategorije" })
    .getByRole("link", { name: "Marke", exact: true })
    .click();
  await expect(page).toHaveURL("/marke");
  await expect(page.getByRole("heading", { level: 1, name: "Marke" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: new RegExp(`^${brand.name}`) }).click();
  await expect(page).toHaveURL(`/marke/${brand.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
  await expect(page.locator(".listing__count")).toContainText(String(brand.product_count));
  await expect(page.getByRole("navigation", { name: "Putanja" })).toContainText("Marke");
  // The brand is the page: no brand facet to choose another.
  await expect(page.locator("#facet-brand")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // JSON-LD names the brand; the language twins point at each other.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => JSON.parse(text) as { "@type": string; name?: string })).toContainEqual(
    expect.objectContaining({ "@type": "Brand", name: brand.name }),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/brands/${brand.slug}$`),
  );

  // A product of the brand names it with a link back to this page.
  await page.locator(".product-card a").first().click();
  await expect(page.locator(".product__brand")).toContainText(brand.name);
  await page.locator(".product__brand a").click();
  await expect(page).toHaveURL(`/marke/${brand.slug}`);

  // A card in a search's results names its brand, a link to the brand's page.
  await page.goto(`/en/search-results?brand=${brand.slug}`);
  await page
    .locator(".product-card__brand")
    .first()
    .getByRole("link", { name: brand.name })
    .click();
  await expect(page).toHaveURL(`/en/brands/${brand.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Brands");
  await expect(page).toHaveTitle(new RegExp(brand.name));
  await expectNoAxeViolations(page);

  expect((await page.request.get("/marke/ne-postoji-xyz")).status()).toBe(404);
  expect((await page.request.get("/en/brands/%3Cscript%3E")).status()).toBe(404);
});

test("a brand's warranty changed by the staff is on its page at once, and the sitemap lists the brands", async ({
  page,
  request,
}) => {
  const token = await staffToken(request, demoStaff.catalogue);
  const headers = { authorization: `Bearer ${token}` };
  // The last brand: the categories walk (admin-categories.spec.ts) changes the first one's warranty.
  const brand = (await brandsWithProducts(request)).at(-1);
  if (!brand) throw new Error("no brand with products");
  await page.goto(`/marke/${brand.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();

  const read = await request.get(`/api/admin/brands/${brand.id}`, { headers });
  const before = (await read.json()) as AdminBrand;
  const months = before.warrantyMonths === 27 ? 29 : 27;
  const changed = await request.patch(`/api/admin/brands/${brand.id}`, {
    headers,
    data: { version: before.version, warrantyMonths: months },
  });
  expect(changed.status()).toBe(200);
  await page.goto(`/marke/${brand.slug}`);
  await expect(page.locator(".brand-intro__warranty")).toHaveText(
    `Jamstvo proizvođača: ${months} mjeseci`,
  );

  const sitemap = await (await request.get("/sitemap/brands.xml")).text();
  expect(sitemap).toContain(`/marke/${brand.slug}</loc>`);
  expect(sitemap).toContain(`hreflang="en" href="http://127.0.0.1`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a brand's page filters by stock and pages with plain links", async ({ page }) => {
    const brands = await brandsWithProducts(page.request);
    const brand = brands.find((b) => b.product_count > 24) ?? brands[0];
    if (!brand) throw new Error("no brand with products");
    await page.goto(`/marke/${brand.slug}?brand=some-other-brand`);
    // The address cannot turn the page into another brand's.
    await expect(page.locator(".listing__count")).toContainText(String(brand.product_count));
    const inStock = page.locator("#facet-stock a").first();
    if ((await inStock.count()) > 0) {
      await inStock.click();
      await expect(page).toHaveURL(/in_stock=1/);
      await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
    }
  });
});
