import { expect, test } from "@playwright/test";
import {
  applyFilters,
  cardPrices,
  filterByPrice,
  openProduct,
  openSubcategory,
  pagination,
  productCards,
  resultCount,
  sortBy,
} from "./fixtures/catalogue.ts";

test.use({ javaScriptEnabled: false });

test("the same listing works without JavaScript: filters, sorting and pages", async ({ page }) => {
  await openSubcategory(page);
  const total = await resultCount(page);
  await filterByPrice(page, "30", "60");
  await sortBy(page, "Cijena: od najviše");
  await applyFilters(page);
  await expect(page).toHaveURL(/[?&]min_price=30&max_price=60&/);
  await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p >= 30 && p <= 60)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const filtered = await resultCount(page);
  expect(filtered).toBeLessThan(total);

  await page.getByLabel("Po stranici").selectOption("12");
  await applyFilters(page);
  await expect(productCards(page)).toHaveCount(Math.min(12, filtered));
  if (filtered > 12) {
    await pagination(page).getByRole("link", { name: "Zadnja stranica" }).click();
    const last = Math.ceil(filtered / 12);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    await expect(page.getByLabel("Cijena od (€)")).toHaveValue("30");
    await expect(productCards(page)).toHaveCount(filtered - (last - 1) * 12);
  }
});

test("a product page without JavaScript: every picture, and forms that post", async ({ page }) => {
  await page.goto("/new-items");
  await openProduct(page);
  const path = new URL(page.url()).pathname;
  await expect(
    page.getByRole("region", { name: "Slike proizvoda" }).getByRole("img").first(),
  ).toBeVisible();
  await expect(page.locator(".gallery__thumbs")).toBeHidden();
  await page.getByRole("button", { name: "Dodaj na listu želja", exact: true }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
});

test("search results without JavaScript", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("searchbox", { name: "Search products" }).fill("keyboard");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search-results\?q=keyboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “keyboard”");
  await expect(productCards(page).first()).toBeVisible();
});
