import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated } from "./fixtures/accounts.ts";
import { cartOf, confirmedCompany, pick } from "./fixtures/cart.ts";
import { logInHere, mailMatching, placeOrder, tokenOf } from "./fixtures/orders.ts";

// Every test registers its own customers and places its own orders (through the API, as the
// checkout would), so tests running side by side never share an order history or a cart.

const company = {
  name: "Narudžbe d.o.o.",
  oib: "33392005961",
  address: "Vukovarska 1",
  place: "21000 Split",
};

/** The row of an order in the history table. */
const historyRow = (page: Page, number: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: new RegExp(number) }) });

test("a legal entity reads the payment slip of its bank-transfer order, finds it in the history, repeats it and reorders from previously ordered products", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const customer = await confirmedCompany(request, company.name);
  const first = await pick(request, "in_stock", 2);
  const second = await pick(request, "in_stock", 3);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [
      { product_id: first.id, quantity: 2 },
      { product_id: second.id, quantity: 1 },
    ],
    buyer: { name: "Iva Kovač", email: customer.email, phone: "091 333 4444", company },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  expect(placed.payment_slip).not.toBeNull();
  const slip = placed.payment_slip as NonNullable<typeof placed.payment_slip>;

  // The success page of the order just placed: a visitor logs in first and comes back to it.
  await page.goto(`/success?order=${placed.number}`);
  await logInHere(page, customer);
  await expect(page).toHaveURL(`/success?order=${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Hvala, narudžba ${placed.number} je zaprimljena`,
  );
  const slipRegion = page.getByRole("region", { name: "Uplatnica" });
  await expect(slipRegion).toContainText("HR01");
  await expect(slipRegion).toContainText(slip.reference);
  await expect(slipRegion).toContainText(slip.iban.replace(/(.{4})(?=.)/g, "$1 "));
  const barcode = slipRegion.getByRole("img", { name: /^Barkod za plaćanje \(PDF417\)/ });
  await expect(barcode).toBeVisible();
  // The image was allowed by the page's CSP and decoded: it has a size of its own.
  await expect
    .poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The picture is the buyer's alone: without their session it is not found.
  const barcodePath = `/orders/${placed.number}/payment-slip.svg`;
  await expect(barcode).toHaveAttribute("src", barcodePath);
  expect((await page.request.get(barcodePath)).headers()["content-type"]).toBe(
    "image/svg+xml; charset=utf-8",
  );
  expect((await request.get(barcodePath)).status()).toBe(404);
  await expectNoAxeViolations(page);

  // Copying the reference: said where the buyer is, and the clipboard holds it.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await hydrated(page);
  await slipRegion.getByRole("button", { name: "Kopiraj: Poziv na broj" }).click();
  await expect(
    slipRegion.getByRole("status").filter({ hasText: "Kopirano u međuspremnik" }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(slip.reference);

  // The order in the history, and its page.
  await page.getByRole("main").getByRole("link", { name: "Moje narudžbe" }).click();
  await expect(page).toHaveURL("/orders");
  const row = historyRow(page, placed.number);
  await expect(row).toContainText("Osobno preuzimanje");
  // The name checkout gave the method, never "na račun", which is paying on account.
  await expect(row).toContainText("Plaćanje unaprijed (virman, uplatnica)");
  await expect(row).toContainText("Nije plaćeno");
  await expect(row).toContainText("2 proizvoda, 3 komada");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: new RegExp(placed.number) }).click();
  await expect(page).toHaveURL(`/orders/${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Narudžba ${placed.number}`);
  await expect(page.getByRole("region", { name: "Uplatnica" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Stavke narudžbe" }).getByRole("row")).toHaveCount(
    3,
  );
  // Legal entities have no right of withdrawal.
  await expect(page.getByRole("link", { name: "Odustanite od ugovora ovdje" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Repeat order: the lines are back in the cart, and the page says so.
  await page.getByRole("button", { name: "Naruči ponovno" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Stavke narudžbe ${placed.number} su u košarici` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const cart = await cartOf(request, customer);
  expect(cart.data.lines.map((line) => line.product.item_code).sort()).toEqual(
    [first.item_code, second.item_code].sort(),
  );

  // Previously ordered products: found by item code, a carton of it into the cart.
  await page.goto("/orders2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prethodno naručeni proizvodi");
  await expect(
    page.getByRole("table", { name: "Prethodno naručeni proizvodi" }).getByRole("row"),
  ).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole("searchbox", { name: "Traži po šifri ili nazivu" }).fill(second.item_code);
  await page
    .getByRole("search", { name: "Traži po šifri ili nazivu" })
    .getByRole("button", { name: "Traži" })
    .click();
  await expect(page).toHaveURL(`/orders2?q=${encodeURIComponent(second.item_code)}`);
  const rows = page.getByRole("table", { name: "Prethodno naručeni proizvodi" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  const found = rows.nth(1);
  await expect(found).toContainText(second.name_hr);
  await expect(found).toContainText(placed.number);
  await hydrated(page);
  await found.getByLabel(`Jedinica: ${second.name_hr}`).selectOption("carton");
  await found.getByRole("button", { name: `Dodaj ${second.name_hr} u košaricu` }).click();
  await expect(found.getByRole("status")).toHaveText(
    /^(Dodano u košaricu|U košaricu (je|su) dodan[ao]? [\d.]+ komada? – više nema na zalihi\.)$/,
  );
  await expectNoAxeViolations(page);
  const after = await cartOf(request, customer);
  expect(after.data.item_count).toBeGreaterThan(cart.data.item_count);

  // The same pages in English, dates written in English.
  await page.goto(`/en/orders/${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.number}`);
  await expect(page.locator(".order-facts time")).toHaveText(
    /^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/,
  );
  await expect(page.getByRole("region", { name: "Payment slip" })).toContainText("Payee's IBAN");
  await expectNoAxeViolations(page);
  await page.goto("/en/orders");
  await expect(historyRow(page, placed.number)).toContainText("Pay in advance (bank transfer)");
  await expectNoAxeViolations(page);
  await page.goto("/en/orders2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Previously ordered products");
  await expectNoAxeViolations(page);
  await page.goto(`/en/success?order=${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Thank you, order ${placed.number} has been received`,
  );
  await expectNoAxeViolations(page);
});

test("a private person pays by card through the test gateway, declined once then approved, and withdraws from the order in two steps without JavaScript", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await confirmedPerson(request, "Ana Horvat");
  const product = await pick(request, "in_stock", 4);
  const placed = await placeOrder(request, await tokenOf(request, person), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Ana Horvat", email: person.email, phone: "091 111 2222" },
    delivery_method: "delivery_service",
    delivery: { address: "Ilica 10", place: "Zagreb", zip: "10000" },
    payment_method: "card",
    language: "en",
  });
  expect(placed.payment_url).toMatch(/^\/api\/payments\/test-gateway\//);

  await page.goto("/en/orders");
  await logInHere(page, person, "en");

  // Declined: back on the fail page (the gateway's signed fields settled and gone from the address).
  await page.goto(placed.payment_url as string);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Decline payment$/ }).click();
  await expect(page).toHaveURL(`/en/fail?order=${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `The payment for order ${placed.number} did not go through`,
  );
  await expect(page.locator(".order-facts")).toContainText("Unpaid");
  await expect(page.getByRole("button", { name: "Pay by bank transfer instead" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pay again: a new attempt, approved this time.
  await page.getByRole("button", { name: "Pay again by card" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//);
  await page.getByRole("button", { name: /^Approve payment$/ }).click();
  await expect(page).toHaveURL(`/en/success?order=${placed.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Thank you, order ${placed.number} has been received`,
  );
  await expect(page.getByText("Your payment has been received.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment slip" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The withdrawal, in Croatian: the labelled link, the statement, the separate confirmation step; axe on each
  // (with JavaScript, where axe runs), back to the statement once, then sent from a browser without JavaScript.
  const orderPage = `/orders/${placed.number}`;
  await page.goto(orderPage);
  await expect(page.locator(".order-facts")).toContainText("Plaćeno");
  await page.getByRole("link", { name: "Odustanite od ugovora ovdje" }).click();
  await expect(page).toHaveURL(`${orderPage}?withdraw=1#withdrawal-title`);
  await expect(page.getByLabel("Ime i prezime")).toHaveValue("Ana Horvat");
  // No address to type: the acknowledgement goes to the account's own one, which the form names.
  await expect(page.locator(".withdrawal")).toContainText(person.email);
  await expect(
    page.getByRole("group", { name: "Stavke od kojih odustajete" }).getByRole("checkbox"),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  // Leaving the form says "Zatvori": "Odustani" would read as "withdraw" on this form.
  const withdrawalForm = page.locator(".withdrawal");
  await expect(withdrawalForm.getByRole("link", { name: "Zatvori" })).toBeVisible();
  await expect(withdrawalForm.getByRole("link", { name: "Odustani" })).toHaveCount(0);
  await page.getByRole("button", { name: "Dalje na potvrdu" }).click();
  await expect(page.getByRole("heading", { name: "Potvrdite odustanak od ugovora" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Potvrdite odustajanje" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Promijeni izjavu" }).click();
  await expect(page.getByLabel("Ime i prezime")).toHaveValue("Ana Horvat");

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(orderPage);
  await logInHere(noScript, person);
  await expect(noScript).toHaveURL(orderPage);
  await noScript.getByRole("link", { name: "Odustanite od ugovora ovdje" }).click();
  const line = noScript
    .getByRole("group", { name: "Stavke od kojih odustajete" })
    .getByRole("checkbox");
  await expect(line).toHaveCount(1);
  await expect(line).toBeChecked();
  await noScript.getByRole("button", { name: "Dalje na potvrdu" }).click();
  // The answer opens where the step is, near the page's end, not at its top.
  await expect(
    noScript.getByRole("heading", { name: "Potvrdite odustanak od ugovora" }),
  ).toBeInViewport();
  await expect(noScript.locator(".withdrawal__statement")).toContainText(
    `Cijela narudžba ${placed.number}`,
  );
  await noScript.getByRole("button", { name: "Potvrdite odustajanje" }).click();
  await expect(noScript).toHaveURL(`${orderPage}?withdrawn=1#withdrawal-title`);
  await expect(noScript.getByRole("heading", { name: "Odustanak od ugovora" })).toBeInViewport();
  await expect(noScript.locator(".withdrawal")).toContainText(
    /Izjavu o odustanku zaprimili smo \d{1,2}\. [a-zčćđšž]+ \d{4}\. u \d{2}:\d{2}\./,
  );
  await expect(noScript.getByRole("link", { name: "Odustanite od ugovora ovdje" })).toHaveCount(0);
  await plain.close();
  await page.goto(orderPage);
  await expect(page.locator(".withdrawal")).toContainText("Odustali ste od cijele narudžbe.");
  await expectNoAxeViolations(page);

  // The acknowledgement, at once, by e-mail: the statement and when it was received.
  await mailMatching(person.email, new RegExp(placed.number), /odusta|withdr/i, /\d{2}:\d{2}/);
});

test("another customer's order, or an order that does not exist, is the 404 page; the success page without an own order goes to the history", async ({
  page,
  request,
}) => {
  const owner = await confirmedCompany(request, "Tuđa narudžba d.o.o.");
  const product = await pick(request, "in_stock", 5);
  const placed = await placeOrder(request, await tokenOf(request, owner), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Iva Kovač", email: owner.email, company },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });

  const other = await confirmedPerson(request, "Marko Marić");
  await page.goto("/orders");
  await logInHere(page, other);
  await expect(page.getByText("Još nemate narudžbi.")).toBeVisible();
  await expectNoAxeViolations(page);

  for (const path of [
    `/orders/${placed.number}`,
    "/orders/2099-999999",
    "/en/orders/not-an-order",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path.startsWith("/en") ? "This page could not be found" : "Ova stranica nije pronađena",
    );
    await expect(page.getByText(placed.number)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await page.goto(`/success?order=${placed.number}`);
  await expect(page).toHaveURL("/orders");
  await page.goto(`/en/fail?order=${placed.number}`);
  await expect(page).toHaveURL("/en/orders");
  await page.goto("/single-order");
  await expect(page.getByText("Još nemate narudžbi.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a person withdraws from one of two lines of an unpaid bank transfer without JavaScript: the line is taken off, the order and its slip ask for the rest", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await confirmedPerson(request, "Ema Djelomična");
  const kept = await pick(request, "in_stock", 5);
  const dropped = await pick(request, "in_stock", 6);
  const placed = await placeOrder(request, await tokenOf(request, person), {
    lines: [
      { product_id: kept.id, quantity: 1 },
      { product_id: dropped.id, quantity: 2 },
    ],
    buyer: { name: "Ema Djelomična", email: person.email, phone: "091 555 6666" },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
    language: "en",
  });
  const droppedLine = placed.lines[1] as (typeof placed.lines)[number];
  const rest = placed.totals.total_cents - droppedLine.gross_cents;
  const euros = (cents: number, language: "hr" | "en") =>
    new Intl.NumberFormat(language === "hr" ? "hr-HR" : "en-IE", {
      style: "currency",
      currency: "EUR",
    }).format(cents / 100);

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  const orderPage = `/en/orders/${placed.number}`;
  await noScript.goto(orderPage);
  await logInHere(noScript, person, "en");
  await noScript.getByRole("link", { name: "Withdraw from contract here" }).click();
  await noScript
    .getByRole("group", { name: "Lines you withdraw from" })
    .getByRole("checkbox", { name: droppedLine.name_en })
    .check();
  await noScript
    .getByRole("group", { name: "Lines you withdraw from" })
    .getByRole("checkbox", { name: (placed.lines[0] as typeof droppedLine).name_en })
    .uncheck();
  await noScript.getByRole("button", { name: "Continue to confirmation" }).click();
  await noScript.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(noScript).toHaveURL(`${orderPage}?withdrawn=1#withdrawal-title`);
  const droppedRow = noScript.getByRole("row").filter({ hasText: droppedLine.item_code });
  await expect(droppedRow).toContainText("withdrawn: not sent and not charged");
  await expect(noScript.locator(".order-totals__total")).toContainText(euros(rest, "en"));
  await expect(noScript.getByRole("region", { name: "Payment slip" })).toContainText(
    euros(rest, "en"),
  );
  await plain.close();

  // In Croatian, with JavaScript: the same, and axe finds nothing on the page.
  await page.goto(`/orders/${placed.number}`);
  await logInHere(page, person);
  await expect(page.getByRole("row").filter({ hasText: droppedLine.item_code })).toContainText(
    "odustali ste: ne šalje se i ne naplaćuje",
  );
  await expect(page.locator(".order-totals__total")).toContainText(euros(rest, "hr"));
  await expectNoAxeViolations(page);

  // The acknowledgement says what is left to pay.
  await mailMatching(person.email, new RegExp(placed.number), /now comes to/);
});
