import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, demo } from "./fixtures/accounts.ts";
import { pick } from "./fixtures/cart.ts";
import { logInHere, placeOrder, reloadUntilVisible, tokenOf } from "./fixtures/orders.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The customer's side of invoicing (issue 37): the back end's job issues an order's invoice within
// seconds of its payment (apps/backend/src/invoices/job.ts); the buyer finds it on the order's page
// and under My invoices and downloads it as PDF and, being a legal entity, as a UBL e-invoice.

/** A text as a regular expression that matches it literally (invoice numbers carry slashes). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The table row of an invoice, found by its number (the row's header). */
const invoiceRow = (page: Page, number: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });

test("the demo company pays an order by card, then downloads its invoice from the order page and finds it under My invoices", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await pick(request, "in_stock", 5);
  const placed = await placeOrder(request, await tokenOf(request, demo.company), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: {
      name: "Ivana Horvat",
      email: demo.company.email,
      phone: "+385 91 555 0101",
      company: {
        name: "Demo Informatika d.o.o.",
        oib: "33392005961",
        address: "Ilica 1",
        place: "10000 Zagreb",
      },
    },
    delivery_method: "personal_pickup",
    payment_method: "card",
  });
  const orderPage = `/orders/${placed.number}`;

  // Not paid yet: nothing is invoiced, and the page does not promise an invoice.
  await page.goto(orderPage);
  await logInHere(page, demo.company);
  await expect(page).toHaveURL(orderPage);
  const invoices = page.getByRole("region", { name: "Računi" });
  await expect(invoices).toHaveCount(0);

  // Paid by the test card gateway.
  await page.goto(placed.payment_url as string);
  await page.getByRole("button", { name: /^(Odobri plaćanje|Approve payment)$/ }).click();
  await expect(page).toHaveURL(`/success?order=${placed.number}`);

  // The job issues the invoice within seconds: the buyer reloads the order page until it is there.
  await page.goto(orderPage);
  const pdfLink = invoices.getByRole("link", { name: /^PDF računa / });
  await reloadUntilVisible(page, pdfLink);
  const number = ((await pdfLink.getAttribute("aria-label")) ?? "").replace(/^PDF računa /, "");
  expect(number).toMatch(/^\d+\/\w+\/\w+$/);
  const row = invoiceRow(page, number);
  await expect(row).toContainText("Račun");
  await expect(invoices.getByRole("columnheader", { name: "Iznos" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The PDF, downloaded as a file by its link (a plain link: no script needed).
  const pdfPath = (await pdfLink.getAttribute("href")) ?? "";
  expect(pdfPath).toMatch(/^\/my-invoices\/\d+\.pdf$/);
  const downloading = page.waitForEvent("download");
  await pdfLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`racun-${number.replaceAll("/", "-")}.pdf`);
  const pdf = await page.request.get(pdfPath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="racun-/);
  expect(pdf.headers()["cache-control"]).toMatch(/^private/);
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // The e-invoice (UBL 2.1, the Croatian CIUS), for a legal entity.
  const xmlLink = row.getByRole("link", {
    name: new RegExp(`^e-račun \\(XML\\) za račun ${literally(number)}$`),
  });
  const xmlPath = (await xmlLink.getAttribute("href")) ?? "";
  expect(xmlPath).toMatch(/^\/my-invoices\/\d+\.xml$/);
  const xml = await page.request.get(xmlPath);
  expect(xml.status()).toBe(200);
  expect(xml.headers()["content-type"]).toMatch(/^application\/xml/);
  const ubl = await xml.text();
  expect(ubl).toContain(number);
  expect(ubl).toContain("urn:mfin.gov.hr:cius-2025");

  // The files are the buyer's alone: without their session they are not found.
  expect((await request.get(pdfPath)).status()).toBe(404);
  expect((await request.get(xmlPath)).status()).toBe(404);

  // Under My invoices, from the order page's link: the row names its order, dates and what was left to pay.
  await invoices.getByRole("link", { name: "Moji računi" }).click();
  await expect(page).toHaveURL("/my-invoices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moji računi");
  const listed = invoiceRow(page, number);
  await expect(listed.getByRole("link", { name: `Narudžba ${placed.number}` })).toHaveAttribute(
    "href",
    orderPage,
  );
  await expect(listed).toContainText("Plaćeno");
  await expect(listed.getByRole("link", { name: `PDF računa ${number}` })).toHaveAttribute(
    "href",
    pdfPath,
  );
  await expectNoAxeViolations(page);

  // The profile links to it beside My orders.
  await page.goto("/profile");
  await expect(
    page
      .getByRole("navigation", { name: "Moj račun" })
      .getByRole("link", { name: "Moji računi", exact: true }),
  ).toHaveAttribute("href", "/my-invoices");

  // In English: the same invoice, its downloads under /en.
  await page.goto("/en/my-invoices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My invoices");
  const english = invoiceRow(page, number);
  await expect(english).toContainText("Invoice");
  const englishPdf = english.getByRole("link", { name: `PDF of invoice ${number}` });
  await expect(englishPdf).toHaveAttribute("href", `/en${pdfPath}`);
  await expect(
    english.getByRole("link", { name: `e-invoice (XML) for invoice ${number}` }),
  ).toHaveAttribute("href", `/en${xmlPath}`);
  expect((await page.request.get(`/en${pdfPath}`)).headers()["content-type"]).toBe(
    "application/pdf",
  );
  await expectNoAxeViolations(page);
});

test("a person picks up an order paid by card, withdraws from it, and finds the credit note beside the invoice", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await confirmedPerson(request, "Iva Kovač");
  const product = await pick(request, "in_stock", 4);
  // Picked up: the order has no address, and the person's invoice needs none (docs/invoices.md).
  const placed = await placeOrder(request, await tokenOf(request, person), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Iva Kovač", email: person.email, phone: "091 111 2222" },
    delivery_method: "personal_pickup",
    payment_method: "card",
    language: "en",
  });
  const orderPage = `/en/orders/${placed.number}`;
  await page.goto(orderPage);
  await logInHere(page, person, "en");
  await page.goto(placed.payment_url as string);
  await page.getByRole("button", { name: /^(Odobri plaćanje|Approve payment)$/ }).click();
  await expect(page).toHaveURL(`/en/success?order=${placed.number}`);

  // The invoice, issued by the job within seconds of the payment.
  const invoices = page.getByRole("region", { name: "Invoices" });
  const invoicePdf = invoices.getByRole("link", { name: /^PDF of invoice / });
  await page.goto(orderPage);
  await reloadUntilVisible(page, invoicePdf);
  const invoiceNumber = ((await invoicePdf.getAttribute("aria-label")) ?? "").replace(
    /^PDF of invoice /,
    "",
  );

  // The withdrawal from the whole order, then the staff refund the card payment.
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await page.getByRole("button", { name: "Continue to confirmation" }).click();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page).toHaveURL(`${orderPage}?withdrawn=1#withdrawal-title`);
  const staff = { authorization: `Bearer ${await staffToken(request, demoStaff.orders)}` };
  const order = (await (
    await request.get(`/api/admin/orders/${placed.number}`, { headers: staff })
  ).json()) as { id: number; version: number };
  const refunded = await request.post(`/api/admin/orders/${order.id}/refund`, {
    headers: staff,
    data: { version: order.version },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);

  // The credit note, on the order's page and under My invoices, referring to the invoice.
  const creditPdf = invoices.getByRole("link", { name: /^PDF of credit note / });
  await page.goto(orderPage);
  await reloadUntilVisible(page, creditPdf);
  const creditNumber = ((await creditPdf.getAttribute("aria-label")) ?? "").replace(
    /^PDF of credit note /,
    "",
  );
  await expect(invoiceRow(page, creditNumber)).toContainText("Credit note");
  await expect(invoiceRow(page, creditNumber)).toContainText(`Credits invoice ${invoiceNumber}`);
  await expectNoAxeViolations(page);
  const pdf = await page.request.get((await creditPdf.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await page.goto("/en/my-invoices");
  await expect(invoiceRow(page, creditNumber)).toBeVisible();
  await expect(invoiceRow(page, invoiceNumber)).toBeVisible();
  // A person gets no e-invoice (XML): theirs are fiscalised.
  await expect(page.getByRole("link", { name: /^e-invoice \(XML\)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
