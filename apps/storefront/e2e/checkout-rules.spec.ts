import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated, logIn } from "./fixtures/accounts.ts";
import { confirmedCompany, ownProducts, pick } from "./fixtures/cart.ts";
import { fillCart, pickPriced } from "./fixtures/checkout.ts";

// What the server keeps whatever the browser sends: its own prices, and stock checked at
// confirmation. Each test shops for a customer of its own.

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
  // A pickup paid in advance is prepared for pickup once paid, never "shipped".
  await expect(page.getByRole("region", { name: "Što slijedi" })).toContainText(
    "Čim uplata stigne, pripremamo narudžbu i javljamo vam kad je spremna za preuzimanje.",
  );
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

/**
 * A person who chose card in instalments through the API for a cart above the instalments'
 * minimum (65 €), then took the dear product out: the cart is under the minimum now, and the
 * draft still holds the choice. Saving it for such a cart is refused.
 */
async function belowInstalmentsMinimum(request: APIRequestContext, name: string) {
  const customer = await confirmedPerson(request, name);
  const product = await pickPriced(request, 100, 3_000);
  const dear = await pickPriced(request, 7_000, 12_000);
  const token = await fillCart(request, customer, [
    { product_id: product.id, quantity: 1 },
    { product_id: dear.id, quantity: 1 },
  ]);
  const headers = { authorization: `Bearer ${token}` };
  const instalments = { payment_method: "card_instalments", note: "" };
  for (const [path, data] of [
    ["/api/checkout/buyer", { name, email: customer.email, phone: "" }],
    ["/api/checkout/delivery", { delivery_method: "personal_pickup" }],
    ["/api/checkout/payment", instalments],
  ] as const)
    expect((await request.put(path, { headers, data })).status()).toBe(200);
  const cart = (await (await request.get("/api/cart", { headers })).json()) as {
    data: { lines: Array<{ id: number; product: { id: number } }> };
  };
  const line = cart.data.lines.find((l) => l.product.id === dear.id);
  expect((await request.delete(`/api/cart/lines/${line?.id}`, { headers })).status()).toBe(200);
  const refused = await request.put("/api/checkout/payment", { headers, data: instalments });
  expect(refused.status()).toBe(400);
  return customer;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("card in instalments below 65 € is shown disabled with the reason, a saved choice of it says it no longer applies, in both languages, and the totals carry no surcharge", async ({
      page,
      request,
    }) => {
      const customer = await belowInstalmentsMinimum(request, "Ana Ratić");
      await page.goto("/checkout");
      await logIn(page, customer.email, customer.password);
      await expect(page).toHaveURL("/checkout");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByRole("radio", { name: "Kartica na rate" })).toBeDisabled();
      await expect(
        page.getByText("Plaćanje karticom na rate moguće je za narudžbe iznad 65,00 €."),
      ).toBeVisible();
      // The saved choice is one the total does not allow: the page prices bank transfer instead, and says so.
      await expect(page.getByRole("radio", { name: /Plaćanje unaprijed/ })).toBeChecked();
      await expect(page.getByRole("group", { name: "Način plaćanja" })).toHaveAccessibleDescription(
        "Plaćanje karticom na rate nije moguće za ovaj iznos narudžbe. Odaberite drugi način plaćanja. Iznosi u nastavku izračunati su za „Plaćanje unaprijed (virman, uplatnica)“.",
      );
      await expect(page.locator(".checkout-totals")).not.toContainText("na rate");
      await expect(page.getByLabel("Broj rata")).toHaveCount(0);

      await page.goto("/en/checkout");
      await expect(page.getByRole("radio", { name: "Card in instalments" })).toBeDisabled();
      await expect(
        page.getByText("Card instalments are possible for orders above €65.00."),
      ).toBeVisible();
      await expect(page.getByText("The amounts below are for “Pay in advance")).toBeVisible();
      await expect(page.locator(".checkout-totals")).not.toContainText("instalments");
      // axe runs as the page's script: only where the page runs scripts.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Confirm purchase" }).click();
      await expect(page).toHaveURL(/\/en\/success\?order=\d{4}-\d{6}$/);
    });
  });
}
