import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated, logIn, ownAddress } from "./fixtures/accounts.ts";

// Every test registers its own customer, so tests running side by side never share a wishlist or a cart.

interface Product {
  id: number;
  slug_hr: string;
  name_hr: string;
  name_en: string;
  availability: "in_stock" | "low_stock" | "out_of_stock";
  category: { slug_hr: string };
}

/** Two mice in stock and one product that is out of stock, always the same ones. */
async function products(
  request: APIRequestContext,
): Promise<{ inStock: [Product, Product]; outOfStock: Product }> {
  const mice = (await (
    await request.get("/api/products?category=misevi&in_stock=1&sort=name&per_page=12")
  ).json()) as { data: Product[] };
  const all = (await (await request.get("/api/products?sort=name&per_page=96")).json()) as {
    data: Product[];
  };
  const outOfStock = all.data.find((p) => p.availability === "out_of_stock");
  const [first, second] = mice.data;
  if (!first || !second || !outOfStock)
    throw new Error("the demo catalogue has no products to test the wishlist with");
  return { inStock: [first, second], outOfStock };
}

/** A new customer, logged in through the wishlist (which sends a visitor to log in and back). */
async function customerOnWishlist(page: Page, path = "/wishlist") {
  const customer = await confirmedPerson(page.request, "Iva Kovač");
  await page.goto(path);
  await expect(page).toHaveURL(
    `${path.startsWith("/en") ? "/en" : ""}/login?redirect=${encodeURIComponent(path)}`,
  );
  if (path.startsWith("/en")) {
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "E-mail address" })
      .fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Log in" }).click();
  } else await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(path);
  return customer;
}

/**
 * What a listing card's or product page's "Add to wishlist" does: a plain form posted to the
 * wishlist's action with `intent=add`, `product_id` and `return_to`, built on the page the shopper is on.
 */
async function addToWishlistFrom(page: Page, product: Product, returnTo: string) {
  const loaded = page.waitForEvent("load");
  await page.evaluate(
    ({ id, back }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/wishlist";
      for (const [name, value] of Object.entries({
        intent: "add",
        product_id: String(id),
        return_to: back,
      })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { id: product.id, back: returnTo },
  );
  await loaded;
}

function wishlistItems(page: Page) {
  return page.locator(".wishlist-item");
}

/** The customer's cart as the API tells it (the cart page belongs to another screen's tests). */
async function cartOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post("/api/login", {
    // Its own client address: the tests' logins would otherwise all count against 127.0.0.1.
    headers: ownAddress(),
    data: { email: who.email, password: who.password },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const cart = await request.get("/api/cart", {
    headers: { authorization: `Bearer ${data.token}` },
  });
  return (
    (await cart.json()) as { data: { lines: { product: { id: number }; quantity: number }[] } }
  ).data.lines;
}

test("a customer fills the wishlist from product pages, moves a product to the cart, is refused one out of stock and removes the last", async ({
  page,
}) => {
  const { inStock, outOfStock } = await products(page.request);
  const [first, second] = inStock;
  const customer = await customerOnWishlist(page);
  await expect(page.getByText("Nema proizvoda na vašoj listi želja")).toBeVisible();
  await expectNoAxeViolations(page);

  // From a product page: back on that page after the add.
  const productPage = `/${first.category.slug_hr}/${first.slug_hr}`;
  await page.goto(productPage);
  await addToWishlistFrom(page, first, productPage);
  await expect(page).toHaveURL(productPage);
  await page.goto(`/${outOfStock.category.slug_hr}/${outOfStock.slug_hr}`);
  await addToWishlistFrom(page, outOfStock, "/wishlist");
  await expect(page).toHaveURL("/wishlist");
  // An unsafe return address lands on the wishlist; adding twice keeps one.
  await addToWishlistFrom(page, second, "//evil.example/steal");
  await expect(page).toHaveURL("/wishlist");
  await addToWishlistFrom(page, second, "https://evil.example/");
  await expect(page).toHaveURL("/wishlist");

  // Newest first, at the customer's price.
  await expect(wishlistItems(page)).toHaveCount(3);
  await expect(page.getByText("3 proizvoda na listi želja")).toBeVisible();
  await expect(wishlistItems(page).getByRole("heading")).toHaveText([
    second.name_hr,
    outOfStock.name_hr,
    first.name_hr,
  ]);
  await expect(wishlistItems(page).first()).toContainText("Vaša cijena");
  await expectNoAxeViolations(page);

  // Move to cart: the product leaves the list at once and the API's message is read out.
  await hydrated(page);
  await page.getByRole("button", { name: `Premjesti u košaricu: ${first.name_hr}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Dodano u košaricu: ${first.name_hr}` }),
  ).toBeVisible();
  await expect(wishlistItems(page)).toHaveCount(2);
  await expect(page.getByText("2 proizvoda na listi želja")).toBeVisible();
  expect(
    (await cartOf(page.request, customer)).map((line) => [line.product.id, line.quantity]),
  ).toEqual([[first.id, 1]]);

  // Out of stock: refused with the API's message, and it stays on the list.
  await page.getByRole("button", { name: `Premjesti u košaricu: ${outOfStock.name_hr}` }).click();
  await expect(page.getByRole("alert")).toHaveText(`${outOfStock.name_hr}: Nema na zalihi`);
  await expect(wishlistItems(page)).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Remove both: the list is empty again.
  await page.getByRole("button", { name: `Ukloni s liste želja: ${outOfStock.name_hr}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Uklonjeno s liste želja: ${outOfStock.name_hr}` }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Ukloni s liste želja: ${second.name_hr}` }).click();
  await expect(page.getByText("Nema proizvoda na vašoj listi želja")).toBeVisible();
  await expect(wishlistItems(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Lista želja" })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("an English customer's wishlist speaks English", async ({ page }) => {
  const { inStock } = await products(page.request);
  await customerOnWishlist(page, "/en/wishlist");
  await expect(page.getByText("No products on your wishlist")).toBeVisible();
  const added = await page.request.post("/en/wishlist", {
    form: { intent: "add", product_id: String(inStock[0].id), return_to: "/en/wishlist" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect(added.headers().location).toBe("/en/wishlist");
  await page.reload();
  await expect(page.getByText("1 product on your wishlist")).toBeVisible();
  await hydrated(page);
  await page
    .getByRole("button", { name: `Remove from your wishlist: ${inStock[0].name_en}` })
    .click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Removed from your wishlist: ${inStock[0].name_en}` }),
  ).toBeVisible();
  await expect(page.getByText("No products on your wishlist")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor who adds to the wishlist is asked to log in, comes back to the page and finds the product on the list", async ({
  page,
}) => {
  const { inStock } = await products(page.request);
  const productPage = `/${inStock[0].category.slug_hr}/${inStock[0].slug_hr}`;
  const answer = await page.request.post("/wishlist", {
    form: { intent: "add", product_id: String(inStock[0].id), return_to: productPage },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe(`/login?redirect=${encodeURIComponent(productPage)}`);

  // In the browser, with the page's scripts: the add waits for the login and is made by it.
  const customer = await confirmedPerson(page.request, "Vesna Želja");
  await page.goto(productPage);
  await hydrated(page);
  await page.getByRole("button", { name: "Dodaj na listu želja", exact: true }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(productPage)}`);
  await expect(
    page.getByText("Prijavite se da biste dodali proizvod na listu želja."),
  ).toBeVisible();
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(productPage);
  await expect(
    page.getByRole("status").filter({ hasText: `Dodano na listu želja: ${inStock[0].name_hr}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Na listi želja", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

/** The product page's wishlist button: says it worked, turns pressed, and takes the product off again. */
async function toggleOnProductPage(page: Page, product: Product, language: "hr" | "en") {
  const en = language === "en";
  const name = en ? product.name_en : product.name_hr;
  const add = page.getByRole("button", {
    name: en ? "Add to wishlist" : "Dodaj na listu želja",
    exact: true,
  });
  const on = page.getByRole("button", {
    name: en ? "On your wishlist" : "Na listi želja",
    exact: true,
  });
  await expect(on).toHaveCount(0);
  await add.click();
  await expect(
    page.getByRole("status").filter({
      hasText: en ? `Added to your wishlist: ${name}` : `Dodano na listu želja: ${name}`,
    }),
  ).toBeVisible();
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await on.click();
  await expect(
    page.getByRole("status").filter({
      hasText: en ? `Removed from your wishlist: ${name}` : `Uklonjeno s liste želja: ${name}`,
    }),
  ).toBeVisible();
  await expect(add).toHaveAttribute("aria-pressed", "false");
}

test("the product page's wishlist button says it worked, shows the product on the list and takes it off, in both languages", async ({
  page,
}) => {
  const { inStock } = await products(page.request);
  await customerOnWishlist(page);
  await page.goto(`/${inStock[0].category.slug_hr}/${inStock[0].slug_hr}`);
  await hydrated(page);
  await toggleOnProductPage(page, inStock[0], "hr");
  await expectNoAxeViolations(page);
  const english = (await (
    await page.request.get(`/api/products/${inStock[0].slug_hr}`)
  ).json()) as {
    data: { slug_en: string; category: { slug_en: string } };
  };
  await page.goto(`/en/${english.data.category.slug_en}/${english.data.slug_en}`);
  await toggleOnProductPage(page, inStock[0], "en");
});

// axe-core needs scripts to run: these pages are the same server-rendered HTML the tests above check with it.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer moves a product to the cart and removes another with plain forms", async ({
    page,
  }) => {
    const { inStock } = await products(page.request);
    const [first, second] = inStock;
    const customer = await customerOnWishlist(page);
    for (const product of [first, second]) {
      const added = await page.request.post("/wishlist", {
        form: { intent: "add", product_id: String(product.id), return_to: "/wishlist" },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
    }
    await page.reload();
    await expect(wishlistItems(page)).toHaveCount(2);

    await page.getByRole("button", { name: `Premjesti u košaricu: ${first.name_hr}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Dodano u košaricu: ${first.name_hr}` }),
    ).toBeVisible();
    await expect(wishlistItems(page)).toHaveCount(1);
    expect((await cartOf(page.request, customer)).map((line) => line.product.id)).toEqual([
      first.id,
    ]);

    await page.getByRole("button", { name: `Ukloni s liste želja: ${second.name_hr}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Uklonjeno s liste želja: ${second.name_hr}` }),
    ).toBeVisible();
    await expect(page.getByText("Nema proizvoda na vašoj listi želja")).toBeVisible();
  });

  test("the product page's wishlist button answers with plain forms", async ({ page }) => {
    const { inStock } = await products(page.request);
    await customerOnWishlist(page);
    await page.goto(`/${inStock[1].category.slug_hr}/${inStock[1].slug_hr}`);
    await toggleOnProductPage(page, inStock[1], "hr");
  });
});
