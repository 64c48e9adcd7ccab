import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";

/** Page helpers for the comparison, so each test reads as the steps a shopper takes. */

interface Product {
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
  category: { slug_hr: string; slug_en: string };
}

const LIMIT_HR = "Moguće je usporediti najviše 3 proizvoda";
const LIMIT_EN = "At most 3 products can be compared";

/** Four mice, always the same ones (sorted by name): their specifications share most names and differ in some values. */
async function fourMice(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get("/api/products?category=misevi&sort=name&per_page=12");
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: Product[] };
  expect(data.length).toBeGreaterThanOrEqual(4);
  return data.slice(0, 4);
}

function comparison(page: Page, name: RegExp = /Usporedba proizvoda/) {
  return page.getByRole("table", { name });
}

/** The products the table shows, by the name links in its column headers. */
function productLinks(page: Page, name?: RegExp) {
  return comparison(page, name).locator("thead .compare-table__name");
}

async function comparedNames(page: Page, name?: RegExp): Promise<string[]> {
  return (await productLinks(page, name).allTextContents()).map((n) => n.trim());
}

/** Waits until the browser keeps exactly these products (by Croatian slug) in the `compare_list` cookie. */
async function expectKept(page: Page, products: Product[]) {
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === "compare_list");
      const list = JSON.parse(decodeURIComponent(cookie?.value || "[]")) as { hr: string }[];
      return list.map((p) => p.hr);
    })
    .toEqual(products.map((p) => p.slug_hr));
}

function productPage(product: Product, language: "hr" | "en" = "hr"): string {
  return language === "hr"
    ? `/${product.category.slug_hr}/${product.slug_hr}`
    : `/en/${product.category.slug_en}/${product.slug_en}`;
}

/** What a shopper does: opens the product's page and presses its "Compare" (a plain POST form). */
async function compareFromProductPage(
  page: Page,
  product: Product,
  expected: Product[],
  language: "hr" | "en" = "hr",
) {
  await page.goto(productPage(product, language));
  await page
    .getByRole("button", { name: language === "hr" ? "Usporedi" : "Compare", exact: true })
    .click();
  const slugs = expected.map((p) => (language === "hr" ? p.slug_hr : p.slug_en)).join(",");
  await expect(page).toHaveURL(
    new RegExp(`${language === "hr" ? "/usporedi" : "/en/compare"}\\?p=${slugs}(&add=|$)`),
  );
  await expectKept(page, expected);
}

/** A listing of the mice, sorted by name, so its first cards are the four mice above. */
const MICE_HR = "/misevi?sort=name";

/** What a shopper does on a listing: presses a card's "Compare" (named after the product for screen readers). */
async function compareFromListing(page: Page, product: Product) {
  const name = product.name_hr.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByRole("button", { name: new RegExp(`^Usporedi\\W+${name}$`) }).click();
}

test("a shopper compares three mice side by side; a fourth is refused; the list survives a reload and its address can be shared", async ({
  page,
  browser,
}) => {
  // A long walk (four product additions, a removal, a second browser, four axe runs).
  test.setTimeout(90_000);
  const [a, b, c, d] = (await fourMice(page.request)) as [Product, Product, Product, Product];

  await page.goto("/usporedi");
  await expect(page.getByText("Još niste odabrali proizvode za usporedbu.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Each "Compare" adds to the list kept in the browser; the address settles on ?p=.
  await compareFromProductPage(page, a, [a]);
  await compareFromProductPage(page, b, [a, b]);
  await compareFromProductPage(page, c, [a, b, c]);
  await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);

  // Rows line up by specification; a row whose values differ says so to everyone.
  const table = comparison(page);
  await expect(table.getByRole("rowheader", { name: /^Cijena/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Dostupnost/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Senzor/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /razlikuje se$/ }).first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Only the rows that differ, at the tick of a box.
  const sameRows = table.locator("tbody tr:not(.compare-table__row--differs)");
  const sameCount = await sameRows.count();
  await page.getByLabel("Prikaži samo retke koji se razlikuju").check();
  if (sameCount > 0) await expect(sameRows.first()).toBeHidden();
  await page.getByLabel("Prikaži samo retke koji se razlikuju").uncheck();

  // A fourth is refused: the three stay.
  await compareFromProductPage(page, d, [a, b, c]);
  await expect(page.getByRole("alert")).toHaveText(LIMIT_HR);
  await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);
  await expectNoAxeViolations(page);

  // The list is kept in the browser: the bare page shows it again, without the message.
  await page.goto("/usporedi");
  await expect(page).toHaveURL(`/usporedi?p=${a.slug_hr},${b.slug_hr},${c.slug_hr}`);
  await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);
  await page.reload();
  await expect(productLinks(page)).toHaveCount(3);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Removing one changes the address and the kept list.
  await hydrated(page);
  await page.getByRole("button", { name: `Ukloni iz usporedbe: ${b.name_hr}` }).click();
  await expect(page).toHaveURL(`/usporedi?p=${a.slug_hr},${c.slug_hr}`);
  await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, c.name_hr]);
  await expectKept(page, [a, c]);
  await page.goto("/usporedi");
  await expect(page).toHaveURL(`/usporedi?p=${a.slug_hr},${c.slug_hr}`);

  // The address is enough: another browser (nothing stored) sees the same comparison, in English too.
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(`/usporedi?p=${a.slug_hr},${c.slug_hr}`);
  await expect.poll(() => comparedNames(other)).toEqual([a.name_hr, c.name_hr]);
  await other.goto(`/en/compare?p=${a.slug_hr},${c.slug_hr}`);
  await hydrated(other);
  // Croatian slugs work on the English page; the address settles on the English ones.
  await expect(other).toHaveURL(`/en/compare?p=${a.slug_en},${c.slug_en}`);
  await expect
    .poll(() => comparedNames(other, /Product comparison/))
    .toEqual([a.name_en, c.name_en]);
  await expectNoAxeViolations(other);
  await friend.close();
});

test("an English shopper's fourth product is refused in English, and clearing empties the kept list", async ({
  page,
}) => {
  const [a, b, c, d] = (await fourMice(page.request)) as [Product, Product, Product, Product];
  // Three kept already (the page's own form, posted from the test: shares the browser's cookies).
  const kept = await page.request.post("/en/compare", {
    form: { intent: "set", p: `${a.slug_en},${b.slug_hr},${c.slug_en}` },
    maxRedirects: 0,
  });
  expect(kept.status()).toBe(303);
  expect(kept.headers().location).toBe(`/en/compare?p=${a.slug_en},${b.slug_en},${c.slug_en}`);
  await expectKept(page, [a, b, c]);

  await compareFromProductPage(page, d, [a, b, c], "en");
  await expect(page.getByRole("alert")).toHaveText(LIMIT_EN);
  await hydrated(page);
  await expect(page).toHaveURL(`/en/compare?p=${a.slug_en},${b.slug_en},${c.slug_en}`);
  await expect(page.getByRole("alert")).toHaveText(LIMIT_EN);

  // Adding one already on the list changes nothing and refuses nothing.
  await compareFromProductPage(page, b, [a, b, c], "en");
  await expect(page.getByRole("alert")).toHaveCount(0);

  await hydrated(page);
  await page.getByRole("button", { name: "Clear the comparison" }).click();
  await expect(page).toHaveURL("/en/compare?p=");
  await expect(page.getByText("You haven't chosen any products to compare yet.")).toBeVisible();
  await expectKept(page, []);
  await page.goto("/en/compare");
  await hydrated(page);
  await expect(page.getByText("You haven't chosen any products to compare yet.")).toBeVisible();
  await expect(page).toHaveURL("/en/compare");

  // From a listing the shopper stays on it: each card's "Compare" answers beside its button.
  await page.goto(MICE_HR);
  await hydrated(page);
  await compareFromListing(page, a);
  await expect(page.getByRole("status").filter({ hasText: "dodan za usporedbu" })).toHaveText(
    "Proizvod je dodan za usporedbu: odabran je 1 od 3. Usporedi proizvode",
  );
  await compareFromListing(page, b);
  const answer = page.getByRole("status").filter({ hasText: "za usporedbu" });
  // Only the newest answer shows: the first card's count would be out of date.
  await expect(answer).toHaveText(
    "Proizvod je dodan za usporedbu: odabrana su 2 od 3. Usporedi proizvode",
  );
  await expect(page).toHaveURL(MICE_HR);
  await expectKept(page, [a, b]);
  await expectNoAxeViolations(page);
  await answer.getByRole("link", { name: "Usporedi proizvode" }).click();
  await expect(page).toHaveURL(`/usporedi?p=${a.slug_hr},${b.slug_hr}`);
  await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr]);
});

// axe-core needs scripts to run: these pages are the same server-rendered HTML the tests above check with it.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list grows with each Compare, a fourth is refused with the message, a removal is kept", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [a, b, c, d] = (await fourMice(page.request)) as [Product, Product, Product, Product];

    await compareFromProductPage(page, a, [a]);
    await compareFromProductPage(page, b, [a, b]);
    await compareFromProductPage(page, c, [a, b, c]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);

    await compareFromProductPage(page, d, [a, b, c]);
    await expect(page.getByRole("alert")).toHaveText(LIMIT_HR);
    expect(await comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);

    // Removing is a plain form: the list kept shrinks, so the next Compare has room again.
    await page.getByRole("button", { name: `Ukloni iz usporedbe: ${a.name_hr}` }).click();
    await expect(page).toHaveURL(`/usporedi?p=${b.slug_hr},${c.slug_hr}`);
    expect(await comparedNames(page)).toEqual([b.name_hr, c.name_hr]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectKept(page, [b, c]);
    await compareFromProductPage(page, d, [b, c, d]);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // In English the same list, by its English addresses; clearing empties it.
    await compareFromProductPage(page, b, [b, c, d], "en");
    await page.getByRole("button", { name: "Clear the comparison" }).click();
    await expect(page).toHaveURL("/en/compare?p=");
    await expect(page.getByText("You haven't chosen any products to compare yet.")).toBeVisible();
    await expectKept(page, []);

    // From a listing the answer is a 303 back to it, which says so once and links to the comparison.
    await page.goto(MICE_HR);
    await compareFromListing(page, c);
    await expect(page).toHaveURL(MICE_HR);
    await expect(page.getByRole("status").filter({ hasText: "za usporedbu" })).toHaveText(
      "Proizvod je dodan za usporedbu: odabran je 1 od 3. Usporedi proizvode",
    );
    await expectKept(page, [c]);
    await page.getByRole("link", { name: "Usporedi proizvode" }).click();
    await expect(page).toHaveURL(`/usporedi?p=${c.slug_hr}`);
    expect(await comparedNames(page)).toEqual([c.name_hr]);
  });

  test("the comparison is read from the address: the first three, unknown slugs dropped, a fourth refused", async ({
    page,
  }) => {
    const [a, b, c, d] = (await fourMice(page.request)) as [Product, Product, Product, Product];

    // An old link's `?add=` alone shows that product.
    await page.goto(`/en/compare?add=${a.slug_en}`);
    await expect.poll(() => comparedNames(page, /Product comparison/)).toEqual([a.name_en]);

    // Unknown slugs are dropped quietly.
    await page.goto(`/usporedi?p=${a.slug_hr},ne-postoji-xyz,${b.slug_en}`);
    await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr]);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // A fourth added to three is refused with the message.
    await page.goto(`/usporedi?p=${a.slug_hr},${b.slug_hr},${c.slug_hr}&add=${d.slug_hr}`);
    await expect(page.getByRole("alert")).toHaveText(LIMIT_HR);
    await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);

    // More than three in the address: the first three, and the message.
    await page.goto(`/usporedi?p=${a.slug_hr},${b.slug_hr},${c.slug_hr},${d.slug_hr}`);
    await expect(page.getByRole("alert")).toHaveText(LIMIT_HR);
    await expect.poll(() => comparedNames(page)).toEqual([a.name_hr, b.name_hr, c.name_hr]);
    // Looking at an address keeps nothing: the shopper's own list changes only by their buttons.
    await expectKept(page, []);
  });

  test("a bad or foreign answer to the compare form changes nothing and is never a server error", async ({
    page,
  }) => {
    const forms: Record<string, string>[] = [
      { intent: "steal" },
      { intent: "add", product: "<script>" },
      { intent: "add", product: "ne-postoji-xyz" },
      { intent: "set", p: "a,".repeat(500) },
    ];
    for (const form of forms) {
      const answer = await page.request.post("/usporedi", { form, maxRedirects: 0 });
      expect(answer.status(), JSON.stringify(form)).toBeLessThan(500);
    }
    await expectKept(page, []);
  });
});
