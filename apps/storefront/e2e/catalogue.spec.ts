import type { ProductDetail } from "@dukan/contract";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";
import {
  applyFilters,
  cardPrices,
  euros,
  filterByPrice,
  openProduct,
  openSubcategory,
  pagination,
  productCards,
  resultCount,
  showPerPage,
  sortBy,
} from "./fixtures/catalogue.ts";

const ascending = (prices: number[]) =>
  prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
const descending = (prices: number[]) =>
  prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) >= p);

test("a shopper filters a category by price, sorts it, changes the page size and goes to the last page", async ({
  page,
}) => {
  const path = await openSubcategory(page);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(24);
  await expect(productCards(page)).toHaveCount(24);
  expect(ascending(await cardPrices(page))).toBe(true);

  await filterByPrice(page, "30", "45");
  await applyFilters(page);
  await expect(page).toHaveURL(/[?&]min_price=30(&|$)/);
  await expect(page).toHaveURL(/[?&]max_price=45(&|$)/);
  await expect
    .poll(async () => (await cardPrices(page)).every((p) => p >= 30 && p <= 45))
    .toBe(true);
  expect(await resultCount(page)).toBeLessThan(total);

  await sortBy(page, "Cijena: od najviše");
  await applyFilters(page);
  await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
  await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
  await expect(page.getByLabel("Cijena od (€)")).toHaveValue("30");

  // The back button brings the previous list and its form back.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price_desc/);
  await expect(page.getByLabel("Poredaj")).toHaveValue("price_asc");
  await page.goForward();
  await expect(page.getByLabel("Poredaj")).toHaveValue("price_desc");

  await page.goto(path);
  await showPerPage(page, 12);
  await applyFilters(page);
  await expect(page).toHaveURL(/[?&]per_page=12(&|$)/);
  await expect(productCards(page)).toHaveCount(12);
  const last = Math.ceil(total / 12);
  await pagination(page).getByRole("link", { name: "Zadnja stranica" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(page).toHaveURL(/[?&]per_page=12(&|$)/);
  await expect(pagination(page).getByRole("link", { name: `Stranica ${last}` })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(productCards(page)).toHaveCount(total - (last - 1) * 12);
  await expect(pagination(page).getByRole("link", { name: "Sljedeća stranica" })).toHaveCount(0);
  await pagination(page).getByRole("link", { name: "Prva stranica" }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(productCards(page)).toHaveCount(12);
});

test("filters that match nothing say so", async ({ page }) => {
  const path = await openSubcategory(page);
  await page.goto(`${path}?min_price=999999`);
  await expect(page.getByText("Nema rezultata za odabrane filtre")).toBeVisible();
  await expect(page.locator(".listing__count")).toHaveText(/^0 proizvoda/);
});

test("a product page shows everything a buyer needs and switches to its English twin", async ({
  page,
}) => {
  await openSubcategory(page);
  const listedName = await openProduct(page);

  await expect(
    page.getByRole("navigation", { name: "Putanja" }).getByRole("link", { name: "Početna" }),
  ).toBeVisible();
  await expect(page.getByText("Šifra", { exact: true })).toBeVisible();
  await expect(page.getByText("Komada u kartonu")).toBeVisible();
  await expect(page.locator(".product__facts .availability")).toHaveText(
    /^(Na zalihi|Malo na zalihi|Nema na zalihi)$/,
  );
  await expect(page.getByText(/^Vaša cijena:/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Specifikacije" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Opis" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Povezani proizvodi" })).toBeVisible();
  for (const name of [
    "Dodaj u košaricu",
    /^Dodaj cijeli karton/,
    "Dodaj na listu želja",
    "Usporedi",
    "Pošalji upit",
  ])
    await expect(
      page.getByRole("button", typeof name === "string" ? { name, exact: true } : { name }),
    ).toBeVisible();
  await expect(page.getByLabel("Količina")).toHaveValue("1");

  const [productLd, breadcrumbLd] = await structuredData(page);
  expect(productLd).toMatchObject({
    "@type": "Product",
    name: listedName,
    offers: { priceCurrency: "EUR" },
  });
  expect(productLd?.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(productLd?.offers.availability).toMatch(
    /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
  );
  expect(breadcrumbLd).toMatchObject({ "@type": "BreadcrumbList" });

  const croatianPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/en\/[^/]+\/[^/]+$/);
  expect(new URL(page.url()).pathname).not.toBe(`/en${croatianPath}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Item code", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByText(/^Your price:/)).toBeVisible();
  await expect(page).toHaveTitle(/\| Dućan$/);
});

test("the gallery moves by thumbnail and by arrow keys", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.pictures.length >= 3);
  await page.goto(`/${product.category.slug_hr}/${product.slug_hr}`);
  await hydrated(page);
  const strip = page.getByRole("region", { name: "Slike proizvoda" });
  const pictures = strip.getByRole("img");
  await expect(pictures).toHaveCount(product.pictures.length);
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
  await expect(pictures.first()).toHaveAttribute(
    "srcset",
    /\?w=320 320w, .*\?w=640 640w, .*\?w=800 800w/,
  );

  const thumb = (n: number) =>
    page.getByRole("button", { name: `Slika ${n} od ${product.pictures.length}` });
  await expect(thumb(1)).toHaveAttribute("aria-current", "true");
  await thumb(2).click();
  await expect(thumb(2)).toHaveAttribute("aria-current", "true");
  await expect
    .poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
    .toBe(1);
  await page.keyboard.press("ArrowRight");
  await expect(thumb(3)).toHaveAttribute("aria-current", "true");
  await expect(thumb(3)).toBeFocused();
  await strip.focus();
  await page.keyboard.press("Home");
  await expect(thumb(1)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
});

test("a product with a brochure links to a real PDF", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.brochure_url !== null);
  await page.goto(`/${product.category.slug_hr}/${product.slug_hr}`);
  const link = page.getByRole("link", { name: "Preuzmi brošuru (PDF)" });
  const href = (await link.getAttribute("href")) ?? "";
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a sale item shows its sale price, the lowest price of the 30 days before and the discount", async ({
  page,
}) => {
  await page.goto("/sale-items");
  await expect(page.getByRole("heading", { level: 1, name: "Akcijski proizvodi" })).toBeVisible();
  await openProduct(page);
  const lowest = page
    .getByRole("paragraph")
    .filter({ hasText: /^Najniža cijena u 30 dana prije popusta: \d/ });
  await expect(lowest).toBeVisible();
  const price = page.locator(".product__price .price--sale");
  await expect(price).toContainText(/Popust \d+ %/);
  const sale = euros((await price.textContent()) ?? "");
  const before = euros((await lowest.textContent()) ?? "");
  expect(sale).toBeLessThan(before);
  const percent = Number(/Popust (\d+) %/.exec((await price.textContent()) ?? "")?.[1]);
  expect(Math.abs(percent - ((before - sale) / before) * 100)).toBeLessThanOrEqual(1);
});

test("buttons that need an account send the visitor to log in and back; an inquiry goes to the contact page", async ({
  page,
}) => {
  await openSubcategory(page);
  await openProduct(page);
  const productPath = new URL(page.url()).pathname;
  const itemCode = (await page.locator(".product__facts dd").first().textContent()) ?? "";
  await page.getByLabel("Količina").fill("3");
  await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(productPath)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Prijava" })).toBeVisible();
  await page.goBack();
  await page.getByRole("button", { name: "Pošalji upit" }).click();
  await expect(page).toHaveURL(`/contact?product=${productPath.split("/").pop()}`);
  await expect(page.getByRole("heading", { name: "Upit za ponudu" })).toBeVisible();
  await expect(page.locator(".inquiry-product")).toContainText(itemCode);
});

test("category, product and search pages pass axe", async ({ page }) => {
  await openSubcategory(page);
  await expectNoAxeViolations(page);
  await openProduct(page);
  await expectNoAxeViolations(page);
  await page.goto("/rezultati-pretrazivanja?q=tipkovnica");
  await expect(productCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/en/search-results?q=keyboard&sort=name");
  await expect(productCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("listings have their own titles and descriptions in both languages", async ({ page }) => {
  const path = await openSubcategory(page);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(page).toHaveTitle(`${name} | Dućan`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${name} u Dućanu: \\d+ proizvod`),
  );
  await page.goto(`${path}?page=2`);
  await expect(page).toHaveTitle(`${name} – stranica 2 | Dućan`);
  await page.goto("/en/sale-items?page=2");
  await expect(page).toHaveTitle("Sale items – page 2 | Dućan");
  await page.goto("/en/search-results?q=mouse");
  await expect(page).toHaveTitle("Search results | “mouse” | Dućan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “mouse”");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
});

async function structuredData(
  page: Page,
): Promise<
  Array<{ "@type": string; offers: { price: string; availability: string } } | undefined>
> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((s) => JSON.parse(s));
}

/** A demo product with the wanted trait, found through the API (the demo catalogue is generated). */
async function findProduct(
  request: APIRequestContext,
  wanted: (p: ProductDetail) => boolean,
): Promise<ProductDetail> {
  const list = (await (await request.get("/api/products?per_page=48&sort=name")).json()) as {
    data: { slug_hr: string }[];
  };
  for (const { slug_hr } of list.data) {
    const { data } = (await (await request.get(`/api/products/${slug_hr}`)).json()) as {
      data: ProductDetail;
    };
    if (wanted(data)) return data;
  }
  throw new Error("no demo product fits");
}
