import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedCompany, pick } from "./fixtures/cart.ts";
import { logInHere, mailMatching, placeOrder, tokenOf } from "./fixtures/orders.ts";
import { adminSession, staffPage } from "./fixtures/staff.ts";

// The staff's orders (apps/admin/src/orders): a staff member finds a company's order by its OIB,
// confirms it (once after being told a colleague changed it meanwhile) and ships it with a tracking
// number; the customer's order page and the shipped mail carry it. axe on every admin screen.

/** A valid OIB no other test uses (ISO 7064 MOD 11,10), so the search finds this order alone. */
function uniqueOib(): string {
  const digits = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10));
  let a = 10;
  for (const d of digits) {
    a = (a + d) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const check = (11 - a) % 10;
  return [...digits, check].join("");
}

/** A browser page logged in as the demo admin (its session cookie, no TOTP code spent). */
test("a staff member finds a company's order by OIB, confirms and ships it with a tracking number; the customer's page and mail show it", async ({
  browser,
  request,
  baseURL,
  page: customerPage,
}) => {
  test.setTimeout(120_000);
  const oib = uniqueOib();
  const company = {
    name: `Otprema ${oib} d.o.o.`,
    oib,
    address: "Savska 10",
    place: "10000 Zagreb",
  };
  const customer = await confirmedCompany(request, company.name);
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Petra Horvat", email: customer.email, phone: "091 222 3333", company },
    delivery_method: "delivery_service",
    delivery: { address: "Savska 10", place: "Zagreb", zip: "10000" },
    payment_method: "bank_transfer",
  });

  const { token } = await adminSession(request);
  const page = await staffPage(browser, baseURL as string, token);

  // The list: found by the company's OIB.
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Narudžbe" })).toBeVisible();
  await page.getByRole("textbox", { name: "Traži", exact: true }).fill(oib);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText(placed.number);
  await expect(row).toContainText(company.name);
  await expect(row).toContainText("Zaprimljena");
  await expect(row).toContainText("Nije plaćeno");
  await expectNoAxeViolations(page);
  // The CSV export speaks the app's language, whatever language the browser itself asks for.
  const csv = await page.getByRole("link", { name: "Izvoz u CSV" }).getAttribute("href");
  const exported = await page.request.get(csv ?? "", { headers: { "accept-language": "en" } });
  expect(exported.status()).toBe(200);
  const table = await exported.text();
  expect(table).toContain("Broj;Datum;");
  expect(table).toContain(placed.number);

  // The order's page: lines, buyer, the slip, the actions its state allows.
  await row.getByRole("link", { name: placed.number }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Narudžba ${placed.number}` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Kupac" })).toContainText(oib);
  await expect(page.getByRole("region", { name: "Stavke" })).toContainText(product.item_code);
  const slip = page.getByRole("region", { name: "Uplatnica (HUB-3)" });
  await expect(slip.getByRole("img", { name: /^Barkod uplatnice/ })).toBeVisible();
  await expect
    .poll(() =>
      slip
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(page.getByRole("button", { name: "Pošalji", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Meanwhile a colleague adds a note through the API: the confirm from the old version is refused
  // in words and nothing changes; reloaded, the confirm goes through.
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (
    await request.get(`/api/admin/orders/${placed.number}`, { headers: auth })
  ).json()) as { version: number };
  const noted = await request.post(`/api/admin/orders/${placed.number}/note`, {
    headers: auth,
    data: { version: before.version, text: "Kupac traži dostavu prije podne" },
  });
  expect(noted.status(), await noted.text()).toBe(200);
  const actions = page.getByRole("region", { name: "Radnje" });
  await actions.getByRole("button", { name: "Potvrdi", exact: true }).click();
  const conflict = page.getByRole("alert").filter({
    hasText: "Netko je u međuvremenu promijenio ovu narudžbu",
  });
  await expect(conflict).toBeVisible();
  await expectNoAxeViolations(page);
  await conflict.getByRole("button", { name: "Učitaj ponovno" }).click();
  await expect(page.getByRole("region", { name: "Interne bilješke" })).toContainText(
    "Kupac traži dostavu prije podne",
  );
  await actions.getByRole("button", { name: "Potvrdi", exact: true }).press("Enter");
  await expect(actions).toContainText("Potvrđena");
  await expect(page.getByRole("region", { name: "Povijest stanja" })).toContainText("Potvrđena");

  // Shipped with the carrier and tracking number, from the keyboard.
  const tracking = `GLS-${oib.slice(0, 8)}`;
  await actions.getByRole("button", { name: "Pošalji", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Pošalji — narudžba ${placed.number}` });
  await dialog.getByRole("textbox", { name: "Prijevoznik" }).fill("GLS");
  await dialog.getByRole("textbox", { name: "Broj za praćenje" }).fill(tracking);
  await expectNoAxeViolations(page);
  await dialog.getByRole("textbox", { name: "Broj za praćenje" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(actions).toContainText("Poslana");
  await expect(page.getByRole("region", { name: "Dostava" })).toContainText(tracking);
  await expect(page.getByRole("region", { name: "Poslane poruke" })).toContainText(
    `Narudžba ${placed.number} je poslana`,
  );
  await expect(page.getByRole("region", { name: "Zapis promjena osoblja" })).toContainText(
    "Slanje",
  );
  await expectNoAxeViolations(page);

  // The same page in English.
  await page.getByRole("button", { name: "Hrvatski" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Order ${placed.number}` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Actions" })).toContainText("Shipped");
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText(tracking);
  await expectNoAxeViolations(page);

  // The list as the dashboard and other sections link to it: several statuses, the order by number.
  const filter = { q: oib, status: ["confirmed", "shipped"] };
  await page.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("Shipped");
  await expectNoAxeViolations(page);
  await page.goto(`/admin/orders/${placed.number}/show`);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText(tracking);

  // The customer's order page shows the new status and the tracking number.
  await customerPage.goto(`/orders/${placed.number}`);
  await logInHere(customerPage, customer);
  await expect(customerPage).toHaveURL(`/orders/${placed.number}`);
  await expect(customerPage.getByRole("main")).toContainText("Poslana");
  const shipment = customerPage.getByRole("region", { name: "Pošiljka" });
  await expect(shipment).toContainText("GLS");
  await expect(shipment).toContainText(tracking);

  // And the shipped mail carries it.
  const mail = await mailMatching(
    customer.email,
    new RegExp(`Narudžba ${placed.number} je poslana`),
    new RegExp(tracking),
  );
  expect(mail).toContain("GLS");
});
