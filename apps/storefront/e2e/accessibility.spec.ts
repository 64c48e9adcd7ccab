import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import {
  dynamicScreens,
  EU_PROJECT_SLUG,
  type ScreenRoute,
  staticScreens,
} from "../app/route-table.ts";
import { type AxeViolation, axeViolations } from "./axe.ts";
import {
  confirmedCompany,
  type Customer,
  type ListedProduct,
  logInToCart,
  pick,
  productPage,
} from "./fixtures/cart.ts";
import { placeOrder, tokenOf } from "./fixtures/orders.ts";

// Every screen of the route table, in both languages, passes axe-core's WCAG 2.1 A/AA rules and its
// best practices: public screens as a visitor, protected ones as a logged-in legal entity with
// placed orders and a cart line (so the checkout steps, the order, success and fail pages open).
// A screen added to the table is visited without a change here; a new screen with parameters
// fails until it is given an address below.

type Language = "hr" | "en";

const at = (language: Language, path: string) =>
  language === "hr" ? path : path === "/" ? "/en" : `/en${path}`;
const pathOf = (screen: ScreenRoute, language: Language) => at(language, screen[language]);

interface Visit {
  name: string;
  path: string;
}

/** A product and its category, for the catalogue's screens with parameters. */
interface Samples {
  product: ListedProduct;
  order?: string;
  cardOrder?: string;
}

/** The address of a screen with parameters, or of a static one that needs a query to show itself. */
function addressOf(screen: ScreenRoute, language: Language, samples: Samples): string | null {
  switch (screen.name) {
    case "search-results":
      return `${pathOf(screen, language)}?q=kabel`;
    case "success":
      return samples.order ? `${pathOf(screen, language)}?order=${samples.order}` : null;
    case "fail":
      return samples.cardOrder ? `${pathOf(screen, language)}?order=${samples.cardOrder}` : null;
    case "eu-fond-project":
      return at(language, `/eu-fond/${EU_PROJECT_SLUG[language]}`);
    case "order":
      return samples.order ? at(language, `/orders/${samples.order}`) : null;
    case "category":
      return at(
        language,
        `/${language === "hr" ? samples.product.category.slug_hr : samples.product.category.slug_en}`,
      );
    case "product":
      return productPage(samples.product, language);
    case "brand":
      return at(language, screen[language].replace(":slug", samples.product.brand.slug));
    default:
      if (screen.hr.includes(":"))
        throw new Error(
          `accessibility.spec.ts: give the screen "${screen.name}" an address to check`,
        );
      return pathOf(screen, language);
  }
}

function visitsOf(language: Language, who: "visitor" | "customer", samples: Samples): Visit[] {
  const wanted = (screen: ScreenRoute) =>
    who === "customer" ? screen.access === "protected" : screen.access !== "protected";
  return [...staticScreens, ...dynamicScreens].filter(wanted).flatMap((screen) => {
    const path = addressOf(screen, language, samples);
    return path ? [{ name: screen.name, path }] : [];
  });
}

/** Visits each page, runs axe and collects every violation, then reports the count and fails on any. */
async function check(
  page: Page,
  visits: Visit[],
  testInfo: TestInfo,
  extra?: (found: (name: string, v: AxeViolation[]) => void) => Promise<void>,
) {
  const problems: Array<{ page: string; violations: AxeViolation[] }> = [];
  let pages = 0;
  const found = (name: string, violations: AxeViolation[]) => {
    pages++;
    if (violations.length > 0) problems.push({ page: name, violations });
  };
  for (const visit of visits) {
    const response = await page.goto(visit.path);
    expect(response?.status(), `${visit.path} answers`).toBeLessThan(500);
    found(
      `${visit.name} ${page.url().replace(/^https?:\/\/[^/]+/, "")}`,
      await axeViolations(page),
    );
  }
  await extra?.(found);
  const count = problems.reduce((sum, p) => sum + p.violations.reduce((n, v) => n + v.count, 0), 0);
  const summary = { pages, violations: count };
  testInfo.annotations.push({
    type: "axe",
    description: `pages checked: ${pages}, violations: ${count}`,
  });
  await testInfo.attach("axe-summary.json", {
    body: JSON.stringify({ ...summary, problems }, null, 2),
    contentType: "application/json",
  });
  process.stdout.write(`${testInfo.title}: pages checked: ${pages}, violations: ${count}\n`);
  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
}

/** A legal entity with a bank-transfer order, an unpaid card order and a line in its cart. */
async function shopper(
  request: APIRequestContext,
  product: ListedProduct,
): Promise<{ customer: Customer; order: string; cardOrder: string }> {
  const customer = await confirmedCompany(request, "Pristupačnost d.o.o.");
  const token = await tokenOf(request, customer);
  const buyer = {
    name: "Iva Kovač",
    email: customer.email,
    phone: "091 333 4444",
    company: {
      name: "Pristupačnost d.o.o.",
      oib: "33392005961",
      address: "Vukovarska 1",
      place: "Split",
    },
  };
  const line = { product_id: product.id, quantity: 1 };
  const order = await placeOrder(request, token, {
    lines: [line],
    buyer,
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  const cardOrder = await placeOrder(request, token, {
    lines: [line],
    buyer,
    delivery_method: "personal_pickup",
    payment_method: "card",
  });
  const added = await request.post("/api/cart/lines", {
    headers: { authorization: `Bearer ${token}` },
    data: line,
  });
  expect(added.ok()).toBe(true);
  return { customer, order: order.number, cardOrder: cardOrder.number };
}

const labels = {
  hr: {
    register: "Registriraj se",
    toDelivery: "Nastavi na podatke o dostavi",
    pickup: "Osobno preuzimanje",
    toConfirm: "Nastavi na potvrdu",
  },
  en: {
    register: "Register",
    toDelivery: "Continue to delivery details",
    pickup: "Personal pickup",
    toConfirm: "Continue to confirmation",
  },
} as const;

for (const language of ["hr", "en"] as const) {
  test(`every page a visitor sees passes axe with best practices, in ${language === "hr" ? "Croatian" : "English"}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const samples = { product: await pick(request, "in_stock") };
    // Pages outside the route table: the not-found page, and where a deleted account lands.
    const visits = [
      ...visitsOf(language, "visitor", samples),
      { name: "not-found", path: at(language, "/nema-takve-stranice/ni-proizvoda") },
      {
        name: "account-deleted",
        path: language === "hr" ? "/racun-izbrisan" : "/en/account-deleted",
      },
    ];
    await check(page, visits, testInfo, async (found) => {
      // A refused form: each error is tied to its field.
      await page.goto(at(language, "/register"));
      await page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: labels[language].register }) })
        .evaluate((form) => {
          (form as HTMLFormElement).noValidate = true;
        });
      await page.getByRole("button", { name: labels[language].register }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      const untied = await page
        .locator('[aria-invalid="true"]')
        .evaluateAll((fields) =>
          fields
            .filter(
              (field) =>
                !(field.getAttribute("aria-describedby") ?? "")
                  .split(" ")
                  .some((id) => document.getElementById(id)?.textContent),
            )
            .map((field) => field.id),
        );
      expect(untied, "fields marked invalid without their error").toEqual([]);
      found("register with errors", await axeViolations(page));
    });
  });

  test(`every page a logged-in customer sees passes axe with best practices, in ${language === "hr" ? "Croatian" : "English"}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const product = await pick(request, "in_stock");
    const { customer, order, cardOrder } = await shopper(request, product);
    await logInToCart(page, customer, language);
    // Through the first two checkout steps, so the third (the confirmation) opens too.
    const t = labels[language];
    await page.goto(at(language, "/data-verification"));
    await page.getByRole("button", { name: t.toDelivery }).click();
    await page.getByRole("radio", { name: t.pickup }).check();
    await page.getByRole("button", { name: t.toConfirm }).click();
    await expect(page).toHaveURL(at(language, "/checkout"));
    await check(page, visitsOf(language, "customer", { product, order, cardOrder }), testInfo);
  });
}

test("the skip link is the first thing a keyboard reaches, shows itself and leads to the content", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Preskoči na sadržaj" });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.y ?? -1, "the focused skip link is on screen").toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#content")).toBeFocused();
});

test("every control a keyboard reaches on the home page shows where the focus is", async ({
  page,
}) => {
  await page.goto("/");
  const unmarked: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const marked =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== "none";
      return {
        marked,
        name: `${element.tagName.toLowerCase()} ${(element.textContent ?? "").trim().slice(0, 30)}`,
      };
    });
    if (focus && !focus.marked) unmarked.push(focus.name);
  }
  expect(unmarked, "focused without a visible outline").toEqual([]);
});
