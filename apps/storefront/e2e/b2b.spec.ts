import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, hydrated, logIn } from "./fixtures/accounts.ts";
import { confirmedCompany, type Customer } from "./fixtures/cart.ts";
import { logInHere } from "./fixtures/orders.ts";

// The B2B page (issue 14): the integration guide for everyone, a legal entity's own key on top.
// The demo legal entity (with rebates) only reads its key; every test that makes a new key
// registers its own company, so tests running side by side never replace each other's key.

interface FeedProduct {
  item_code: string;
  name_hr: string;
  purchase_price_cents: number;
  rebate_percent: number;
}

const keyField = (page: Page) => page.getByRole("textbox", { name: "Ključ za izvoze" });
const keyPanel = (page: Page) => page.getByRole("region", { name: "Vaš ključ", exact: true });

/** A feed fetched with a key in the Authorization header, as an integrator's system does. */
function fetchFeed(request: APIRequestContext, path: string, key: string) {
  return request.get(path, { headers: { authorization: `Bearer ${key}` } });
}

/** "1.234,56 €" → 123456. */
const cents = (price: string) => Number(price.replace(/[^\d]/g, ""));

/** An island's element once React has hydrated it (islands wake at the first interaction, lib/island.tsx). */
async function awake(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))),
    )
    .toBe(true);
}

async function logInFromB2b(page: Page, customer: Customer, language: "hr" | "en" = "hr") {
  const b2b = language === "hr" ? "/b2b" : "/en/b2b";
  const invitation = page.getByRole("region", {
    name: language === "hr" ? "Ključ za izvoze" : "Feed key",
  });
  const login = invitation.getByRole("link", {
    name: language === "hr" ? "Prijavite se" : "Log in",
    exact: true,
  });
  await expect(login).toHaveAttribute(
    "href",
    `${language === "hr" ? "" : "/en"}/login?redirect=${encodeURIComponent(b2b)}`,
  );
  await login.click();
  await logInHere(page, customer, language);
  await expect(page).toHaveURL(b2b);
}

test("a business buyer copies their key from /b2b and finds in the products feed the price the shop shows them", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  // A visitor reads the guide and is invited to log in, then comes back to the page.
  await page.goto("/b2b");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("B2B servis");
  const productFields = page.getByRole("table", { name: "Polja izvoza „Proizvodi“" });
  await expect(productFields.getByRole("row", { name: /^purchase_price_cents / })).toContainText(
    "Vaša nabavna cijena bez PDV-a",
  );
  // The quantity tiers' field names what each tier's price is, the cart's for that many pieces.
  await expect(productFields.getByRole("row", { name: /^quantity_prices / })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "XML shema izvoza „Proizvodi“ (products.xsd)" }),
  ).toHaveAttribute("href", /\/api\/b2b\/products\.xsd$/);
  await expect(
    page.getByText(
      /curl --compressed -H "Authorization: Bearer KLJUČ" ".*\/api\/b2b\/availability\.csv\?since=/,
    ),
  ).toBeVisible();
  await expect(keyField(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await logInFromB2b(page, demo.company);

  // The key, copied with its button: said where the buyer is, and the clipboard holds it.
  const key = await keyField(page).inputValue();
  expect(key.length).toBeGreaterThan(20);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await hydrated(page);
  const panel = keyPanel(page);
  await panel.getByRole("button", { name: "Kopiraj: Ključ za izvoze" }).click();
  await expect(
    panel.getByRole("status").filter({ hasText: "Kopirano u međuspremnik" }),
  ).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(key);
  // Every address with the key in it, each with its own copy button.
  const productsJson = panel.getByRole("row", { name: /^Proizvodi, JSON/ });
  await expect(productsJson).toContainText(`/api/b2b/products.json?key=${encodeURIComponent(key)}`);
  await expect(
    productsJson.getByRole("button", { name: "Kopiraj: Proizvodi, JSON" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A product the buyer sees in the shop at their price (Kronos Gaming: 25 % rebate)…
  await page.goto("/rezultati-pretrazivanja?brand=kronos-gaming");
  const card = page.locator(".product-card").first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const shown = cents(
    (await page.locator(".product__prices .your-price__amount").textContent()) ?? "",
  );
  expect(shown).toBeGreaterThan(0);

  // …is in the products feed fetched with the copied key, at the same price without VAT.
  const feed = await fetchFeed(request, "/api/b2b/products.json", copied);
  expect(feed.status()).toBe(200);
  const products = ((await feed.json()) as { data: FeedProduct[] }).data;
  const inFeed = products.find((product) => product.name_hr === name);
  expect(inFeed, `${name} in the products feed`).toBeDefined();
  expect(inFeed?.purchase_price_cents).toBe(shown);
  expect(inFeed?.rebate_percent).toBe(25);

  // Back on the page: when the key was last used and today's requests, in Croatian.
  const today = new Intl.DateTimeFormat("hr-HR", {
    dateStyle: "long",
    timeZone: "Europe/Zagreb",
  }).format(new Date());
  await page.goto("/b2b");
  await expect(keyPanel(page)).toContainText(`Zadnje preuzimanje: ${today}`);
  const usage = page.getByRole("table", {
    name: "Zahtjevi po danu u zadnjih 14 dana, najnoviji dan prvi",
  });
  await expect(usage.getByRole("row", { name: new RegExp(`^${today} \\d+$`) })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("a new key made through the dialog shuts the old one out at once; the profile shows the key and leads to /b2b", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await confirmedCompany(request, "Izvozi d.o.o.");
  await page.goto("/profile");
  await logInHere(page, customer);
  await expect(page).toHaveURL("/profile");
  const feeds = page.getByRole("region", { name: "Izvozi podataka" });
  const key = await feeds.getByRole("textbox", { name: "Ključ za izvoze" }).inputValue();
  expect(key).not.toBe("");
  await hydrated(page);
  await expect(feeds.getByRole("button", { name: "Kopiraj: Ključ za izvoze" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await fetchFeed(request, "/api/b2b/availability.json", key)).status()).toBe(200);

  await feeds.getByRole("link", { name: "Adrese izvoza, upute i novi ključ" }).click();
  await expect(page).toHaveURL("/b2b");
  await expect(keyField(page)).toHaveValue(key);

  // The confirmation step (the way without JavaScript) can be left without a change.
  await page.goto("/b2b?confirm=regenerate");
  const step = page.getByRole("region", { name: "Izraditi novi ključ?" });
  await expect(step).toContainText("Stari ključ prestaje raditi odmah");
  await expectNoAxeViolations(page);
  await step.getByRole("link", { name: "Odustani" }).click();
  await expect(page).toHaveURL("/b2b");
  await expect(keyField(page)).toHaveValue(key);

  // With JavaScript the question is a dialog; Cancel changes nothing.
  await hydrated(page);
  const opener = page.getByRole("button", { name: "Izradi novi ključ" });
  await awake(opener);
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Izraditi novi ključ?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Odustani" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Odustani" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Da, izradi novi ključ" }).click();
  await expect(page).toHaveURL("/b2b?regenerated=1#feed-key-title");
  await expect(
    keyPanel(page)
      .getByRole("status")
      .filter({ hasText: /^Izrađen je novi ključ\./ }),
  ).toBeVisible();
  await expect(keyField(page)).not.toHaveValue(key);
  const fresh = await keyField(page).inputValue();
  expect(fresh).not.toBe("");
  expect((await fetchFeed(request, "/api/b2b/availability.json", key)).status()).toBe(401);
  expect(
    (await request.get(`/api/b2b/availability.json?key=${encodeURIComponent(key)}`)).status(),
  ).toBe(401);
  expect((await fetchFeed(request, "/api/b2b/availability.json", fresh)).status()).toBe(200);
  await expectNoAxeViolations(page);

  // The profile shows the new key.
  await page.goto("/profile");
  await expect(feeds.getByRole("textbox", { name: "Ključ za izvoze" })).toHaveValue(fresh);
});

test("a private person is told the feeds are for business buyers and gets no key", async ({
  page,
}) => {
  await page.goto("/b2b");
  await logInFromB2b(page, demo.person);
  await expect(
    page.getByRole("heading", { level: 2, name: "Izvozi su za poslovne kupce" }),
  ).toBeVisible();
  await expect(keyField(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Izradi novi ključ" })).toHaveCount(0);
  // The guide stays readable.
  await expect(
    page.getByRole("heading", { level: 2, name: "Savjeti za preuzimanje" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/b2b?confirm=regenerate");
  await expect(page.getByRole("region", { name: "Izraditi novi ključ?" })).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Izvozi podataka" })).toHaveCount(0);
});

test("/en/b2b is in English, for a visitor and for a legal entity", async ({ page }) => {
  await page.goto("/en/b2b");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("B2B service");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Polling advice" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Fields of the “Availability” feed" }).getByRole("row"),
  ).toHaveCount(8);
  await expect(
    page.getByText(/curl -H "Authorization: Bearer KEY" .*\/api\/b2b\/products\.json/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await logInFromB2b(page, demo.company, "en");
  await expect(keyPanel(page)).toHaveCount(0);
  const panel = page.getByRole("region", { name: "Your key", exact: true });
  await expect(panel.getByRole("textbox", { name: "Feed key" })).not.toHaveValue("");
  await expect(panel).toContainText("The key was made on");
  await expect(panel.getByRole("button", { name: "Regenerate key" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a legal entity reads its key and makes a new one through the confirmation page", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCompany(request, "Bez skripti d.o.o.");
    await page.goto("/b2b");
    await page
      .getByRole("region", { name: "Ključ za izvoze" })
      .getByRole("link", { name: "Prijavite se" })
      .click();
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL("/b2b");
    const key = await keyField(page).inputValue();
    expect(key).not.toBe("");
    // No copy button that would do nothing: the key is a field to select.
    await expect(page.getByRole("button", { name: /^Kopiraj/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Izradi novi ključ" }).click();
    await expect(page).toHaveURL("/b2b?confirm=regenerate");
    // The step opens where it is, below the key's addresses, not at the page's top.
    const step = page.getByRole("region", { name: "Izraditi novi ključ?" });
    await expect(step).toBeInViewport();
    // The question has the focus: the next Tab reaches "yes", not the top of the page.
    await expect(step).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step.getByRole("button", { name: "Da, izradi novi ključ" })).toBeFocused();
    // The English page's step too.
    await page.goto("/en/b2b?confirm=regenerate");
    const english = page.getByRole("region", { name: "Make a new key?" });
    await expect(english).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(english.getByRole("button", { name: "Yes, make a new key" })).toBeFocused();
    await page.goto("/b2b?confirm=regenerate");
    await step.getByRole("button", { name: "Da, izradi novi ključ" }).click();
    await expect(page).toHaveURL("/b2b?regenerated=1#feed-key-title");
    await expect(
      keyPanel(page)
        .getByRole("status")
        .filter({ hasText: /^Izrađen je novi ključ\./ }),
    ).toBeVisible();
    const fresh = await keyField(page).inputValue();
    expect(fresh).not.toBe(key);
    expect((await fetchFeed(request, "/api/b2b/categories.json", key)).status()).toBe(401);
    expect((await fetchFeed(request, "/api/b2b/categories.json", fresh)).status()).toBe(200);
    // A reload shows the page again; it makes no other key.
    await page.reload();
    await expect(keyField(page)).toHaveValue(fresh);
  });
});
