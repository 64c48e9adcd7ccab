import { expect, test } from "@playwright/test";
import { confirmedCompany, logInToCart } from "./fixtures/cart.ts";
import { expectStep, fillCart, pickPriced } from "./fixtures/checkout.ts";

// The whole checkout with plain forms, for a customer of its own (axe runs in checkout.spec.ts:
// the pages are the same without scripts).

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole checkout works with plain forms, in English, recalculating the payment choice on the server", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCompany(request, "Bez skripte d.o.o.");
    // Three pieces of a product of 66–129 €: well above the instalments' minimum (65 €).
    const product = await pickPriced(request, 6_600, 12_900);
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
    await expect(page.getByLabel("Number of instalments")).toBeVisible();
    // The line's amount holds the higher card price, and says how much of it that is.
    await expect(
      page
        .getByRole("row", { name: new RegExp(product.item_code) })
        .getByText(/^of which €[\d,.]+ for paying in instalments$/),
    ).toBeVisible();

    // A reload keeps the choice; back to bank transfer, then confirm.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Card in instalments" })).toBeChecked();
    await page.getByRole("radio", { name: /Pay in advance/ }).check();
    await page.getByRole("button", { name: "Recalculate" }).click();
    await expect(page.getByRole("radio", { name: /Pay in advance/ })).toBeChecked();
    await page.getByLabel(/^Note/).fill("Leave it with the neighbour.");
    await page.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page).toHaveURL(/\/en\/success\?order=\d{4}-\d{6}$/);
    await expect(
      page.getByText(
        /^Please pay by \d{1,2} [A-Z][a-z]+ \d{4}: we hold the products for you for 8 days from the order, and an order still unpaid then is cancelled\.$/,
      ),
    ).toBeVisible();

    // The next order starts without this one's note, in both languages.
    await fillCart(request, customer, [{ product_id: product.id, quantity: 3 }]);
    await page.goto("/en/checkout");
    await expect(page.getByLabel(/^Note/)).toHaveValue("");
    await page.goto("/checkout");
    await expect(page.getByLabel(/^Napomena/)).toHaveValue("");
  });
});
