import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated, logIn } from "./fixtures/accounts.ts";
import { confirmedCompany, logInToCart, pick } from "./fixtures/cart.ts";
import { expectStep, fillCart, pickPriced, steps } from "./fixtures/checkout.ts";

// The checkout's walks with JavaScript: a company and a person to their orders, the questions a
// step asks, an empty cart. Rules the server keeps: checkout-rules.spec.ts; without JavaScript:
// checkout-no-js.spec.ts.
// Every test shops for a customer of its own (registered here), so carts and orders never meet.
// Axe runs in the tests with JavaScript (the driver's axe needs it); the pages are the same without.

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
  await expect(page.getByLabel("OIB")).toHaveValue(customer.oib);
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
  // The bank transfer's deadline: the stock is held 8 days (the settings' default), then the order is cancelled.
  await expect(
    page.getByText(
      /^Uplatite do \d{1,2}\. [a-zčćđšž]+ \d{4}\.: proizvode za vas čuvamo 8 dana od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo\.$/,
    ),
  ).toBeVisible();

  // The next order starts without the previous order's note (the address is remembered).
  await fillCart(request, customer, [{ product_id: product.id, quantity: 1 }]);
  await page.goto("/checkout");
  await expect(page.getByLabel(/^Napomena/)).toHaveValue("");
  await page.goto("/en/checkout");
  await expect(page.getByLabel(/^Note/)).toHaveValue("");
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

  // A Croatian postal code has exactly five digits: four are refused beside the field, in English.
  await zip.fill("2100");
  await page.getByRole("button", { name: "Continue to confirmation" }).click();
  await expect(
    page.locator(".checkout__address .field__error", {
      hasText: "A zip code has exactly 5 digits, for example 10000",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL("/en/delivery-verification");

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
