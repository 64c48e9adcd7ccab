import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";

test("the home page shows the demo catalogue and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Kategorije" }).getByRole("link").first(),
  ).toBeVisible();
  expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
  await expect(page.getByText("Ponedjeljak – petak: 7:00 – 19:00")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the English home page passes axe", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByText("Monday – Friday: 7:00 – 19:00")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the language switch lands on the twin page and back", async ({ page }) => {
  await page.goto("/kolacici");
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/en\/cookies$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: /^Hrvatski/ }).click();
  await expect(page).toHaveURL(/\/kolacici$/);
});

test("a category and a product have twin pages in the other language", async ({ page }) => {
  await page.goto("/");
  const categoryLink = page
    .getByRole("navigation", { name: "Kategorije" })
    .getByRole("link")
    .first();
  const categoryPath = await categoryLink.getAttribute("href");
  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  await page.locator(".product-card a").first().click();
  await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/[^/]+\/[^/]+$/);
  await expect(page.locator(".product h1")).toBeVisible();
  const productPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/en\/[^/]+\/[^/]+$/);
  expect(new URL(page.url()).pathname).not.toBe(`/en${productPath}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: /^Hrvatski/ }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
});

test("an unknown path shows the not-found page with status 404 and a way home", async ({
  page,
}) => {
  const croatian = await page.goto("/ova-stranica-ne-postoji/ni-ova/ni-ova");
  expect(croatian?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Ova stranica nije pronađena" })).toBeVisible();
  const english = await page.goto("/en/no-such-category");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Go back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("an unknown product in a known category is a 404", async ({ page, request }) => {
  await page.goto("/");
  const href = await page
    .getByRole("navigation", { name: "Kategorije" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  const response = await request.get(`${href}/nema-takvog-proizvoda`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Ova stranica nije pronađena");
});

test("every page names its language alternates", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator('link[rel="alternate"][hreflang="hr"]')).toHaveAttribute(
    "href",
    /\/about$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/about$/,
  );
});

test("the chosen language is remembered in a cookie for a year, once the visitor allows preference cookies", async ({
  page,
  context,
}) => {
  await page.goto("/en/about");
  // A preference (docs/decisions/015-cookie-consent.md): not before the visitor allows it.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("i18n_lang");
  await page
    .getByRole("region", { name: "Cookie notice" })
    .getByRole("button", { name: "Accept all" })
    .click();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_lang");
  expect(cookie?.value).toBe("en");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
});

test("pages linked on screen are prefetched when the browser is idle, each page once", async ({
  page,
}) => {
  await page.goto("/");
  // Links come alive (and prefetch) once the visitor has interacted with the page.
  await hydrated(page);
  await page.getByRole("navigation", { name: "Kategorije" }).getByRole("link").first().click();
  await expect(page.locator(".product-card").first()).toBeVisible();
  const prefetched = page.locator('link[rel="prefetch"][href*=".data"]');
  await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
  const hrefs = await prefetched.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test("a lost connection is told; the page stays as served until the connection is back", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await context.setOffline(true);
  await expect(
    page.getByRole("status").filter({ hasText: "Niste povezani s internetom." }),
  ).toBeVisible();
  // The first interaction, offline: the header's code cannot come, so nothing replaces the page.
  await page.mouse.move(5, 5);
  await page.mouse.move(6, 6);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".error-page")).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Ponovno ste povezani." })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Pretraži proizvode" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a new page starts at the top, a #anchor is scrolled to, and back returns to the place left", async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto("/");
  await hydrated(page);
  // At the foot of the page, where the link to click is.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await scrollY();
  expect(bottom).toBeGreaterThan(500);

  await page.locator("footer.site-footer").getByRole("link", { name: "Kolačići" }).click();
  await expect(page).toHaveURL(/\/kolacici$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kolačići" })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(scrollY).toBe(bottom);

  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/kolacici"),
  );
  await expect.poll(scrollY).toBe(0);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/#home-sale"),
  );
  await expect(page.locator("#home-sale")).toBeInViewport();
  expect(await scrollY()).toBeGreaterThan(0);
});
