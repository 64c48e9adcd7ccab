import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { confirmedPerson, freshOib } from "./fixtures/accounts.ts";
import { confirmedCompany, pick } from "./fixtures/cart.ts";
import { placeOrder, tokenOf } from "./fixtures/orders.ts";
import { demoStaff, staffPage, staffToken } from "./fixtures/staff.ts";
import { expectNoAxeViolations } from "./axe.ts";

// The order page's actions that cannot be taken back or mail the customer ask first, naming the
// order and what will happen (complete, refund, the confirmation again); each action's success
// says what happened to which order; the totals add up for persons (prices with VAT) and companies
// (without); the order's invoices are a real link to the invoice list filtered by the order; an
// empty ship dialog is refused in the dialog; a cancelled order's confirmation is not offered.

async function orderOf(request: APIRequestContext, token: string, number: string) {
  const answer = await request.get(`/api/admin/orders/${number}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { id: number; version: number; actions: string[] };
}

/** Cents as the app writes euros in Croatian: "1.234,50" to type, "1.234,50 €" shown. */
const typedEuros = (cents: number) =>
  new Intl.NumberFormat("hr-HR", { minimumFractionDigits: 2 }).format(cents / 100);
const shownEuros = (cents: number) =>
  new Intl.NumberFormat("hr-HR", { style: "currency", currency: "EUR" }).format(cents / 100);

/** The notification react-admin shows after an action (MUI's snackbar, role alert). */
const told = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text }).first();

test("a person's order: totals with VAT, the invoices link, and complete, refund and resend asked first", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await confirmedPerson(request, "Marko Perić");
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Marko Perić", email: customer.email, phone: "091 111 2222" },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  const token = await staffToken(request, demoStaff.orders);
  const headers = { authorization: `Bearer ${token}` };
  const page = await staffPage(browser, baseURL as string, token);
  const { id } = await orderOf(request, token, placed.number);
  await page.goto(`/admin/orders/${id}/show`);
  const actions = page.getByRole("region", { name: "Radnje" });

  // Prices with VAT: the subtotal is no tax base; the VAT is contained in the total.
  const totals = page.getByRole("region", { name: "Iznosi" });
  await expect(totals).toContainText("Međuzbroj");
  await expect(totals).toContainText("u tome PDV");
  await expect(totals).not.toContainText("Osnovica");

  // Confirm and ready for pickup run at once, each told in its own words.
  await actions.getByRole("button", { name: "Potvrdi", exact: true }).click();
  await expect(told(page, `Narudžba ${placed.number} je potvrđena.`)).toBeVisible();
  await actions.getByRole("button", { name: "Spremno za preuzimanje", exact: true }).click();
  await expect(told(page, `Narudžba ${placed.number} je spremna za preuzimanje.`)).toBeVisible();
  await expect(page.getByText(/^Gotovo:/)).toHaveCount(0);

  // Part of the money through the dialog, typed as staff write euros; what is no amount is refused
  // at the field. The order then reads partly paid, with what was paid and what is still open.
  await actions.getByRole("button", { name: "Evidentiraj uplatu", exact: true }).click();
  const payment = page.getByRole("dialog", {
    name: `Evidentiraj uplatu — narudžba ${placed.number}`,
  });
  const amount = payment.getByRole("textbox", { name: "Primljeni iznos (EUR)" });
  await expect(amount).toHaveValue(typedEuros(placed.total_cents));
  await amount.fill("1.2.3");
  await payment.getByRole("button", { name: "Evidentiraj uplatu" }).click();
  await expect(payment.getByText("Upišite iznos u eurima, npr. 7.500,50")).toBeVisible();
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page);
  // More than is open is said before it is recorded: what would be the buyer's to get back.
  await amount.fill(typedEuros(placed.total_cents + 10_000));
  await expect(payment).toContainText(
    `To je više od otvorenog iznosa (${shownEuros(placed.total_cents)}): ${shownEuros(10_000)} bit će za povrat kupcu.`,
  );
  const part = Math.floor(placed.total_cents / 2);
  await amount.fill(typedEuros(part));
  await payment.getByRole("button", { name: "Evidentiraj uplatu" }).click();
  await expect(payment).toBeHidden();
  await expect(told(page, `Uplata za narudžbu ${placed.number} je evidentirana.`)).toBeVisible();
  await expect(actions).toContainText(
    `Djelomično plaćeno (uplaćeno ${shownEuros(part)}, preostaje ${shownEuros(placed.total_cents - part)})`,
  );

  // The rest paid (by the API) and invoiced: the order's invoices are a link to the list of that order.
  const paying = await orderOf(request, token, placed.number);
  const paid = await request.post(`/api/admin/orders/${id}/mark-paid`, {
    headers,
    data: {
      version: paying.version,
      amount: placed.total_cents - part,
      paidOn: new Date().toISOString().slice(0, 10),
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const issued = await request.post(`/api/admin/orders/${id}/invoice`, { headers });
  expect(issued.status(), await issued.text()).toBe(200);
  await page.reload();
  const invoicesLink = page.getByRole("link", { name: "Računi narudžbe" });
  await expect(invoicesLink).toHaveAttribute(
    "href",
    `/admin/invoices?${new URLSearchParams({ filter: JSON.stringify({ q: placed.number }) })}`,
  );
  await invoicesLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Računi" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Traži" })).toHaveValue(placed.number);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(placed.number);
  await page.goBack();

  // Complete asks first; going back changes nothing.
  await actions.getByRole("button", { name: "Završi", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: `Završi — narudžba ${placed.number}` });
  await expect(dialog).toContainText(`Narudžba ${placed.number} bit će označena završenom.`);
  await expect(dialog).toContainText("Kupac ne dobiva e-poruku.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Odustani" }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toContainText("Spremna za preuzimanje");
  await actions.getByRole("button", { name: "Završi", exact: true }).click();
  await dialog.getByRole("button", { name: "Završi narudžbu" }).click();
  await expect(dialog).toBeHidden();
  await expect(told(page, `Narudžba ${placed.number} je završena.`)).toBeVisible();
  await expect(actions).toContainText("Završena");

  // The refund mails the customer and credits the invoice: said before it is done.
  await actions.getByRole("button", { name: "Novac vraćen", exact: true }).click();
  dialog = page.getByRole("dialog", { name: `Novac vraćen — narudžba ${placed.number}` });
  await expect(dialog).toContainText("Kupac dobiva e-poruku o povratu novca");
  await expect(dialog).toContainText("odobrenje");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Evidentiraj povrat novca" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    told(page, `Povrat novca za narudžbu ${placed.number} je evidentiran.`),
  ).toBeVisible();
  await expect(actions).toContainText("Novac vraćen");

  // The confirmation again: to which address, asked first.
  await actions.getByRole("button", { name: "Ponovno pošalji potvrdu" }).click();
  dialog = page.getByRole("dialog", {
    name: `Ponovno pošalji potvrdu — narudžba ${placed.number}`,
  });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole("button", { name: "Pošalji potvrdu" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    told(page, `Potvrda narudžbe ${placed.number} ponovno je poslana kupcu.`),
  ).toBeVisible();
});

test("a company's order: base + VAT = total, an empty ship dialog is refused in it, a cancelled order is not confirmed again", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Otprema ${Date.now().toString(36)} d.o.o.`;
  const customer = await confirmedCompany(request, name);
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: {
      name: "Petra Horvat",
      email: customer.email,
      phone: "091 222 3333",
      company: { name, oib: freshOib(), address: "Savska 10", place: "10000 Zagreb" },
    },
    delivery_method: "delivery_service",
    delivery: { address: "Savska 10", place: "Zagreb", zip: "10000" },
    payment_method: "bank_transfer",
  });
  const token = await staffToken(request, demoStaff.orders);
  const page = await staffPage(browser, baseURL as string, token);
  const { id } = await orderOf(request, token, placed.number);
  await page.goto(`/admin/orders/${id}/show`);
  const actions = page.getByRole("region", { name: "Radnje" });

  const totals = page.getByRole("region", { name: "Iznosi" });
  await expect(totals).toContainText("Međuzbroj bez PDV-a");
  await expect(totals).toContainText("Osnovica");
  await expect(totals).not.toContainText("u tome PDV");
  const amount = async (label: string) => {
    const text = await totals
      .locator("dt", { hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]")
      .innerText();
    return Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  };
  expect((await amount("Osnovica")) + (await amount("PDV"))).toBe(await amount("Ukupno"));
  expect(await amount("Ukupno")).toBe(placed.total_cents);

  await actions.getByRole("button", { name: "Potvrdi", exact: true }).click();
  await expect(told(page, `Narudžba ${placed.number} je potvrđena.`)).toBeVisible();

  // Shipping with nothing filled in: refused in the dialog, nothing sent.
  let sent = 0;
  page.on("request", (asked) => {
    if (asked.method() === "POST" && asked.url().endsWith("/ship")) sent += 1;
  });
  await actions.getByRole("button", { name: "Pošalji", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Pošalji — narudžba ${placed.number}` });
  await dialog.getByRole("button", { name: "Pošalji narudžbu" }).click();
  await expect(dialog.getByRole("textbox", { name: "Prijevoznik" })).toBeFocused();
  await expect(dialog).toContainText("Upišite prijevoznika.");
  await expect(dialog).toContainText("Upišite broj za praćenje pošiljke.");
  await expect(dialog).not.toContainText("Ovo polje je obavezno");
  await expectNoAxeViolations(page);
  expect(sent).toBe(0);
  await dialog.getByRole("button", { name: "Odustani" }).click();

  // Cancelled: the confirmation is offered no more, and the API refuses it too.
  const before = await orderOf(request, token, placed.number);
  expect(before.actions).toContain("resend-confirmation");
  const cancelled = await request.post(`/api/admin/orders/${id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { version: before.version },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  await expect(actions).toContainText("Otkazana");
  await expect(actions.getByRole("button", { name: "Ponovno pošalji potvrdu" })).toHaveCount(0);
  const after = await orderOf(request, token, placed.number);
  expect(after.actions).not.toContain("resend-confirmation");
  const resent = await request.post(`/api/admin/orders/${id}/resend-confirmation`, {
    headers: { authorization: `Bearer ${token}`, "accept-language": "hr" },
    data: { version: after.version },
  });
  expect(resent.status()).toBe(409);
  expect(await resent.text()).toContain("Narudžba je otkazana pa joj se potvrda ne šalje ponovno");
});

test("a buyer's withdrawal stands out on the order's page: when, from whom, the lines, and what the staff owe", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await confirmedPerson(request, "Ana Odustala");
  const product = await pick(request, "in_stock", 1);
  const buyerToken = await tokenOf(request, customer);
  const placed = await placeOrder(request, buyerToken, {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Ana Odustala", email: customer.email, phone: "091 111 3333" },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  const token = await staffToken(request, demoStaff.orders);
  const { id } = await orderOf(request, token, placed.number);
  const page = await staffPage(browser, baseURL as string, token);

  // Before: until when the buyer may withdraw.
  await page.goto(`/admin/orders/${id}/show`);
  const panel = page.getByRole("region", { name: "Odustanak od ugovora" });
  await expect(panel).toContainText("Rok za odustanak");

  const withdrawn = await request.post(`/api/orders/${placed.number}/withdrawal`, {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { name: "Ana Odustala", note: "Ne odgovara mi." },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);
  await page.reload();
  // Neither paid nor sent, so the statement cancelled it: nothing to take back, nothing to refund.
  await expect(panel).toContainText(
    "Kupac je odustao od ugovora, a narudžba je otkazana bez ikakve uplate: nema robe za preuzeti ni novca za vratiti.",
  );
  await expect(panel).toContainText(`Ana Odustala <${customer.email}>`);
  await expect(panel).toContainText("Sve stavke");
  await expectNoAxeViolations(page);
});

test("cash on pickup is completed with how it was paid at the counter, cash or card, asked in the dialog", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await confirmedPerson(request, "Ivo Blagajna");
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Ivo Blagajna", email: customer.email, phone: "091 111 4444" },
    delivery_method: "personal_pickup",
    payment_method: "cash_on_pickup",
  });
  const token = await staffToken(request, demoStaff.orders);
  const page = await staffPage(browser, baseURL as string, token);
  const { id } = await orderOf(request, token, placed.number);
  await page.goto(`/admin/orders/${id}/show`);
  const actions = page.getByRole("region", { name: "Radnje" });
  await actions.getByRole("button", { name: "Potvrdi", exact: true }).click();
  await expect(told(page, `Narudžba ${placed.number} je potvrđena.`)).toBeVisible();
  await actions.getByRole("button", { name: "Spremno za preuzimanje", exact: true }).click();
  await expect(told(page, `Narudžba ${placed.number} je spremna za preuzimanje.`)).toBeVisible();

  // Neither chosen at first; completing without a choice is refused at the group, nothing sent.
  await actions.getByRole("button", { name: "Završi", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Završi — narudžba ${placed.number}` });
  const means = dialog.getByRole("radiogroup", { name: "Kako je kupac platio pri preuzimanju?" });
  await expect(means.getByRole("radio", { name: "Plaćeno gotovinom" })).not.toBeChecked();
  await expect(means.getByRole("radio", { name: "Plaćeno karticom" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Završi narudžbu" }).click();
  await expect(dialog).toContainText("Odaberite je li kupac platio gotovinom ili karticom.");
  await expect(means.getByRole("radio", { name: "Plaćeno gotovinom" })).toBeFocused();
  await expectNoAxeViolations(page);
  await means.getByRole("radio", { name: "Plaćeno karticom" }).check();
  await dialog.getByRole("button", { name: "Završi narudžbu" }).click();
  await expect(dialog).toBeHidden();
  await expect(told(page, `Narudžba ${placed.number} je završena.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Plaćanje" })).toContainText(
    "Kartica pri preuzimanju",
  );
  const answer = await request.get(`/api/admin/orders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await answer.json()).toMatchObject({ payment_status: "paid", paid_with: "card" });
});
