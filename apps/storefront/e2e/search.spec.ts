import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";
import { productCards } from "./fixtures/catalogue.ts";

function searchBox(page: Page, name = "Pretraži proizvode") {
  return page.getByRole("combobox", { name });
}

test("a search with a typo still finds keyboards", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await searchBox(page).fill("tipkovnca");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/rezultati-pretrazivanja\?q=tipkovnca$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Rezultati pretraživanja za „tipkovnca“",
  );
  await expect(productCards(page).first()).toBeVisible();
  await expect(productCards(page).first().getByRole("heading")).toContainText(/tipkovnica/i);

  // A search that finds nothing says what to try and how to ask the shop, with no filters to set.
  await page.goto("/rezultati-pretrazivanja?q=qxqzvw");
  await expect(page.getByText("Za „qxqzvw“ nismo pronašli nijedan proizvod.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Savjeti za pretraživanje" })).toBeVisible();
  await expect(page.getByRole("link", { name: "pošaljite nam upit" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("button", { name: "Primijeni filtre" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/en/search-results?q=qxqzvw");
  await expect(page.getByText("We found no products for “qxqzvw”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "send us an inquiry" })).toHaveAttribute(
    "href",
    "/en/contact",
  );
});

test("the suggestion box works by keyboard", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // Hold the answers until "Loading..." has been seen, so the test does not race the server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/search\/suggest\?/, async (route) => {
    await held;
    await route.continue();
  });
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially("tipk");
  await expect(page.getByRole("status").filter({ hasText: "Učitavanje..." })).toBeVisible();
  release();
  const listbox = page.getByRole("listbox", { name: "Prijedlozi" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", "search-suggestions");
  await expect(listbox.getByRole("group", { name: "Proizvodi" })).toBeVisible();
  await expect(listbox.getByRole("group", { name: "Kategorije" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(box).toBeFocused();

  await box.press("ArrowDown");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await first.getAttribute("id")) ?? "",
  );
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await box.press("ArrowDown");
  const chosen =
    (await listbox.getByRole("option", { selected: true }).locator("span").first().textContent()) ??
    "";
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  await expect(page.locator(".product")).toBeVisible();
});

test("what is typed before the page's scripts have woken is suggested for", async ({ page }) => {
  // The header's code (the frame's chunk) is held until the typing is done, so all of it happens before the scripts wake.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/frame-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // Until the visitor's first interaction the header is the server's HTML: a plain search field.
  const field = page.locator("#site-search");
  await expect(field).not.toHaveAttribute("role", "combobox");
  await field.focus();
  await page.keyboard.type("tipk");
  await expect(field).not.toHaveAttribute("role", "combobox");
  release();
  await expect(searchBox(page)).toHaveValue("tipk");
  await expect(
    page.getByRole("listbox", { name: "Prijedlozi" }).getByRole("group", { name: "Proizvodi" }),
  ).toBeVisible();
});

test("a category suggestion opens the category", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const box = searchBox(page);
  await box.fill("tipkovnice");
  const category = page.getByRole("group", { name: "Kategorije" }).getByRole("option").first();
  await expect(category).toBeVisible();
  const name = (await category.textContent()) ?? "";
  for (let i = 0; i < 20 && (await category.getAttribute("aria-selected")) !== "true"; i++)
    await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "Putanja" })).toBeVisible();
});

test("the suggestion box says when nothing matches, in both languages", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await searchBox(page).fill("qxqzvw");
  await expect(page.getByText("Nažalost, nema odgovarajućih opcija.")).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  await page.goto("/en");
  await hydrated(page);
  const box = searchBox(page, "Search products");
  // Hold the answer until "Loading..." has been seen, so the test does not race the server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let language: string | undefined;
  await page.route(/\/api\/search\/suggest\?q=keyb$/, async (route) => {
    language = route.request().headers()["accept-language"];
    await held;
    await route.continue();
  });
  await box.pressSequentially("keyb");
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect.poll(() => language).toBe("en");
  release();
  await expect(page.getByRole("group", { name: "Products" })).toBeVisible();
  await box.fill("qxqzvw");
  await expect(page.getByText("Sorry, no matching options.")).toBeVisible();
});

test("odd values in the address give a page, never a server error", async ({ page }) => {
  const long = "x".repeat(2000);
  for (const path of [
    "/misevi?page=0",
    "/misevi?page=99999",
    "/misevi?per_page=7",
    "/misevi?min_price=abc",
    "/misevi?max_price=-5&min_price=1e9",
    "/misevi?sort=drop%20table",
    "/misevi?in_stock=maybe&brand=%3Cscript%3E",
    `/rezultati-pretrazivanja?q=${long}`,
    "/rezultati-pretrazivanja?q=%25_%27%22%5C",
    `/en/search-results?q=${long}&page=0&per_page=7&sort=drop%20table&min_price=abc`,
    "/sale-items?page=-1",
    "/new-items?per_page=1000000",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // A listing, or for a search that found nothing what to try instead.
    await expect(page.locator(".listing__count, .search-nothing-found"), path).toBeVisible();
  }
  await page.goto("/misevi?page=99999");
  await expect(
    page.getByRole("navigation", { name: "Stranice" }).locator('[aria-current="page"]'),
  ).toHaveText(/^\d+$/);
  await expect(page.getByRole("link", { name: "Zadnja stranica" })).toHaveCount(0);
  await expect(productCards(page).first()).toBeVisible();
});
