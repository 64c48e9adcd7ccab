import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  freshOib,
  header,
  hydrated,
  logIn,
  logOut,
  mailedLink,
  registerCompany,
  uniqueEmail,
} from "./fixtures/accounts.ts";

// Registration (issue 3's accounts, docs/accounts.md): a legal entity registers and confirms its
// address; refusals beside their fields and in a summary, with and without JavaScript; the company
// data asked of legal entities only. Logging in, passwords and the profile: accounts.spec.ts.

test("a legal entity registers, confirms its address from the mail, lands where it wanted to go and logs out", async ({
  page,
}) => {
  const company = {
    email: uniqueEmail("tvrtka"),
    password: "Lozinka-Tvrtke-2026",
    name: "Ana Horvat",
    company: "Horvat i sinovi d.o.o.",
    oib: freshOib(),
  };

  // The wishlist needs an account: the login page remembers it.
  await page.goto("/wishlist");
  await expect(page).toHaveURL("/login?redirect=%2Fwishlist");
  await expect(page.getByText("Prijavite se kako biste započeli kupovinu.")).toBeVisible();
  await page.getByRole("link", { name: "Registrirajte se" }).click();
  await expect(page).toHaveURL("/register");
  await hydrated(page);

  // The answer is held until the waiting state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/register\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await registerCompany(page, company);
  await expect(page.getByRole("button", { name: "Slanje…" })).toBeDisabled();
  release();
  await expect(
    page.getByRole("status").filter({ hasText: "Hvala, registracija je uspješna" }),
  ).toBeVisible();

  // Not confirmed yet: the login is refused (and a new confirmation mail goes out).
  await page.goto("/login");
  await logIn(page, company.email, company.password);
  await expect(page.getByRole("alert")).toContainText(/potvrđena/);

  // The link from the mail confirms the address on the login page.
  const link = await mailedLink(company.email, "confirm");
  expect(link.pathname).toBe("/login");
  await page.goto(link.pathname + link.search);
  await expect(page.locator('[role="status"].notice--success')).toBeVisible();

  await page.goto("/wishlist");
  await expect(page).toHaveURL("/login?redirect=%2Fwishlist");
  await logIn(page, company.email, company.password);
  await expect(page).toHaveURL("/wishlist");

  // The header names the company and leads to the profile, which holds the company data.
  await header(page)
    .getByRole("link", { name: /Horvat i sinovi d\.o\.o\./ })
    .click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("navigation", { name: "Moj račun" })).toBeVisible();
  await expect(page.getByLabel("OIB")).toHaveValue(company.oib);
  await expect(page.getByRole("main").getByLabel("E-mail adresa")).toHaveValue(company.email);

  await logOut(page);
  await page.goto("/profile");
  await expect(page).toHaveURL("/login?redirect=%2Fprofile");
});

test("a refused registration shows each error beside its field and in a summary that takes the focus", async ({
  page,
}) => {
  await page.goto("/en/register");
  await hydrated(page);
  await page.getByRole("radio", { name: "Legal entity" }).check();
  await page.getByLabel("Full name").fill("Iva Test");
  await page.getByRole("main").getByLabel("E-mail address").fill(uniqueEmail("greska"));
  await page.getByLabel("Phone number").fill("091 000 0000");
  await page.getByLabel("Password", { exact: true }).fill("Lozinka-2026");
  await page.getByLabel("Confirm password").fill("Druga-2026");
  await page.getByLabel("Company name").fill("Test d.o.o.");
  await page.getByLabel("OIB (Croatian tax number)").fill("33392005962");
  await page.getByLabel("Postcode").fill("abc");
  await page.getByRole("button", { name: "Register" }).click();

  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading")).toHaveText("Please check the following:");
  const oib = page.getByLabel("OIB (Croatian tax number)");
  for (const field of [page.getByLabel("Confirm password"), oib]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /-error\b/);
  }
  await expect(oib).toHaveValue("33392005962");
  // The postcode is a Croatian postal code, as checkout asks of a delivery address.
  await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Postcode")).toHaveAccessibleDescription(
    /A zip code has exactly 5 digits, for example 10000/,
  );
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /^OIB/ }).click();
  await expect(oib).toBeFocused();
});

test("registration without JavaScript: the company data is on the form, the answer comes as a page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/register");
  await expect(page.getByRole("group", { name: "Podaci o tvrtki" })).toBeVisible();
  const who = {
    email: uniqueEmail("bezjs"),
    password: "Lozinka-Bez-JS-2026",
    name: "Ivo Ivić",
    company: "Ivić d.o.o.",
  };
  // A postcode that is not a Croatian postal code is refused beside its field, as at checkout.
  await registerCompany(page, { ...who, postOffice: "abc" });
  const postOffice = page
    .getByRole("group", { name: "Podaci o tvrtki" })
    .getByLabel("Poštanski broj");
  await expect(postOffice).toHaveAttribute("aria-invalid", "true");
  await expect(postOffice).toHaveAccessibleDescription(
    /Poštanski broj ima točno 5 znamenki, na primjer 10000/,
  );
  // The page that answers takes the focus to its summary of what to mend (`autofocus`, no script).
  await expect(page.locator(".error-summary")).toBeFocused();
  await registerCompany(page, who);
  await expect(
    page.getByRole("status").filter({ hasText: "Hvala, registracija je uspješna" }),
  ).toBeVisible();
  await context.close();
});

test("the company data is asked of legal entities only, and the required fields are marked, in both languages", async ({
  page,
}) => {
  await page.goto("/register");
  await page.getByRole("radio", { name: "Fizička osoba" }).check();
  await expect(page.getByRole("group", { name: "Podaci o tvrtki" })).toBeHidden();
  await page.getByRole("radio", { name: "Pravna osoba" }).check();
  const company = page.getByRole("group", { name: "Podaci o tvrtki" });
  await expect(company).toBeVisible();

  // An asterisk for the eye, explained at the top; `required` for screen readers, whose names stay clean.
  const form = page.locator("form.form--register");
  await expect(form.getByText("Polja označena zvjezdicom (*) su obavezna.")).toBeVisible();
  for (const [name, label] of [
    ["name", "Ime i prezime"],
    ["email", "E-mail adresa"],
    ["password", "Lozinka"],
    ["password-confirmation", "Potvrda lozinke"],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    await expect(form.locator(`.field__label:has(label[for="register-${name}"])`)).toHaveText(
      `${label} *`,
    );
  }
  // A person's phone is asked for at checkout, where delivery needs it: optional here, as the API has it.
  await expect(form.getByLabel("Broj telefona", { exact: true })).not.toHaveAttribute("required");
  await expect(form.locator('label[for="register-phone"]')).toHaveText("Broj telefona");
  await expect(form.locator('.field__label:has(label[for="register-phone"])')).toHaveCount(0);
  await expect(form.getByRole("radio", { name: "Fizička osoba" })).toHaveAttribute("required", "");
  await expect(form.getByRole("group", { name: "Vrsta kupca" })).toContainText("Vrsta kupca *");
  // A legal entity's company fields: required of it alone, so not `required` (a person's hidden ones would stop the form).
  for (const label of [
    "Naziv tvrtke",
    "OIB",
    "Adresa",
    "Mjesto",
    "Poštanski broj",
    "Telefon tvrtke",
  ]) {
    const field = company.getByRole("textbox", { name: label, exact: true });
    await expect(field).toHaveAttribute("aria-required", "true");
    await expect(field).not.toHaveAttribute("required", "");
  }
  await expect(company.locator(".field__required")).toHaveCount(6);
  await expect(form.getByText(/Želim primati newsletter/)).not.toContainText("*");

  await page.goto("/en/register");
  await expect(
    page
      .locator("form.form--register")
      .getByText("Fields marked with an asterisk (*) are required."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toHaveAttribute(
    "required",
    "",
  );
  await expect(page.locator(".field__label:has(label[for='register-name'])")).toHaveText(
    "Full name *",
  );
});
