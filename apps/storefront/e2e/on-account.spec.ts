import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, hydrated } from "./fixtures/accounts.ts";
import { confirmedCompany, logInToCart, pick } from "./fixtures/cart.ts";
import { reloadUntilVisible, tokenOf } from "./fixtures/orders.ts";
import { adminSession, demoStaff, staffToken } from "./fixtures/staff.ts";

// Payment on account (issue 37, docs/invoices.md): the demo company has terms (30 days, 5,000 €,
// the demo seed). It buys on account at checkout without paying, the staff hand the order over, the
// invoices job issues its invoice unpaid and due in 30 days, and the company finds it on the order's
// page with its due date, downloads the PDF and the e-invoice, and sees it among its open invoices.

/** A text as a regular expression that matches it literally (invoice numbers carry slashes). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A calendar day (`YYYY-MM-DD`) as the Croatian pages write it ("28. prosinca 2026."). */
const croatianDay = (day: string) =>
  new Intl.DateTimeFormat("hr-HR", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Today in Zagreb plus `days`, as `YYYY-MM-DD`. */
function zagrebDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zagreb" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const invoiceRow = (page: Page, number: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });

test("the demo company buys on account, and downloads the invoice's PDF and XML from its order page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await pick(request, "in_stock", 5);
  // The demo company's cart holds this product only (other tests may have left something).
  const token = await tokenOf(request, demo.company);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.delete("/api/cart", { headers: auth })).status()).toBeLessThan(300);
  const added = await request.post("/api/cart/lines", {
    headers: auth,
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  await logInToCart(page, demo.company);
  await hydrated(page);
  await page.getByRole("link", { name: "Nastavi na blagajnu" }).click();
  await expect(page).toHaveURL("/data-verification");
  await page.getByLabel("Broj telefona").fill("+385 91 555 0101");
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await expect(page).toHaveURL("/delivery-verification");
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await expect(page).toHaveURL("/checkout");

  // On account, with the company's days and what it may still order.
  const onAccount = page.getByRole("radio", { name: "Na račun (odgoda plaćanja 30 dana)" });
  await expect(onAccount).toBeVisible();
  await expect(page.getByText(/^Na račun možete još naručiti do /)).toBeVisible();
  await onAccount.check();
  // With JavaScript the choice is saved and priced at once; without, "Preračunaj" does it.
  await page.getByRole("button", { name: "Preračunaj" }).click();
  await expect(onAccount).toBeChecked();
  await expect(page.locator(".checkout-totals")).not.toHaveAttribute("aria-busy", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Potvrdi kupnju" }).click();
  await expect(page).toHaveURL(/\/success\?order=\d{4}-\d{6}$/);
  const number = new URL(page.url()).searchParams.get("order") ?? "";
  await expect(page.getByText(/Račun s datumom dospijeća dobit ćete/)).toBeVisible();
  await expect(page.getByText("Na račun (odgoda plaćanja)").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The staff hand it over without payment: it is confirmed and ready for pickup.
  const staff = { authorization: `Bearer ${await staffToken(request, demoStaff.orders)}` };
  const read = async () =>
    (await (await request.get(`/api/admin/orders/${number}`, { headers: staff })).json()) as {
      id: number;
      version: number;
    };
  for (const action of ["confirm", "ready-for-pickup"]) {
    const order = await read();
    const moved = await request.post(`/api/admin/orders/${order.id}/${action}`, {
      headers: staff,
      data: { version: order.version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The invoices job issues it within seconds: unpaid, due in 30 days, on the order's page.
  const orderPage = `/orders/${number}`;
  await page.goto(orderPage);
  const invoices = page.getByRole("region", { name: "Računi" });
  const pdfLink = invoices.getByRole("link", { name: /^PDF računa / });
  await reloadUntilVisible(page, pdfLink);
  const invoiceNumber = ((await pdfLink.getAttribute("aria-label")) ?? "").replace(
    /^PDF računa /,
    "",
  );
  const row = invoiceRow(page, invoiceNumber);
  await expect(invoices.getByRole("columnheader", { name: "Dospijeće" })).toBeVisible();
  const due = zagrebDayPlus(30);
  await expect(row.locator(`time[datetime="${due}"]`)).toHaveText(croatianDay(due));
  await expectNoAxeViolations(page);

  // The PDF and the e-invoice (UBL 2.1), downloaded by their links.
  const pdfPath = (await pdfLink.getAttribute("href")) ?? "";
  const downloading = page.waitForEvent("download");
  await pdfLink.click();
  expect((await downloading).suggestedFilename()).toBe(
    `racun-${invoiceNumber.replaceAll("/", "-")}.pdf`,
  );
  const pdf = await page.request.get(pdfPath);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
  const xmlLink = row.getByRole("link", {
    name: new RegExp(`^e-račun \\(XML\\) za račun ${literally(invoiceNumber)}$`),
  });
  const xml = await page.request.get((await xmlLink.getAttribute("href")) ?? "");
  expect(xml.status()).toBe(200);
  const ubl = await xml.text();
  expect(ubl).toContain(`<cbc:DueDate>${due}</cbc:DueDate>`);
  expect(ubl).toContain(invoiceNumber);

  // Among the open invoices of its profile, not yet due, with what it may still order.
  await page.goto("/profile");
  const open = page.getByRole("region", { name: "Otvoreni računi" });
  await expect(open).toContainText("30 dana");
  await expect(open).toContainText("Na račun možete još naručiti do");
  await expect(invoiceRow(page, invoiceNumber)).toContainText("Nije dospio");
  await expectNoAxeViolations(page);
});

test("staff give a company payment terms in the back office; its checkout offers on account and refuses an order beyond the limit", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await confirmedCompany(request, "Odgoda d.o.o.");
  const { token } = await adminSession(request);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const found = await request.get(`/api/admin/customers?q=${encodeURIComponent(company.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await found.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  expect(id).toBeDefined();

  // Before: no terms, and the checkout does not offer on account.
  const customer = { authorization: `Bearer ${await tokenOf(request, company)}` };
  const product = await pick(request, "in_stock", 2);
  await request.post("/api/cart/lines", {
    headers: customer,
    data: { product_id: product.id, quantity: 1 },
  });
  const preview = async () =>
    (
      (await (
        await request.post("/api/checkout/preview", {
          headers: customer,
          data: { payment_method: "bank_transfer", delivery_method: "personal_pickup" },
        })
      ).json()) as {
        data: { payment_methods: string[]; on_account: { days: number } | null };
      }
    ).data;
  expect((await preview()).payment_methods).not.toContain("on_account");

  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}`);
  await expect(admin.getByRole("textbox", { name: "Ime i prezime" })).toHaveValue("Iva Kovač", {
    timeout: 30_000,
  });
  await admin.getByRole("spinbutton", { name: "Odgoda plaćanja (dana, 1–120)" }).fill("45");
  // A limit of 1 € (any order is beyond it, so the refusal shows), typed with a decimal comma.
  await admin.getByRole("textbox", { name: "Limit (€)" }).fill("1,00");
  await admin.getByRole("spinbutton", { name: "Blokada nakon (dana kašnjenja)" }).fill("10");
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Spremi" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/customers/${id}/show$`));
  const terms = admin.getByRole("region", { name: "Plaćanje na račun" });
  await expect(terms).toContainText("45");
  await expect(terms).toContainText("1,00");
  await expectNoAxeViolations(admin);

  // After: on account, 45 days.
  const after = await preview();
  expect(after.payment_methods).toContain("on_account");
  expect(after.on_account?.days).toBe(45);

  // At checkout: offered, and the order refused with what is still available; nothing placed.
  await logInToCart(page, company);
  await hydrated(page);
  await page.getByRole("link", { name: "Nastavi na blagajnu" }).click();
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await expect(page).toHaveURL("/checkout");
  const onAccount = page.getByRole("radio", { name: "Na račun (odgoda plaćanja 45 dana)" });
  await onAccount.check();
  await page.getByRole("button", { name: "Preračunaj" }).click();
  await expect(onAccount).toBeChecked();
  await page.getByRole("button", { name: "Potvrdi kupnju" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Ova narudžba premašuje vaš limit." }),
  ).toContainText(/Ova narudžba premašuje vaš limit\. Na račun možete još naručiti do 1,00\s€\./);
  await expect(page).toHaveURL("/checkout");
  await expectNoAxeViolations(page);
});
