import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { freshOib, hydrated, ownAddress } from "./fixtures/accounts.ts";
import { type ConfirmedCompany, confirmedCompany, logInToCart } from "./fixtures/cart.ts";
import { asAdmin } from "./fixtures/staff.ts";

// The staff's rebate rules (apps/admin/src/customers): a new company found by its OIB, given a
// rebate in the rules editor (previewed first), the shop's prices following at once, the rules
// copied to a similar buyer. Axe on every admin screen visited.

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
async function toCheckoutWithBankTransfer(page: Page, company: ConfirmedCompany) {
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
  const company = await confirmedCompany(request, "Rabat Test d.o.o.", freshOib());
  const similar = await confirmedCompany(request, "Slični Kupac d.o.o.", freshOib());
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
    admin.getByRole("heading", { level: 1, name: `${company.name} · Iva Kovač` }),
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
