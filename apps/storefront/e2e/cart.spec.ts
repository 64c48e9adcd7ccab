import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, hydrated, logIn, logOut } from "./fixtures/accounts.ts";
import {
  cartLink,
  cartOf,
  confirmedCompany,
  lineRow,
  logInToCart,
  ownProducts,
  pick,
  productPage,
  quickAdd,
} from "./fixtures/cart.ts";

/** "1 komad", "3 komada", "5 komada" (21 komad, 22 komada…). */
const pieces = (count: number) =>
  `${count} ${new Intl.PluralRules("hr").select(count) === "one" ? "komad" : "komada"}`;

// Each test that changes a cart registers its own legal entity, so tests running side by side
// never share a cart. The demo legal entity (with rebates) is only looked at, never shopped for.

test("a legal entity with rebates sees its own price, without VAT and less its rebate, on a listing and a product page", async ({
  page,
}) => {
  await page.goto("/login?redirect=%2Frezultati-pretrazivanja%3Fbrand%3Dkronos-gaming");
  await logIn(page, demo.company.email, demo.company.password);
  await expect(page).toHaveURL("/rezultati-pretrazivanja?brand=kronos-gaming");

  const card = page.locator(".product-card").first();
  const yourPrice = card.locator(".your-price");
  await expect(yourPrice).toHaveText(/^Vaša cijena: [\d.,]+\s€\s\+ PDV \d+\s%\s−25\s%\srabat$/);

  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".product__prices .your-price")).toHaveText(
    /^Vaša cijena: [\d.,]+\s€\s\+ PDV \d+\s%\s−25\s%\srabat$/,
  );
  // The retail price with VAT stays beside it.
  await expect(page.locator(".product__price")).toContainText("PDV uključen");
});

test("a buyer adds a carton, quick-adds a good and a wrong code, reads the stock messages, removes a line through the dialog and clears the cart", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request);
  // Products of the test's own, so that the stock it reads is not moved by tests ordering beside it.
  const [carton, other, scarce] = await ownProducts(
    request,
    { stock: 100, unitsPerCarton: 6 },
    { stock: 50 },
    { stock: 3 },
  );
  if (!carton || !other || !scarce) throw new Error("products not made");

  // A whole carton from the product page: the answer is read out and the header counts the pieces.
  await logInToCart(page, customer);
  await page.goto(productPage(carton));
  await hydrated(page);
  await page.getByRole("button", { name: "Dodaj cijeli karton (6 kom)" }).click();
  const status = page.locator(".product-actions").getByRole("status");
  await expect(status).toHaveText("Dodano u košaricu");
  const inCart = 6;
  await expect(cartLink(page)).toHaveAccessibleName(`Košarica ${pieces(inCart)}`);
  await expect(page.locator(".header-cart__delivery")).toHaveText(
    /^(Do besplatne dostave nedostaje još [\d.,]+\s€|Ostvarili ste besplatnu dostavu)$/,
  );

  // Quick add by item code, a good one and a wrong one.
  await cartLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Košarica" })).toBeVisible();
  await expect(lineRow(page, carton.name_hr).getByLabel(`Količina: ${carton.name_hr}`)).toHaveValue(
    String(inCart),
  );
  // Six pieces at 15 € + VAT (112,50 €) are short of free delivery: the totals say what the
  // courier costs, without VAT as a legal entity's prices are.
  const totals = page.getByRole("region", { name: "Ukupno" });
  const courierFee = totals.getByText(
    /^Dostava dostavnom službom: [\d.,]+\s€ bez PDV-a; osobno preuzimanje je besplatno\.$/,
  );
  await expect(courierFee).toBeVisible();
  const form = await quickAdd(page, other.item_code.toLowerCase(), 2);
  await expect(form.getByRole("status")).toHaveText("Dodano u košaricu");
  await expect(lineRow(page, other.name_hr).getByLabel(`Količina: ${other.name_hr}`)).toHaveValue(
    "2",
  );
  await expect(form.getByLabel("Šifra artikla")).toBeFocused();
  await expect(form.getByLabel("Šifra artikla")).toHaveValue("");
  // Eight pieces at 15 € + VAT reach free delivery: the courier's fee is no longer named.
  await expect(totals.getByText("Ostvarili ste besplatnu dostavu")).toBeVisible();
  await expect(courierFee).toHaveCount(0);
  await quickAdd(page, "NEMA-TAKVE-99", 1);
  await expect(form.getByLabel("Šifra artikla")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(".field__error")).toHaveText("Pogrešna šifra artikla");
  // The error first, then the field's hint (an EAN or the maker's part number also work).
  await expect(form.getByLabel("Šifra artikla")).toHaveAccessibleDescription(
    "Pogrešna šifra artikla Šifra artikla, EAN s crtičnog koda ili šifra proizvođača.",
  );

  // More than the stock, in English: cut to what there is, then nothing more.
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL("/en/cart");
  await hydrated(page);
  const labels = { code: "Item code", quantity: "Quantity", add: "Add" };
  // While the page's data reloads after the answer, the header shows the cart the answer carried,
  // never the 500 pieces asked for.
  let reloaded = () => {};
  const reloadHeld = new Promise<void>((resolve) => (reloaded = resolve));
  await page.route(/\/en\/cart\.data/, async (route) => {
    if (route.request().method() === "GET") await reloadHeld;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (response) => /\/en\/cart\.data/.test(response.url()) && response.request().method() === "POST",
  );
  const english = await quickAdd(page, scarce.item_code, 500, labels);
  await answered;
  const count = page.locator(".header-cart__count");
  const before = (await cartOf(request, customer)).data.item_count;
  await expect(count).toHaveText(String(before));
  reloaded();
  // What was left went in, and the answer says how many pieces and why no more.
  await expect(english.getByRole("status")).toHaveText(
    /^Added [\d,]+ pieces? to the cart – no more in stock\.$/,
  );
  await page.unroute(/\/en\/cart\.data/);
  // The header counts the piece at once and takes it back when the refusal comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/en\/cart\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await quickAdd(page, scarce.item_code, 1, labels);
  await expect(count).toHaveText(String(before + 1));
  release();
  await expect(english.getByRole("status")).toHaveText("No more pieces in stock");
  await expect(count).toHaveText(String(before));
  await page.unroute(/\/en\/cart\.data/);
  await page.getByRole("link", { name: /^Hrvatski/ }).click();
  await expect(page).toHaveURL("/cart");
  await hydrated(page);

  // Remove a line through the dialog: Escape cancels and gives the focus back; "yes" removes it.
  const row = lineRow(page, other.name_hr);
  const remove = row.getByRole("button", { name: `Ukloni ${other.name_hr} iz košarice` });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Ukloniti proizvod iz košarice?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(other.item_code);
  await expect(dialog.getByRole("button", { name: "Odustani" })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1); // the page behind is inert: focus stays inside
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();
  // On a slow phone React renders only the last of the states that arrive close together (the
  // answer, then the cart read again): the notices must not rest on the state in between.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await remove.click();
  await dialog.getByRole("button", { name: "Da, ukloni" }).click();
  await expect(row).toBeHidden();
  await expect(page.locator(".cart-page > [role=status]")).toHaveText(
    "Proizvod je uklonjen iz košarice",
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(lineRow(page, carton.name_hr)).toBeVisible();

  // Clear the cart, also asked first.
  await page.getByRole("button", { name: "Isprazni košaricu" }).click();
  await page
    .getByRole("dialog", { name: "Isprazniti košaricu?" })
    .getByRole("button", { name: "Da, isprazni" })
    .click();
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
  await expect(page.locator(".cart-page > [role=status]")).toHaveText("Košarica je ispražnjena");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(cartLink(page)).toHaveAccessibleName("Košarica 0 komada");
  expect((await cartOf(request, customer)).data.item_count).toBe(0);

  // A one-time notice: the next change to the cart takes it away (never "emptied" above items).
  await quickAdd(page, other.item_code, 1);
  await expect(lineRow(page, other.name_hr)).toBeVisible();
  await expect(page.locator(".cart-page > [role=status]")).toHaveText("");
});

test("quick buy takes pasted lines and a CSV file and reports every line", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request);
  const good = await pick(request, "in_stock", 2);
  const [scarce] = await ownProducts(request, { stock: 3 });
  if (!scarce) throw new Error("product not made");
  await logInToCart(page, customer);
  await hydrated(page);

  const quickBuy = page.getByRole("region", { name: "Brza kupnja" });
  await quickBuy
    .getByLabel("Šifre i količine")
    .fill(`šifra;količina\r\n${good.item_code};3\r\n\r\n${good.item_code} 1,5\r\n`);
  // A CSV file is read into the field, after what was pasted.
  await quickBuy.getByLabel("CSV datoteka").setInputFiles({
    name: "narudzba.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${scarce.item_code}\t99\nNEPOSTOJECA-1 2\n`),
  });
  await expect(quickBuy.getByText("Datoteka „narudzba.csv“ učitana je u polje.")).toBeVisible();
  await expect(quickBuy.getByLabel("Šifre i količine")).toHaveValue(new RegExp(`NEPOSTOJECA-1 2$`));
  await quickBuy.getByRole("button", { name: "Dodaj sve u košaricu" }).click();

  await expect(quickBuy.getByRole("status").last()).toHaveText(
    "U košaricu je dodano 2 od 4 retka.",
  );
  const report = quickBuy.getByRole("table", { name: "Izvješće brze kupnje" });
  const rows = report.getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText(`${good.item_code}33Dodano`);
  // A decimal comma is a decimal, refused as 1.5 is — never 1 piece.
  await expect(rows.nth(2)).toContainText(good.item_code);
  await expect(rows.nth(2)).toContainText("OdbijenoUpišite cijeli broj komada od 1 do 99.999");
  await expect(rows.nth(3)).toContainText("Smanjeno");
  await expect(rows.nth(3)).toContainText("U košaricu su dodana 3 komada – više nema na zalihi.");
  await expect(rows.nth(4)).toContainText("NEPOSTOJECA-1");
  await expect(rows.nth(4)).toContainText("OdbijenoPogrešna šifra artikla");
  await expect(lineRow(page, good.name_hr)).toBeVisible();
  await expect(lineRow(page, scarce.name_hr)).toBeVisible();

  // Too many lines: a clear limit, nothing added.
  await quickBuy.getByLabel("Šifre i količine").fill(`${good.item_code} 1\n`.repeat(501));
  await quickBuy.getByRole("button", { name: "Dodaj sve u košaricu" }).click();
  await expect(quickBuy.getByLabel("Šifre i količine")).toHaveAccessibleDescription(
    /Odjednom se može dodati najviše 500 redaka/,
  );
  await expect(lineRow(page, good.name_hr).getByLabel(`Količina: ${good.name_hr}`)).toHaveValue(
    "3",
  );
});

test("the cart page passes axe with lines, a report and an open dialog, and its lines fit a 360 px phone", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request);
  const good = await pick(request, "in_stock", 3);
  await logInToCart(page, customer);
  await hydrated(page);
  await quickAdd(page, good.item_code, 1);
  await expect(lineRow(page, good.name_hr)).toBeVisible();
  await page
    .getByRole("region", { name: "Brza kupnja" })
    .getByLabel("Šifre i količine")
    .fill(`${good.item_code} 1\nKRIVO 1`);
  await page.getByRole("button", { name: "Dodaj sve u košaricu" }).click();
  await expect(page.getByRole("table", { name: "Izvješće brze kupnje" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Isprazni košaricu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(lineRow(page, good.name_hr).getByLabel(`Količina: ${good.name_hr}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("the header count follows the cart in another tab, and logging out clears the browser's copy", async ({
  page,
  request,
}) => {
  const customer = await confirmedCompany(request);
  const good = await pick(request, "in_stock", 4);
  await logInToCart(page, customer);
  await hydrated(page);
  const other = await page.context().newPage();
  await other.goto("/about");
  await hydrated(other);
  await expect(cartLink(other)).toHaveAccessibleName("Košarica 0 komada");

  await quickAdd(page, good.item_code, 3);
  await expect(cartLink(page)).toHaveAccessibleName("Košarica 3 komada");
  await expect(cartLink(other)).toHaveAccessibleName("Košarica 3 komada"); // no reload: the storage event
  expect(
    await other.evaluate(() => JSON.parse(localStorage.getItem("dukan.cart") ?? "null")?.count),
  ).toBe(3);

  await logOut(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("dukan.cart"))).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's add is kept while they log in and made once they have; adding and removing work as plain forms", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCompany(request);
    const product = await pick(request, "in_stock", 5);
    const path = productPage(product);

    await page.goto(path);
    await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    // The login page says why the visitor is there.
    await expect(page.getByText("Prijavite se da biste dodali proizvod u košaricu.")).toBeVisible();
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(path);
    // Back on the product, the add was made for the account just logged into, and said once.
    await expect(page.getByRole("status").filter({ hasText: "Dodano u košaricu" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Košarica 1 komad");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      "pending_add",
    );
    await page.reload();
    await expect(page.getByText("Dodano u košaricu")).toHaveCount(0);

    // The add comes back to the product page with its answer, once.
    await page.getByLabel("Količina").fill("2");
    await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("status").filter({ hasText: "Dodano u košaricu" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Košarica 3 komada");
    await page.reload();
    await expect(page.getByText("Dodano u košaricu")).toHaveCount(0);

    // A listing card's compact form, back on the listing.
    await page.goto("/rezultati-pretrazivanja?q=" + encodeURIComponent(product.item_code));
    await page.getByRole("button", { name: `Dodaj ${product.name_hr} u košaricu` }).click();
    await expect(page).toHaveURL(
      "/rezultati-pretrazivanja?q=" + encodeURIComponent(product.item_code),
    );
    await expect(page.getByRole("status").filter({ hasText: "Dodano u košaricu" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Košarica 4 komada");

    // Removing asks first: a confirmation step, then the change.
    await cartLink(page).click();
    const row = lineRow(page, product.name_hr);
    await expect(row.getByLabel(`Količina: ${product.name_hr}`)).toHaveValue("4");
    await row.getByLabel(`Količina: ${product.name_hr}`).fill("5");
    await row.getByRole("button", { name: `Ažuriraj količinu: ${product.name_hr}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Košarica je ažurirana" }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Košarica 5 komada");
    await lineRow(page, product.name_hr)
      .getByRole("button", { name: `Ukloni ${product.name_hr} iz košarice` })
      .click();
    await expect(page).toHaveURL(/\/cart\?confirm=remove-\d+$/);
    const step = page.getByRole("region", { name: "Ukloniti proizvod iz košarice?" });
    await expect(step).toContainText(product.item_code);
    // The question has the focus: the next Tab reaches "yes", not the top of the page.
    await expect(step).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step.getByRole("button", { name: "Da, ukloni" })).toBeFocused();
    await step.getByRole("button", { name: "Da, ukloni" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(
      page.getByRole("status").filter({ hasText: "Proizvod je uklonjen iz košarice" }),
    ).toBeVisible();
    await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Košarica 0 komada");
  });
});
