import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated, logIn } from "./fixtures/accounts.ts";
import {
  type Customer,
  confirmedCompany,
  type ListedProduct,
  logInToCart,
  ownProducts,
  pick,
} from "./fixtures/cart.ts";

// Every test shops for a customer of its own (registered here), so carts and orders never meet.
// Axe runs in the tests with JavaScript (the driver's axe needs it); the pages are the same without.

async function tokenOf(request: APIRequestContext, customer: Customer): Promise<string> {
  const login = await request.post("/api/login", {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Puts products into the customer's cart through the API (the cart page is another spec's subject). */
async function fillCart(
  request: APIRequestContext,
  customer: Customer,
  lines: Array<{ product_id: number; quantity: number }>,
) {
  const token = await tokenOf(request, customer);
  for (const line of lines) {
    const added = await request.post("/api/cart/lines", {
      headers: { authorization: `Bearer ${token}` },
      data: line,
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
  return token;
}

/** A product in stock whose retail price (what a person pays) lies between two amounts. */
async function pickPriced(request: APIRequestContext, minCents: number, maxCents: number) {
  const response = await request.get(
    `/api/products?in_stock=1&per_page=96&min_price=${minCents / 100}&max_price=${maxCents / 100}`,
  );
  expect(response.ok()).toBe(true);
  const products = (
    (await response.json()) as {
      data: Array<ListedProduct & { price_cents: number; sale_price_cents: number | null }>;
    }
  ).data;
  const found = products.find(
    (p) =>
      p.availability === "in_stock" &&
      (p.sale_price_cents ?? p.price_cents) > minCents &&
      (p.sale_price_cents ?? p.price_cents) < maxCents,
  );
  if (!found) throw new Error(`no product in stock between ${minCents} and ${maxCents} cents`);
  return found;
}

const steps = (page: Page, name = /^(Koraci narudžbe|Checkout steps)$/) =>
  page.getByRole("navigation", { name });

async function expectStep(page: Page, title: string, number: number) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const current = steps(page).locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(String(number));
}

test("a legal entity checks out with personal pickup and bank transfer and lands on its order", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request, "Blagajna d.o.o.");
  const product = await pick(request, "in_stock");
  await fillCart(request, customer, [{ product_id: product.id, quantity: 2 }]);

  await logInToCart(page, customer);
  await hydrated(page);
  await page.getByRole("link", { name: "Nastavi na blagajnu" }).click();

  // Step 1: prefilled from the profile, the heading announced.
  await expect(page).toHaveURL("/data-verification");
  await expectStep(page, "Provjera podataka", 1);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByLabel("Ime i prezime")).toHaveValue("Iva Kovač");
  await expect(page.getByLabel("Naziv tvrtke")).toHaveValue("Blagajna d.o.o.");
  await expect(page.getByLabel("OIB")).toHaveValue("33392005961");
  await expectNoAxeViolations(page);
  await page.getByLabel("Broj telefona").fill("091 999 8888");
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();

  // Step 2: personal pickup.
  await expect(page).toHaveURL("/delivery-verification");
  await expectStep(page, "Podaci o dostavi", 2);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(steps(page).getByRole("link", { name: /Provjera podataka/ })).toHaveAttribute(
    "href",
    "/data-verification",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();

  // Step 3: the lines, no delivery fee, bank transfer in advance.
  await expect(page).toHaveURL("/checkout");
  await expectStep(page, "Blagajna", 3);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  const row = page.getByRole("row").filter({ hasText: product.name_hr });
  await expect(row).toContainText(product.item_code);
  await expect(row.getByRole("cell").nth(1)).toHaveText(/2$/);
  await expect(page.locator(".checkout-totals")).toContainText("Bez troška dostave");
  await expect(page.getByText("091 999 8888")).toBeVisible();
  await page.getByRole("radio", { name: /Plaćanje unaprijed/ }).check();
  await expect(
    page.getByRole("radio", { name: /Gotovinom ili karticom pri preuzimanju/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Going back keeps what was entered (the draft is on the server).
  await steps(page)
    .getByRole("link", { name: /Provjera podataka/ })
    .click();
  await expect(page.getByLabel("Broj telefona")).toHaveValue("091 999 8888");
  await steps(page)
    .getByRole("link", { name: /Potvrda/ })
    .click();
  await expect(page).toHaveURL("/checkout");

  await page.getByLabel(/^Napomena/).fill("Preuzimamo u petak.");
  await page.getByRole("button", { name: "Potvrdi kupnju" }).click();
  await expect(page).toHaveURL(/\/success\?order=\d{4}-\d{6}$/);
});

test("a missing zip code is asked for, and the delivery service without one is refused beside the field, in English", async ({
  page,
  request,
}) => {
  const name = "Ana Horvat";
  const customer = await confirmedPerson(request, name);
  // One piece above 65 € and below 130 €: instalments allowed, and a delivery fee.
  const product = await pickPriced(request, 6_600, 12_900);
  await fillCart(request, customer, [{ product_id: product.id, quantity: 1 }]);

  await page.goto("/data-verification");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/data-verification");
  await expect(
    page.getByText("Nedostaje poštanski broj (upišite ga u sljedećem koraku)", { exact: true }),
  ).toBeVisible();
  // A person has no company data.
  await expect(page.getByLabel("Naziv tvrtke")).toHaveCount(0);

  await page.goto("/en/data-verification");
  await expectStep(page, "Data verification", 1);
  await expect(
    page.getByText("Zip code is missing (please enter it in the next step)", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue to delivery details" }).click();

  await expect(page).toHaveURL("/en/delivery-verification");
  await page.getByRole("radio", { name: "Delivery service" }).check();
  await page.getByLabel("Address", { exact: true }).fill("Ilica 10");
  await page.getByLabel("Place").fill("Zagreb");
  await page.getByRole("button", { name: "Continue to confirmation" }).click();
  const zip = page.getByLabel("Zip code");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".checkout__address .field__error")).toBeVisible();
  await expect(page).toHaveURL("/en/delivery-verification");
  await expectNoAxeViolations(page);

  await zip.fill("10000");
  await page.getByRole("button", { name: "Continue to confirmation" }).click();
  await expect(page).toHaveURL("/en/checkout");
  await expectStep(page, "Checkout", 3);
  await expect(page.getByText("Ilica 10")).toBeVisible();
  // The delivery fee, or free delivery, as the API priced it; cash on pickup needs personal pickup.
  await expect(page.locator(".checkout-totals")).toContainText(
    /Delivery\s*(€[\d.,]+|Free delivery)/,
  );
  await expect(page.getByRole("radio", { name: /Cash or card on pickup/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // With JavaScript, choosing card in instalments re-prices at once: the surcharge and the instalment count.
  await hydrated(page);
  const total = page.locator(".cart-totals__gross dd");
  const before = await total.textContent();
  await page.getByRole("radio", { name: "Card in instalments" }).check();
  const instalments = page.getByLabel("Number of instalments");
  await expect(instalments).toBeVisible();
  await expect(instalments.locator("option").first()).toHaveText("2 instalments");
  await expect(instalments.locator("option").last()).toHaveText("12 instalments");
  await expect(page.locator(".checkout-totals")).toContainText("Higher price for instalments");
  await expect(
    page.getByText(/^Card in instalments: the price is €[\d.,]+ higher\.$/),
  ).toBeVisible();
  await expect(total).not.toHaveText(before ?? "");
  await expect(page.getByText(/^Pay in advance and save €[\d.,]+$/)).toBeVisible();
  // Axe reads the totals once the new figures are in (they are dimmed while on their way).
  const repriced = page.waitForResponse(
    (r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/en/checkout.data",
  );
  await instalments.selectOption("6");
  await repriced;
  await expect(page.locator(".checkout-totals")).not.toHaveAttribute("aria-busy", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /Pay in advance/ }).check();
  await expect(total).toHaveText(before ?? "");

  // A card payment goes on to the card gateway's page. While the new choice is being priced the
  // button waits: the buyer confirms the figures shown, and the order never races the choice's save.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/en/checkout.data",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await page.getByRole("radio", { name: "Card, one payment" }).check();
  await expect(page.getByRole("radio", { name: "Card, one payment" })).toBeChecked();
  const confirm = page.getByRole("button", { name: "Confirm purchase" });
  await expect(confirm).toBeDisabled();
  release();
  await expect(confirm).toBeEnabled();
  await page.unroute((url) => url.pathname === "/en/checkout.data");
  await confirm.click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/[\w-]+$/);
});

test("prices posted with the confirmation are ignored: the order costs what the API computed", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request, "Cijena d.o.o.");
  const product = await pick(request, "in_stock", 2);
  const token = await fillCart(request, customer, [{ product_id: product.id, quantity: 1 }]);

  await page.goto("/data-verification");
  await logIn(page, customer.email, customer.password);
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await expect(page).toHaveURL("/checkout");

  const preview = await request.post("/api/checkout/preview", {
    headers: { authorization: `Bearer ${token}` },
    data: { payment_method: "bank_transfer", delivery_method: "personal_pickup" },
  });
  expect(preview.ok()).toBe(true);
  const expected = ((await preview.json()) as { data: { total: { gross_cents: number } } }).data
    .total.gross_cents;

  await page.getByRole("radio", { name: /Plaćanje unaprijed/ }).check();
  await page.locator("form.checkout__confirm").evaluate((form) => {
    const tampered: Array<[string, string]> = [
      ["total_cents", "1"],
      ["unit_price_cents", "1"],
      ["price", "0.01"],
      ["delivery_fee_cents", "0"],
      ["rebate_percent", "99"],
      ["lines[0][unit_price_cents]", "1"],
    ];
    for (const [name, value] of tampered) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
  });
  await page.getByRole("button", { name: "Potvrdi kupnju" }).click();
  await expect(page).toHaveURL(/\/success\?order=\d{4}-\d{6}$/);
  const number = new URL(page.url()).searchParams.get("order") ?? "";
  const order = await request.get(`/api/orders/${number}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(order.ok()).toBe(true);
  expect(((await order.json()) as { data: { total_cents: number } }).data.total_cents).toBe(
    expected,
  );
});

test("lines the stock no longer covers are named at confirmation with the API's message, and nothing is placed", async ({
  page,
  request,
}) => {
  const buyer = await confirmedCompany(request, "Zadnji komadi d.o.o.");
  const rival = await confirmedCompany(request, "Brži kupac d.o.o.");
  // The last piece of a product of the test's own, which no test beside it orders.
  const [product] = await ownProducts(request, { stock: 1 });
  if (!product) throw new Error("product not made");
  // Every piece there is (the cart cuts the quantity to the stock).
  const token = await fillCart(request, buyer, [{ product_id: product.id, quantity: 99_999 }]);

  await page.goto("/data-verification");
  await logIn(page, buyer.email, buyer.password);
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await expect(page).toHaveURL("/checkout");
  await hydrated(page);

  // Meanwhile another buyer takes a piece.
  const rivalToken = await fillCart(request, rival, [{ product_id: product.id, quantity: 1 }]);
  const placed = await request.post("/api/orders", {
    headers: {
      authorization: `Bearer ${rivalToken}`,
      "idempotency-key": `e2e-rival-${Date.now().toString(36)}`,
    },
    data: {
      buyer: {
        name: "Iva Kovač",
        email: rival.email,
        company: {
          name: "Brži kupac d.o.o.",
          oib: "33392005961",
          address: "Vukovarska 1",
          place: "Split",
        },
      },
      delivery_method: "personal_pickup",
      payment_method: "bank_transfer",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await page.getByRole("button", { name: "Potvrdi kupnju" }).click();
  const summary = page.getByRole("alert");
  // "Out of stock": the rival took the last one.
  const message = "Nema na zalihi";
  await expect(summary).toContainText(`${product.name_hr} (${product.item_code}): `);
  await expect(summary).toContainText(message);
  await expect(
    page.getByRole("row").filter({ hasText: product.name_hr }).locator(".field__error"),
  ).toHaveText(message);
  await expect(page).toHaveURL("/checkout");
  // The order would be refused again: no confirm button until the cart is changed.
  await expect(page.getByRole("button", { name: "Potvrdi kupnju" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const orders = await request.get("/api/orders", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await orders.json()) as { data: unknown[] }).data).toEqual([]);
});

test("an empty cart goes back to the cart, which says why", async ({ page, request }) => {
  const customer = await confirmedCompany(request, "Prazna d.o.o.");
  await page.goto("/data-verification");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/cart?from=checkout");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Košarica je prazna. Dodajte proizvode prije narudžbe." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole checkout works with plain forms, in English, recalculating the payment choice on the server", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCompany(request, "Bez skripte d.o.o.");
    const product = await pick(request, "in_stock", 3);
    await fillCart(request, customer, [{ product_id: product.id, quantity: 3 }]);

    await logInToCart(page, customer, "en");
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL("/en/data-verification");
    await expectStep(page, "Data verification", 1);
    await page.getByLabel("Company name").fill("Bez skripte j.d.o.o.");
    await page.getByRole("button", { name: "Continue to delivery details" }).click();

    await expect(page).toHaveURL("/en/delivery-verification");
    await expectStep(page, "Delivery details", 2);
    await page.getByRole("radio", { name: "Delivery service" }).check();
    await page.getByLabel("Address", { exact: true }).fill("Vukovarska 1");
    await page.getByLabel("Place").fill("Split");
    await page.getByLabel("Zip code").fill("21000");
    await page.getByRole("button", { name: "Continue to confirmation" }).click();

    await expect(page).toHaveURL("/en/checkout");
    await expectStep(page, "Checkout", 3);
    await expect(page.getByText("Bez skripte j.d.o.o.")).toBeVisible();
    await expect(page.getByText("21000 Split")).toBeVisible();

    // The payment choice is saved and priced again by the server.
    await page.getByRole("radio", { name: "Card in instalments" }).check();
    await page.getByRole("button", { name: "Recalculate" }).click();
    await expect(page).toHaveURL("/en/checkout");
    await expect(page.getByRole("radio", { name: "Card in instalments" })).toBeChecked();
    await expect(
      page
        .getByLabel("Number of instalments")
        .or(page.getByText("This total cannot be paid in instalments.")),
    ).toBeVisible();

    // A reload keeps the choice; back to bank transfer, then confirm.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Card in instalments" })).toBeChecked();
    await page.getByRole("radio", { name: /Pay in advance/ }).check();
    await page.getByRole("button", { name: "Recalculate" }).click();
    await expect(page.getByRole("radio", { name: /Pay in advance/ })).toBeChecked();
    await page.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page).toHaveURL(/\/en\/success\?order=\d{4}-\d{6}$/);
  });
});
