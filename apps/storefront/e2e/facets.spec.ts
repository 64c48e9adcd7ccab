import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { openSubcategory, resultCount } from "./fixtures/catalogue.ts";

/** Issue 36: the listing's facets offer only what the result has, each value with its count. */

const facets = (page: Page, name = "Suzi odabir") => page.getByRole("navigation", { name });
const group = (page: Page, name: string, nav = "Suzi odabir") =>
  facets(page, nav).getByRole("group", { name });

/** "Kronos (12), 12 proizvoda" → 12. */
async function countOf(value: Locator): Promise<number> {
  const text = (await value.textContent()) ?? "";
  return Number(/\(([\d.,]+)\)/.exec(text)?.[1]?.replace(/[.,]/g, "") ?? Number.NaN);
}

/** Every value shown as a link counts some products; those counting none are plain text. */
async function expectNoEmptyLinks(page: Page, nav = "Suzi odabir"): Promise<void> {
  for (const link of await facets(page, nav).getByRole("link").all())
    expect(await countOf(link)).toBeGreaterThan(0);
  for (const value of await facets(page, nav).locator(".facet__value--empty").all())
    expect(await countOf(value)).toBe(0);
}

/** Follows a facet value and checks the listing then holds as many products as it said. */
async function choose(page: Page, value: Locator): Promise<number> {
  const count = await countOf(value);
  await value.click();
  await expect(page.locator(".listing__count")).toHaveText(new RegExp(`^${count} proizvod`));
  expect(await resultCount(page)).toBe(count);
  return count;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a shopper narrows a category by brand, price and stock, and every count is what the list then holds", async ({
      page,
    }) => {
      await openSubcategory(page);
      const total = await resultCount(page);
      await expectNoEmptyLinks(page);
      const brands = group(page, "Marka").getByRole("link");
      expect(await brands.count()).toBeGreaterThan(0);
      // Without a brand chosen the brands split the list.
      let sum = 0;
      for (const brand of await brands.all()) sum += await countOf(brand);
      expect(sum).toBe(total);

      await choose(page, brands.first());
      await expect(page).toHaveURL(/[?&]brand=[\w-]+/);
      const chosen = group(page, "Marka").locator("[aria-current]");
      await expect(chosen).toHaveCount(1);
      await expectNoEmptyLinks(page);

      await choose(page, group(page, "Cijena").getByRole("link").first());
      await expect(page).toHaveURL(/[?&]brand=[\w-]+/);
      await expect(page).toHaveURL(/[?&](min|max)_price=/);
      await expectNoEmptyLinks(page);

      const stock = group(page, "Dostupnost").locator(".facet__value");
      if ((await countOf(stock)) > 0) {
        await choose(page, stock);
        await expect(page).toHaveURL(/[?&]in_stock=1/);
        await expect(group(page, "Dostupnost").locator("[aria-current]")).toHaveCount(1);
      }
      await expectNoEmptyLinks(page);
      // axe-core needs scripts to run: the same server-rendered HTML is checked with them.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // The chosen brand's link takes it away again, the other filters kept.
      await group(page, "Marka").locator("[aria-current]").click();
      await expect(page).not.toHaveURL(/[?&]brand=/);
      await expect(page).toHaveURL(/[?&](min|max)_price=/);
    });

    test("the price form keeps the chosen brand, and a filter that leaves nothing offers no links to nothing", async ({
      page,
    }) => {
      const path = await openSubcategory(page);
      await choose(page, group(page, "Marka").getByRole("link").first());
      const brand = new URL(page.url()).searchParams.get("brand");
      await page.getByLabel("Cijena od (€)").fill("999999");
      await page.getByRole("button", { name: "Primijeni filtre" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand}(&|$)`));
      await expect(page.locator(".listing__count")).toHaveText(/^0 proizvoda/);
      // The chosen brand counts nothing under this price: plain text, as is the stock.
      await expect(group(page, "Marka").getByRole("link")).toHaveCount(0);
      await expect(group(page, "Dostupnost").getByRole("link")).toHaveCount(0);
      await expectNoEmptyLinks(page);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  });
}

test.describe("on a phone", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the products come first, the filters folded under one toggle that says how many are chosen (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      await page.goto("/misevi?brand=hexon");
      const toggle = page.locator(".refine summary");
      await expect(toggle).toHaveText(/^Filtri i poredak\s*1 odabrani filtar$/);
      await expect(page.getByLabel("Cijena od (€)")).toBeHidden();
      await expect(group(page, "Marka")).toBeHidden();
      // Only the count stands between the toggle and the first product.
      const folded = await toggle.boundingBox();
      const firstCard = await page.locator(".product-card").first().boundingBox();
      expect((firstCard?.y ?? Infinity) - ((folded?.y ?? 0) + (folded?.height ?? 0))).toBeLessThan(
        100,
      );

      await toggle.click();
      await page.getByLabel("Cijena od (€)").fill("30");
      await page.getByRole("button", { name: "Primijeni filtre" }).click();
      await expect(page).toHaveURL(/[?&]min_price=30(&|$)/);
      await expect(page.locator(".refine summary")).toHaveText(/2 odabrana filtra$/);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.goto("/en/mice");
      await expect(page.locator(".refine summary")).toHaveText("Filters and sorting");
      await context.close();
    });
  }
});

test("on a wide screen the filters are open, with no toggle", async ({ page }) => {
  await page.goto("/misevi");
  await expect(page.locator(".refine summary")).toBeHidden();
  await expect(page.getByLabel("Cijena od (€)")).toBeVisible();
  await expect(group(page, "Marka")).toBeVisible();
});

test("the facets in English, on the search results and the sale items", async ({ page }) => {
  await page.goto("/en/search-results?q=mouse");
  const nav = "Narrow down";
  await expect(group(page, "Brand", nav).getByRole("link").first()).toBeVisible();
  await expect(group(page, "Availability", nav)).toBeVisible();
  await expectNoEmptyLinks(page, nav);
  const link = group(page, "Price", nav).getByRole("link").first();
  const count = await countOf(link);
  await link.click();
  await expect(page.locator(".listing__count")).toHaveText(new RegExp(`^${count} products?`));
  await expect(page).toHaveURL(/[?&]q=mouse(&|$)/);
  await expectNoAxeViolations(page);

  await page.goto("/sale-items");
  await expectNoEmptyLinks(page);
  await choose(page, group(page, "Marka").getByRole("link").first());
});
