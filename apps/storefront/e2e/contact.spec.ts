import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, hydrated, logIn } from "./fixtures/accounts.ts";
import { formSection, marker, someProduct, staffMailWith } from "./fixtures/contact.ts";

// The contact form and "Send inquiry" reach the staff's mailbox (the .eml files of the e2e server),
// with and without JavaScript, in both languages. The spam check: with JavaScript the browser
// solves the proof of work; without it the form goes under the stricter limit (5 an hour per
// address and form), which this file stays under.

test("a visitor sends the contact form (JavaScript): thanked without a reload, the staff get the mail with Reply-To", async ({
  page,
}) => {
  const word = marker("kontakt");
  await page.goto("/contact");
  await hydrated(page);
  const form = formSection(page, "Pošaljite nam poruku");
  await expectNoAxeViolations(page);
  // The proof of work is solved in the background: its hidden field fills in.
  await expect(page.locator('input[name="proof"]')).toHaveValue(/^v1\..+:\d+$/, {
    timeout: 15_000,
  });
  await form.getByLabel("Ime i prezime").fill("Ivana Marić");
  await form.getByLabel("E-mail adresa").fill("ivana.maric@example.com");
  await form.getByLabel("Predmet").fill("Dostava na otok");
  await form.getByLabel("Poruka", { exact: true }).fill(`Dostavljate li na Brač? ${word}`);
  await form.getByLabel("Pristajem da se moji podaci obrađuju").check();
  let reloaded = false;
  page.on("load", () => (reloaded = true));
  await form.getByRole("button", { name: "Pošalji poruku" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Hvala na poruci! Odgovorit ćemo vam unutar jednog radnog dana." }),
  ).toBeVisible();
  await expect(page).toHaveURL("/contact?sent=contact");
  expect(reloaded).toBe(false);
  await expectNoAxeViolations(page);

  const mail = await staffMailWith(word);
  expect(mail).toMatch(/^Reply-To: ivana\.maric@example\.com\r?$/m);
  expect(mail).toContain("Ime i prezime: Ivana Mari");
  expect(mail).toContain("Jezik: hrvatski");
});

test("without JavaScript, a refused contact form shows the error beside its field; sent, it thanks in English", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const word = marker("nojs");
  await page.goto("/en/contact");
  const form = formSection(page, "Send us a message");
  await form.getByLabel("Full name").fill("John Smith");
  // The browser takes it as an address; the shop wants a dotted domain.
  await form.getByLabel("E-mail address").fill("john@example");
  await form.getByLabel("Subject").fill("Opening hours");
  await form.getByLabel("Message", { exact: true }).fill(`Are you open on Saturdays? ${word}`);
  await form.getByLabel("I agree that my data is processed").check();
  await form.getByRole("button", { name: "Send message" }).click();

  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading")).toHaveText("Please check the following:");
  const email = form.getByLabel("E-mail address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", /-error\b/);
  await expect(email).toHaveValue("john@example");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(
    `Are you open on Saturdays? ${word}`,
  );
  await expect(form.getByLabel("I agree that my data is processed")).toBeChecked();

  await email.fill("john@example.com");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL("/en/contact?sent=contact");
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
    "Thank you for your message! We will answer within one working day.",
  );
  const mail = await staffMailWith(word);
  expect(mail).toContain("Jezik: engleski");
  expect(mail).toMatch(/^Reply-To: john@example\.com\r?$/m);
  await context.close();
});

test("the English contact and inquiry forms pass axe, refused as well", async ({
  page,
  request,
}) => {
  const product = await someProduct(request, 2);
  await page.goto("/en/contact");
  await hydrated(page);
  const form = formSection(page, "Send us a message");
  await form.getByLabel("Full name").fill("John Smith");
  await form.getByLabel("E-mail address").fill("john@example");
  await form.getByLabel("Subject").fill("Opening hours");
  await form.getByLabel("Message", { exact: true }).fill("Are you open on Saturdays?");
  await form.getByLabel("I agree that my data is processed").check();
  await form.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /^E-mail address/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/en/contact?product=${product.en.split("/").pop()}`);
  await expect(formSection(page, "Request for an offer").locator(".inquiry-product")).toContainText(
    product.itemCode,
  );
  await expectNoAxeViolations(page);
});

test("a customer sends an inquiry from a product page: their data filled in, the staff get the item code and link, the profile lists it", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Petra Upit");
  const product = await someProduct(request);
  const word = marker("upit");
  await page.goto("/login");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/");
  await page.goto(product.hr);
  await page.getByRole("button", { name: "Pošalji upit" }).click();
  await expect(page).toHaveURL(/\/contact\?product=/);
  await hydrated(page);
  const form = formSection(page, "Upit za ponudu");
  await expect(form.locator(".inquiry-product")).toContainText(product.itemCode);
  await expect(form.getByRole("link", { name: product.nameHr })).toHaveAttribute(
    "href",
    product.hr,
  );
  await expect(form.getByLabel("Ime i prezime")).toHaveValue("Petra Upit");
  await expect(form.getByLabel("E-mail adresa")).toHaveValue(customer.email);
  await expectNoAxeViolations(page);
  await form.getByLabel("Količina (kom)").fill("250");
  await form.getByLabel("Poruka").fill(`Molim ponudu za 250 komada. ${word}`);
  await form.getByLabel("Tvrtka").fill("Upit d.o.o.");
  await form.getByLabel("Pristajem da se moji podaci obrađuju").check();
  await form.getByRole("button", { name: "Pošalji upit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Upit je poslan" })).toBeVisible();

  const mail = await staffMailWith(word);
  expect(mail).toContain(`Šifra artikla: ${product.itemCode}`);
  expect(mail).toContain(
    `Poveznica: http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${product.hr}`,
  );
  expect(mail).toContain("Količina: 250");
  expect(mail).toMatch(
    new RegExp(`^Reply-To: ${customer.email.replace(/[.+]/g, "\\$&")}\\r?$`, "m"),
  );

  await page.getByRole("link", { name: "Svoje upite vidite u profilu" }).click();
  const mine = page.getByRole("region", { name: "Moji upiti" });
  await expect(mine.getByRole("row").nth(1)).toContainText(product.itemCode);
  await expect(mine.getByRole("row").nth(1)).toContainText("250");
  await expect(mine.getByRole("row").nth(1)).toContainText("Zaprimljen");
  await expectNoAxeViolations(page);
});

test("without JavaScript, a visitor sends an inquiry in English; the staff's link is the English page", async ({
  browser,
  request,
}) => {
  const product = await someProduct(request, 1);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const word = marker("inquiry");
  await page.goto(product.en);
  await page.getByRole("button", { name: "Send inquiry" }).click();
  const form = formSection(page, "Request for an offer");
  await expect(form.locator(".inquiry-product")).toContainText(product.itemCode);
  await form.getByLabel("Quantity (pcs)").fill("1200");
  await form.getByLabel("Full name").fill("Jane Buyer");
  await form.getByLabel("E-mail address").fill("jane@buyer.example");
  await form.getByLabel("Message (optional)").fill(`Offer for 1,200 pieces please. ${word}`);
  await form.getByLabel("I agree that my data is processed").check();
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page).toHaveURL("/en/contact?sent=inquiry");
  await expect(page.getByRole("status").filter({ hasText: "Inquiry sent" })).toBeVisible();
  const mail = await staffMailWith(word);
  expect(mail).toContain(
    `Poveznica: http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${product.en}`,
  );
  expect(mail).toContain("Količina: 1200");
  await context.close();
});

test("the profile of a customer without inquiries says how to send one, and lists no one else's", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Bez Upita");
  await page.goto("/profile");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("region", { name: "Moji upiti" })).toContainText(
    "Još niste poslali nijedan upit.",
  );
  await page.goto("/en/profile");
  await expect(page.getByRole("region", { name: "My inquiries" })).toContainText(
    "You have not sent an inquiry yet.",
  );
});
