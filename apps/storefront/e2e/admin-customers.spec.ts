import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { freshOib, hydrated, mailedLink, ownAddress, uniqueEmail } from "./fixtures/accounts.ts";
import { type Customer, logInToCart } from "./fixtures/cart.ts";
import { adminSession } from "./fixtures/staff.ts";

// The customers section of the staff's app (apps/admin/src/customers): a new company found by its
// OIB, given a rebate in the rules editor (previewed first), and the shop's prices following at
// once; the edit form's version check. Axe on every admin screen visited.

/** A valid OIB of its own (ISO 7064 MOD 11,10), so the search by OIB finds exactly this company. */

interface Company extends Customer {
  name: string;
  oib: string;
}

/** A legal entity registered and confirmed through the shop's API. */
async function registeredCompany(request: APIRequestContext, name: string): Promise<Company> {
  const email = uniqueEmail("rabat");
  const password = "Lozinka-Rabata-2026";
  const oib = freshOib();
  const registered = await request.post("/api/register", {
    headers: ownAddress(),
    data: {
      type: "company",
      name: "Marko Horvat",
      email,
      phone: "091 555 1234",
      password,
      password_confirmation: password,
      newsletter: false,
      company: {
        name,
        oib,
        address: "Savska 10",
        place: "Zagreb",
        post_office: "10000",
        phone: "01 555 1234",
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = (await mailedLink(email, "confirm")).searchParams.get("confirm");
  expect((await request.post("/api/email/confirm", { data: { token } })).status()).toBe(200);
  return { email, password, name, oib };
}

/** The staff app's session in this browser context (the demo admin, TOTP enrolled by the fixture). */
async function asAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const { token } = await adminSession(request);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  return token;
}

/** A product in stock, not on sale, with its brand (a rebate applies to its regular price). */
async function regularProduct(request: APIRequestContext) {
  const response = await request.get("/api/products?in_stock=1&per_page=96&sort=name");
  expect(response.ok()).toBe(true);
  const products = (
    (await response.json()) as {
      data: Array<{
        id: number;
        item_code: string;
        name_hr: string;
        availability: string;
        sale_price_cents: number | null;
        brand: { id: number; name: string };
      }>;
    }
  ).data;
  const found = products.find((p) => p.availability === "in_stock" && p.sale_price_cents === null);
  if (!found) throw new Error("no regular-priced product in stock");
  return found;
}

/** Euro cents of a price as the shop shows it ("1.234,56 €"). */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The company's checkout with personal pickup and advance payment by bank transfer. */
async function toCheckoutWithBankTransfer(page: Page, company: Company) {
  await logInToCart(page, company);
  await hydrated(page);
  await page.getByRole("link", { name: "Nastavi na blagajnu" }).click();
  await expect(page).toHaveURL("/data-verification");
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await expect(page).toHaveURL("/delivery-verification");
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await expect(page).toHaveURL("/checkout");
  await page.getByRole("radio", { name: /Plaćanje unaprijed/ }).check();
  await expect(page.getByRole("radio", { name: /Plaćanje unaprijed/ })).toBeChecked();
}

test("staff find a new company by OIB, give it 12 % on one brand for advance payment after a preview, and its checkout price follows at once; the rules are copied to a similar buyer", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await registeredCompany(request, "Rabat Test d.o.o.");
  const similar = await registeredCompany(request, "Slični Kupac d.o.o.");
  const product = await regularProduct(request);

  // The company's cart and checkout before: no rebate on the line with bank transfer.
  const login = await request.post("/api/login", {
    // Its own client address: the tests' logins would otherwise all count against 127.0.0.1.
    headers: ownAddress(),
    data: { email: company.email, password: company.password },
  });
  const customerToken = ((await login.json()) as { data: { token: string } }).data.token;
  const added = await request.post("/api/cart/lines", {
    headers: { authorization: `Bearer ${customerToken}` },
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await toCheckoutWithBankTransfer(page, company);
  const line = page.getByRole("row").filter({ hasText: product.item_code });
  await expect(line.getByRole("cell").nth(3)).toHaveText(/bez rabata/i);
  const before = centsOf(
    (await line.getByRole("cell").nth(2).innerText()).split("\n").at(-1) ?? "",
  );
  expect(before).toBeGreaterThan(0);

  // The staff's app: the customers list, searched by the company's OIB.
  const staffToken = await asAdmin(context, request, baseURL ?? "");
  const admin = await context.newPage();
  await admin.goto("/admin/customers");
  await expect(admin.getByRole("heading", { level: 1, name: "Kupci" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByPlaceholder("Traži (ime, e-adresa, OIB, tvrtka)").fill(company.oib);
  const rows = admin.getByRole("row").filter({ hasText: company.oib });
  await expect(rows).toHaveCount(1);
  await expect(admin.getByRole("row")).toHaveCount(2); // the header and the company
  await expectNoAxeViolations(admin);
  await rows.getByText(company.email).click();

  // The company's page: data, company data, orders, feed key, logins, rebates.
  await expect(
    admin.getByRole("heading", { level: 1, name: `${company.name} · Marko Horvat` }),
  ).toBeVisible();
  const companyData = admin.getByRole("region", { name: "Podaci o tvrtki" });
  await expect(companyData).toContainText(company.oib);
  await expect(admin.getByRole("region", { name: "Narudžbe" })).toContainText(
    "Kupac još nema narudžbi.",
  );
  await expect(admin.getByRole("region", { name: "Povijest prijava" })).toContainText(
    /\d{1,2}\.\s?\d{1,2}\.\s?\d{4}/,
  );
  const rebates = admin.getByRole("region", { name: "Rabati" });
  await expect(rebates).toContainText("Kupac nema pravila rabata.");
  await expect(rebates.getByText("Nije mijenjano u administraciji")).toBeVisible();
  await expectNoAxeViolations(admin);

  // A rule: the product's brand, advance payment by bank transfer, 12 %.
  await rebates.getByRole("button", { name: "Dodaj pravilo" }).click();
  const dialog = admin.getByRole("dialog", { name: "Novo pravilo" });
  await dialog.getByRole("radio", { name: "Marka" }).check();
  await dialog.getByRole("combobox", { name: "Marka" }).fill(product.brand.name);
  await admin.getByRole("option", { name: product.brand.name, exact: true }).click();
  await dialog.getByRole("combobox", { name: "Način plaćanja" }).click();
  await admin.getByRole("option", { name: "Plaćanje unaprijed virmanom" }).click();
  await expect(dialog.getByRole("combobox", { name: "Način plaćanja" })).toHaveText(
    "Plaćanje unaprijed virmanom",
  );
  await dialog.getByRole("spinbutton", { name: "Rabat" }).fill("12");
  // axe reads the dialog at rest: the payment method's menu stays in the page, outside any
  // landmark, until its closing transition ends (react-transition-group's timer, not CSS).
  await expect(admin.locator("#menu-")).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await dialog.getByRole("button", { name: "Primijeni" }).click();
  await expect(dialog).toBeHidden();
  const rules = rebates.getByRole("table", { name: "Pravila rabata" });
  await expect(rules.getByRole("row").nth(1)).toContainText(`Marka: ${product.brand.name}`);
  await expect(rules.getByRole("row").nth(1)).toContainText("Plaćanje unaprijed virmanom");
  await expect(rules.getByRole("row").nth(1)).toContainText("12 %");
  await expect(rebates.getByText("Promjene nisu spremljene.")).toBeVisible();

  // The preview first: the brand's products, now and with the new rule (advance payment).
  await rebates.getByRole("button", { name: "Pregled učinka" }).click();
  const preview = rebates.getByRole("table", { name: "Učinak na ogledne proizvode" });
  await expect(preview.getByRole("row").nth(1)).toBeVisible();
  const sample = preview.getByRole("row").nth(1).getByRole("cell");
  const base = centsOf(await sample.nth(1).innerText());
  await expect(sample.nth(4)).toHaveText("12 %");
  expect(centsOf(await sample.nth(3).innerText())).toBe(Math.round((base * 88) / 100));
  await expectNoAxeViolations(admin);

  // Saved: the card says when (not a version number), the history names the change.
  await rebates.getByRole("button", { name: "Spremi pravila" }).click();
  await expect(admin.getByText("Pravila rabata su spremljena.")).toBeVisible();
  await expect(
    rebates.getByText(/^Zadnja izmjena: \d{1,2}\. ?\d{1,2}\. ?\d{4}\.,? \d{1,2}:\d{2}$/),
  ).toBeVisible();
  await expect(admin.getByRole("region", { name: "Povijest promjena" })).toContainText(
    "Izmjena rabata",
  );
  await expectNoAxeViolations(admin);

  // The shop at once: the same checkout now takes 12 % off the line (no stale page, no stale price).
  await page.reload();
  await expect(page.getByRole("radio", { name: /Plaćanje unaprijed/ })).toBeChecked();
  const after = page.getByRole("row").filter({ hasText: product.item_code });
  await expect(after.getByRole("cell").nth(3)).toHaveText(/12\s?%/);
  await expect
    .poll(async () =>
      centsOf((await after.getByRole("cell").nth(2).innerText()).split("\n").at(-1) ?? ""),
    )
    .toBe(Math.round((before * 88) / 100));
  // And the company's rebate page names the rule.
  await page.goto("/my-rebate");
  await expect(page.getByRole("table", { name: "Vaši rabati" })).toContainText(product.brand.name);
  await expect(page.getByRole("table", { name: "Vaši rabati" })).toContainText("12");

  // The saved rules copied to a similar buyer, picked by searching its OIB.
  await rebates.getByRole("button", { name: "Kopiraj drugim kupcima" }).click();
  const copy = admin.getByRole("dialog", { name: "Kopirati pravila drugim kupcima" });
  const customerSearch = copy.getByRole("combobox", { name: /Traži kupce/ });
  await customerSearch.click();
  await expect(admin.getByRole("option").nth(1)).toBeVisible();
  // While the search for the OIB is on its way, the first page of customers is no longer offered:
  // a click on it could land on an option the answer replaces under the pointer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await admin.route(new RegExp(`/api/admin/customers\\?.*q=${similar.oib}`), async (route) => {
    await held;
    await route.continue();
  });
  await customerSearch.fill(similar.oib);
  await expect(admin.getByText("Učitavanje")).toBeVisible();
  await expect(admin.getByRole("option")).toHaveCount(0);
  release();
  await expect(admin.getByRole("option")).toHaveCount(1);
  await admin.getByRole("option", { name: new RegExp(similar.oib) }).click();
  await expect(copy.getByText("Odabran 1 kupac")).toBeVisible();
  await expectNoAxeViolations(admin);
  await copy.getByRole("button", { name: "Kopiraj pravila" }).click();
  await expect(admin.getByText("Pravila su kopirana 1 kupcu.")).toBeVisible();
  const target = await request.get(`/api/admin/customers?q=${similar.oib}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const targetId = ((await target.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  const copied = await request.get(`/api/admin/customers/${targetId}/rebates`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(
    ((await copied.json()) as { rules: Array<{ percent: number; paymentMethod: string }> }).rules,
  ).toEqual([
    expect.objectContaining({
      percent: 12,
      paymentMethod: "bank_transfer",
      brandId: product.brand.id,
    }),
  ]);
});

test("the edit form names a refused field, and says so plainly when someone changed the customer meanwhile", async ({
  context,
  request,
  baseURL,
}) => {
  const company = await registeredCompany(request, "Izmjena d.o.o.");
  const token = await asAdmin(context, request, baseURL ?? "");
  const found = await request.get(`/api/admin/customers?q=${company.oib}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await found.json()) as { data: Array<{ id: number; version: number }> };
  const id = data[0]?.id;
  expect(id).toBeDefined();

  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}`);
  await expect(admin.getByRole("textbox", { name: "Ime i prezime" })).toHaveValue("Marko Horvat");
  await expectNoAxeViolations(admin);

  // A wrong OIB is refused beside its field, in the API's words.
  await admin.getByRole("textbox", { name: "OIB" }).fill("12345678900");
  await admin.getByRole("button", { name: "Spremi" }).click();
  await expect(admin.getByRole("textbox", { name: "OIB" })).toHaveAccessibleDescription(
    /ispravnu kontrolnu znamenku/,
  );
  await admin.getByRole("textbox", { name: "OIB" }).fill(company.oib);

  // Someone else changes the customer meanwhile: this form's save is refused, and told so.
  const other = await request.patch(`/api/admin/customers/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { version: data[0]?.version, phone: "01 999 0000" },
  });
  expect(other.status(), await other.text()).toBe(200);
  await admin.getByRole("textbox", { name: "Telefon", exact: true }).fill("098 111 2222");
  await admin.getByRole("button", { name: "Spremi" }).click();
  await expect(
    admin.getByText(
      /Netko je u međuvremenu promijenio ovaj zapis\..*Vaše izmjene nisu spremljene\./,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(admin);

  // Read again, the change goes through and the page shows it.
  await admin.reload();
  await expect(admin.getByRole("textbox", { name: "Telefon", exact: true })).toHaveValue(
    "01 999 0000",
  );
  await admin.getByRole("textbox", { name: "Telefon", exact: true }).fill("098 111 2222");
  await admin.getByRole("button", { name: "Spremi" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/customers/${id}/show$`));
  await expect(admin.getByRole("region", { name: "Podaci", exact: true })).toContainText(
    "098 111 2222",
  );
});

test("staff issue and revoke a company's feed key and block it (its login refused) and unblock it, each asked first, in English too", async ({
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = await registeredCompany(request, "Blokada d.o.o.");
  const token = await asAdmin(context, request, baseURL ?? "");
  const found = await request.get(`/api/admin/customers?q=${company.oib}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await found.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}/show`);

  // The feed key: issued, then revoked, each after a confirmation.
  const feed = admin.getByRole("region", { name: "Ključ B2B feeda" });
  await expect(feed).toContainText("Ključ nije izdan.");
  await feed.getByRole("button", { name: "Izdaj novi ključ" }).click();
  const issue = admin.getByRole("dialog", { name: "Izdati novi ključ B2B feeda?" });
  await expectNoAxeViolations(admin);
  await issue.getByRole("button", { name: "Potvrdi" }).click();
  await expect(admin.getByText("Izdan je novi ključ.")).toBeVisible();
  await expect(feed).toContainText("Zadnja uporaba");
  await feed.getByRole("button", { name: "Opozovi ključ" }).click();
  await admin
    .getByRole("dialog", { name: "Opozvati ključ B2B feeda?" })
    .getByRole("button", { name: "Potvrdi" })
    .click();
  await expect(feed).toContainText("Ključ nije izdan.");

  // Blocked: the page says so, and the company's login is refused; then unblocked.
  await admin.getByRole("button", { name: "Blokiraj" }).click();
  await admin
    .getByRole("dialog", { name: `Blokirati kupca ${company.name}?` })
    .getByRole("button", { name: "Potvrdi" })
    .click();
  await expect(
    admin.getByText("Kupac je blokiran: ne može se prijaviti ni naručivati."),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
  const refused = await request.post("/api/login", {
    headers: ownAddress(),
    data: { email: company.email, password: company.password },
  });
  expect(refused.status()).toBe(403);
  await expect(admin.getByRole("region", { name: "Povijest promjena" })).toContainText(
    "Blokiranje",
  );

  // In English: the same page and its actions.
  await admin.getByRole("button", { name: "Hrvatski" }).click();
  await admin.getByRole("menuitem", { name: "English" }).click();
  await expect(admin.getByRole("region", { name: "Rebates" })).toContainText(
    "The customer has no rebate rules.",
  );
  await admin.getByRole("button", { name: "Unblock" }).click();
  await admin
    .getByRole("dialog", { name: `Unblock customer ${company.name}?` })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(admin.getByText("The customer is unblocked.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Block" })).toBeVisible();
  await expectNoAxeViolations(admin);
  const allowed = await request.post("/api/login", {
    headers: ownAddress(),
    data: { email: company.email, password: company.password },
  });
  expect(allowed.status()).toBe(200);
});

test("staff answer a customer's request by mail: a copy of their data, then their erasure, asked first; their login refused after", async ({
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = await registeredCompany(request, "Zaborav d.o.o.");
  const token = await asAdmin(context, request, baseURL ?? "");
  const found = await request.get(`/api/admin/customers?q=${company.oib}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await found.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}/show`);

  // The customer's own file, downloaded from the page.
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Izvoz osobnih podataka" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^dukan-customer-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile(await file.path(), "utf8")) as {
    data: { account: { email: string } };
  };
  expect(data.data.account.email).toBe(company.email);

  // Erased after a confirmation that says what goes and what stays.
  await admin.getByRole("button", { name: "Izbriši osobne podatke" }).click();
  const ask = admin.getByRole("dialog", {
    name: `Izbrisati osobne podatke kupca ${company.name}?`,
  });
  await expect(ask).toContainText("Narudžbe i računi ostaju");
  await expectNoAxeViolations(admin);
  await ask.getByRole("button", { name: "Potvrdi" }).click();
  await expect(admin.getByText("Osobni podaci kupca su izbrisani.")).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/customers$/);
  const refused = await request.post("/api/login", {
    headers: ownAddress(),
    data: { email: company.email, password: company.password },
  });
  expect(refused.status()).toBe(401);
});
