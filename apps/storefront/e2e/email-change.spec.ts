import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmedPerson,
  expectMailTo,
  logIn,
  logOut,
  mailedLink,
  uniqueEmail,
} from "./fixtures/accounts.ts";

test("a customer moves the account to a new e-mail address: a link to the new one, the old one told, the login follows", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Marta Novak");
  const newEmail = uniqueEmail("nova");
  await page.goto("/profile");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/profile");

  const change = page.getByRole("region", { name: "Promjena e-adrese" });
  await change.getByLabel("Nova e-adresa").fill(newEmail);
  await change.getByLabel("Trenutna lozinka").fill("Kriva-Lozinka-2026");
  await change.getByRole("button", { name: "Pošalji poveznicu za potvrdu" }).click();
  await expect(change.getByLabel("Trenutna lozinka")).toHaveAttribute("aria-invalid", "true");
  await expect(change.getByText("Trenutna lozinka nije ispravna").first()).toBeVisible();
  await expect(change.getByLabel("Nova e-adresa")).toHaveValue(newEmail);

  await change.getByLabel("Trenutna lozinka").fill(customer.password);
  await change.getByRole("button", { name: "Pošalji poveznicu za potvrdu" }).click();
  await expect(change.getByRole("status")).toHaveText(
    "Poslali smo poveznicu na novu adresu. Adresa se mijenja kad je otvorite (u roku od 24 sata); do tada se prijavljujete dosadašnjom.",
  );
  await expect(change.getByLabel("Nova e-adresa")).toHaveValue("");
  await expectNoAxeViolations(page);
  // Nothing changed yet.
  await expect(page.getByRole("main").getByLabel("E-mail adresa")).toHaveValue(customer.email);

  const link = await mailedLink(newEmail, "email-change");
  expect(link.pathname).toBe("/profile");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL("/profile");
  await expect(
    page.getByText("E-adresa je promijenjena: od sada se prijavljujete novom."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByLabel("E-mail adresa")).toHaveValue(newEmail);
  await expectNoAxeViolations(page);
  await expectMailTo(customer.email, "Vaš se račun u Dućanu od sada vodi na adresi");

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole("region", { name: "Promjena e-adrese" }).getByRole("alert"),
  ).toHaveText("Poveznica nije valjana, već je iskorištena ili je istekla.");

  await logOut(page);
  await page.goto("/login");
  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole("alert")).toBeVisible();
  await logIn(page, newEmail, customer.password);
  await expect(page).toHaveURL("/");
});

test("without JavaScript, in English: the link opened while logged out asks for the login first, then changes the address", async ({
  browser,
  request,
}) => {
  const customer = await confirmedPerson(request, "Mark Novak");
  const newEmail = uniqueEmail("new");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/login");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail address" })
    .fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.goto("/en/profile");

  const change = page.getByRole("region", { name: "Change e-mail address" });
  await change.getByLabel("New e-mail address").fill(customer.email);
  await change.getByLabel("Current password").fill(customer.password);
  await change.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page).toHaveURL(/\/en\/profile#profile-email$/);
  await expect(change.getByText("This is your account's address already").first()).toBeVisible();

  await change.getByLabel("New e-mail address").fill(newEmail);
  await change.getByLabel("Current password").fill(customer.password);
  await change.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(change.getByRole("status")).toContainText("We have sent a link to the new address.");

  // Opened in another browser, not logged in: the login first (with the current address), then the change.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  const link = await mailedLink(newEmail, "email-change");
  await fresh.goto(`/en${link.pathname}${link.search}`);
  await expect(fresh).toHaveURL(/\/en\/login\?redirect=/);
  await fresh
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail address" })
    .fill(customer.email);
  await fresh.getByLabel("Password", { exact: true }).fill(customer.password);
  await fresh.getByRole("button", { name: "Log in" }).click();
  await expect(fresh).toHaveURL("/en/profile");
  await expect(
    fresh.getByText("Your e-mail address has been changed: log in with the new one from now on."),
  ).toBeVisible();
  await expect(fresh.getByRole("main").getByLabel("E-mail address", { exact: true })).toHaveValue(
    newEmail,
  );
  await other.close();
  await context.close();
});
