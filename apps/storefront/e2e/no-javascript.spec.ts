import { confirmedPerson, header, logIn } from "./fixtures/accounts.ts";
import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("header links work without JavaScript", async ({ page }) => {
  await page.goto("/about");
  const header = page.locator("header.site-header");
  await header.getByRole("link", { name: "Prijava" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/^Prijava \|/);
  // The cart needs an account: a visitor lands on the login page, which remembers the cart.
  await header.getByRole("link", { name: "Košarica" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await header.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fcart$/);
  await header.getByRole("link", { name: "Dućan — home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link").first().click();
  await expect(page.locator("h1")).toBeVisible();
});

test("the search box is a plain GET form without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Pretraži proizvode" }).fill("miš");
  await page.getByRole("button", { name: "Traži" }).click();
  await expect(page).toHaveURL(/\/rezultati-pretrazivanja\?q=mi%C5%A1$/);
  await expect(page).toHaveTitle(/^Rezultati pretraživanja \|/);
});

test("a customer's new name shows in the header of the page the profile form comes back with", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Ana Kovač");
  await page.goto("/login?redirect=%2Fprofile");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/profile");
  const details = page.getByRole("region", { name: "Moji podaci" });
  await details.getByLabel("Ime i prezime").fill("Ana Kovač Babić");
  await details.getByRole("button", { name: "Spremi" }).click();
  await expect(details.getByRole("status")).toHaveText("Podaci su spremljeni.");
  await expect(header(page).getByRole("link", { name: /Ana Kovač Babić/ })).toBeVisible();
});
