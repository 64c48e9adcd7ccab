import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmedPerson,
  freshOib,
  logIn,
  mailedLink,
  ownAddress,
  uniqueEmail,
} from "./fixtures/accounts.ts";
import { confirmedCompany } from "./fixtures/cart.ts";
import { asAdmin } from "./fixtures/staff.ts";

// The customers section of the staff's app (apps/admin/src/customers): the edit form's version
// check, a company's feed key and block, a new e-mail address a customer asked for, a customer's
// data request answered by mail. Axe on every
// admin screen visited. The rebate rules editor has its own spec (admin-rebates.spec.ts).

test("the edit form names a refused field, and says so plainly when someone changed the customer meanwhile", async ({
  context,
  request,
  baseURL,
}) => {
  const company = await confirmedCompany(request, "Izmjena d.o.o.", freshOib());
  const token = await asAdmin(context, request, baseURL ?? "");
  const found = await request.get(`/api/admin/customers?q=${company.oib}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await found.json()) as { data: Array<{ id: number; version: number }> };
  const id = data[0]?.id;
  expect(id).toBeDefined();

  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}`);
  await expect(admin.getByRole("textbox", { name: "Ime i prezime" })).toHaveValue("Iva Kovač");
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
  const company = await confirmedCompany(request, "Blokada d.o.o.", freshOib());
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
  const company = await confirmedCompany(request, "Zaborav d.o.o.", freshOib());
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

test("staff send a customer who lost the old mailbox a link to a new address; the address changes when the customer opens it", async ({
  browser,
  context,
  request,
  baseURL,
}) => {
  const customer = await confirmedPerson(request, "Lovro Perić");
  const newEmail = uniqueEmail("novi-sanducic");
  const token = await asAdmin(context, request, baseURL ?? "");
  const found = await request.get(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await found.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  const admin = await context.newPage();
  await admin.goto(`/admin/customers/${id}/show`);

  await admin.getByRole("button", { name: "Promijeni e-adresu" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nova adresa e-pošte za Lovro Perić" });
  await expect(dialog).toContainText(customer.email);
  await expectNoAxeViolations(admin);
  // The current address is refused beside the field, in the API's words.
  await dialog.getByRole("textbox", { name: "Nova adresa e-pošte" }).fill(customer.email);
  await dialog.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(
    dialog.getByRole("textbox", { name: "Nova adresa e-pošte" }),
  ).toHaveAccessibleDescription("To je već adresa ovog kupca");
  await dialog.getByRole("textbox", { name: "Nova adresa e-pošte" }).fill(newEmail);
  await dialog.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(admin.getByText(`Poveznica je poslana na ${newEmail}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await admin.reload();
  await expect(admin.getByRole("region", { name: "Povijest promjena" })).toContainText(
    "Poveznica za promjenu e-adrese",
  );

  // The customer opens the link from the new mailbox, logs in with the current address, and the account moves.
  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const link = await mailedLink(newEmail, "email-change");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/profile");
  await expect(
    page.getByText("E-adresa je promijenjena: od sada se prijavljujete novom."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByLabel("E-mail adresa")).toHaveValue(newEmail);
  await shopper.close();
});
