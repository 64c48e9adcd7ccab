import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";

/** Page helpers for the comparison, so each test reads as the steps a shopper takes. */

interface Product {
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
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

/** Waits until the browser keeps exactly these products (by Croatian slug) in localStorage. */
async function expectKept(page: Page, products: Product[]) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem("dukan.compare") ?? "[]") as { hr: string }[]).map(
          (p) => p.hr,
        ),
      ),
    )
    .toEqual(products.map((p) => p.slug_hr));
}

/**
 * What a product page's "Compare" button does: a plain GET to the comparison with `?add=`;
 * the page merges it into the kept list and settles on the `?p=` address.
 */
async function compareFromProductPage(page: Page, product: Product, expected: Product[]) {
  await page.goto(`/usporedi?add=${product.slug_hr}`);
  await hydrated(page);
  await expect(page).toHaveURL(`/usporedi?p=${expected.map((p) => p.slug_hr).join(",")}`);
  await expectKept(page, expected);
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
  await page.getByRole("link", { name: `Ukloni iz usporedbe: ${b.name_hr}` }).click();
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
  await page.goto(`/en/compare?p=${a.slug_en},${b.slug_en},${c.slug_en}`);
  await hydrated(page);
  await expectKept(page, [a, b, c]);

  await page.goto(`/en/compare?add=${d.slug_en}`);
  await expect(page.getByRole("alert")).toHaveText(LIMIT_EN);
  await expect(page).toHaveURL(`/en/compare?p=${a.slug_en},${b.slug_en},${c.slug_en}`);

  // Adding one already on the list, by its Croatian slug, changes nothing and refuses nothing.
  await page.goto(`/en/compare?add=${b.slug_hr}`);
  await expect(page).toHaveURL(`/en/compare?p=${a.slug_en},${b.slug_en},${c.slug_en}`);
  await expect(page.getByRole("alert")).toHaveCount(0);

  await hydrated(page);
  await page.getByRole("link", { name: "Clear the comparison" }).click();
  await expect(page).toHaveURL("/en/compare?p=");
  await expect(page.getByText("You haven't chosen any products to compare yet.")).toBeVisible();
  await expectKept(page, []);
  await page.goto("/en/compare");
  await hydrated(page);
  await expect(page.getByText("You haven't chosen any products to compare yet.")).toBeVisible();
  await expect(page).toHaveURL("/en/compare");
});

// axe-core needs scripts to run: these pages are the same server-rendered HTML the tests above check with it.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the comparison is read from the address: the first three, unknown slugs dropped, a fourth refused", async ({
    page,
  }) => {
    const [a, b, c, d] = (await fourMice(page.request)) as [Product, Product, Product, Product];

    // A product page's "Compare" alone shows that product.
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

    // Removing is a plain link to the smaller list.
    await page.getByRole("link", { name: `Ukloni iz usporedbe: ${a.name_hr}` }).click();
    await expect(page).toHaveURL(`/usporedi?p=${b.slug_hr},${c.slug_hr}`);
    await expect.poll(() => comparedNames(page)).toEqual([b.name_hr, c.name_hr]);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
