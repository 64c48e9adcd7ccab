import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { header, hydrated, ownAddress } from "./fixtures/accounts.ts";
import { confirmedCompany, logInToCart, pick, productPage } from "./fixtures/cart.ts";

// The header on phones: at 320 and 360 px, in both languages, for a visitor and for a legal entity
// whose company name is long, every control of the header is whole, in view and apart from the others,
// and no page scrolls sideways.

const widths = [320, 360] as const;
const longCompany = "Vrlo Dugačko Ime Tvrtke za Trgovinu Elektronikom i Usluge d.o.o.";

test.use({ viewport: { width: 360, height: 740 } });

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The header's visible controls (links, buttons, fields, the menu's toggle) with their boxes; the page's width. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll("header.site-header :is(a, button, input, select, summary)"),
    ]
      // The skip link waits above the page until it is focused (the accessibility spec checks it then).
      .filter((element) => !element.classList.contains("skip-link"))
      .filter((element) =>
        element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
      )
      .map((element) => {
        const r = element.getBoundingClientRect();
        const name = (
          element.getAttribute("aria-label") ??
          element.textContent ??
          element.getAttribute("name") ??
          ""
        ).trim();
        return {
          name: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          left: r.left,
          top: r.top,
          right: r.right,
          bottom: r.bottom,
        };
      })
      .filter((box) => box.right > box.left && box.bottom > box.top);
    return {
      controls,
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function expectHeaderFits(page: Page, where: string) {
  const { controls, innerWidth, scrollWidth } = await headerLayout(page);
  expect(controls.length, `${where}: the header shows its controls`).toBeGreaterThanOrEqual(5);
  for (const box of controls) {
    expect(box.left, `${where}: ${box.name} starts in view`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: ${box.name} ends in view`).toBeLessThanOrEqual(innerWidth + 0.5);
    expect(box.top, `${where}: ${box.name} is below the top`).toBeGreaterThanOrEqual(0);
  }
  const overlapping = controls.flatMap((a, i) =>
    controls.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.name} × ${b.name}`] : [])),
  );
  expect(overlapping, `${where}: header controls overlapping`).toEqual([]);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Home, a category, a product, the cart and the first checkout step, in one language. */
async function pagesOf(request: APIRequestContext, language: "hr" | "en") {
  const product = await pick(request, "in_stock");
  const prefix = language === "hr" ? "" : "/en";
  return {
    product,
    paths: [
      language === "hr" ? "/" : "/en",
      `${prefix}/${language === "hr" ? product.category.slug_hr : product.category.slug_en}`,
      productPage(product, language),
      `${prefix}/cart`,
      `${prefix}/data-verification`,
    ],
  };
}

async function walk(page: Page, paths: string[], expectedPath?: (path: string) => void) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      expectedPath?.(path);
      await expectHeaderFits(page, `${path} at ${width} px`);
    }
  }
}

for (const language of ["hr", "en"] as const) {
  test(`a visitor's header fits a phone, in ${language === "hr" ? "Croatian" : "English"}`, async ({
    page,
    request,
  }) => {
    const { paths } = await pagesOf(request, language);
    // The cart and checkout send a visitor to the login page: its header is checked there.
    await walk(page, paths);
  });

  test(`a legal entity with a long name fits a phone's header, in ${language === "hr" ? "Croatian" : "English"}`, async ({
    page,
    request,
  }) => {
    const customer = await confirmedCompany(request, longCompany);
    const { product, paths } = await pagesOf(request, language);
    // A cart line, so the first checkout step opens.
    const login = await request.post("/api/login", {
      // Its own client address: the tests' logins would otherwise all count against 127.0.0.1.
      headers: ownAddress(),
      data: { email: customer.email, password: customer.password },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const added = await request.post("/api/cart/lines", {
      headers: { authorization: `Bearer ${token}` },
      data: { product_id: product.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await logInToCart(page, customer, language);

    await walk(page, paths);
    await expect(page).toHaveURL(paths.at(-1) ?? "");
    // The name is cut short on screen, whole for screen readers and as the link's title.
    const account = header(page).getByRole("link", { name: new RegExp(`^${longCompany}`) });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute("title", longCompany);
  });
}

test("on a phone the categories are in a menu that opens and leads to a category", async ({
  page,
}) => {
  await page.goto("/");
  const categories = page.getByRole("navigation", { name: "Kategorije" });
  const firstCategory = categories.getByRole("link").first();
  await expect(firstCategory).toBeHidden();
  await categories.getByText("Kategorije").click();
  await expect(firstCategory).toBeVisible();
  await expectHeaderFits(page, "the open menu");
  const name = (await firstCategory.textContent()) ?? "";
  await firstCategory.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // After the scripts have woken, the menu closes once its link has led to another page.
  await hydrated(page);
  await categories.getByText("Kategorije").click();
  const last = categories.getByRole("link").last();
  const lastName = (await last.textContent()) ?? "";
  await last.click();
  await expect(page.getByRole("heading", { level: 1, name: lastName })).toBeVisible();
  await expect(categories.getByRole("link").first()).toBeHidden();
});

test("on a wide screen the categories are a bar, with no menu to open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link").first()).toBeVisible();
  await expect(categories.getByText("Categories", { exact: true })).toBeHidden();
});
