import { readdirSync, readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { shopCookies } from "../app/lib/shop-cookies.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmedPerson,
  decodeQuotedPrintable,
  demo,
  header,
  hydrated,
  logIn,
} from "./fixtures/accounts.ts";
import { confirmedCompany, pick, productPage } from "./fixtures/cart.ts";
import { e2eMailDir } from "./fixtures/mail-dir.ts";

/** The cookie banner, the cookie page and the profile's privacy rights (docs/privacy-and-cookies.md). */

const listedCookies = new Map(
  shopCookies.filter((c) => c.storage === "cookie").map((c) => [c.name, c.category]),
);
const banner = (page: Page, name = "Obavijest o kolačićima") => page.getByRole("region", { name });

/** The names of every cookie the shop's answers set from now on (also those expired at once, like the cart's one-time notice). */
function recordSetCookies(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("response", async (response) => {
    for (const { name, value } of await response.headersArray().catch(() => []))
      if (name.toLowerCase() === "set-cookie") names.add(value.split("=")[0]?.trim() ?? "");
  });
  return names;
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

test("before a choice the banner is on every page and nothing but necessary cookies is set; every cookie set is on the list", async ({
  page,
  context,
}) => {
  const set = recordSetCookies(page);
  for (const path of ["/", "/en/about", "/kolacici", "/en", "/login"]) {
    await page.goto(path);
    await expect(
      banner(page, path.startsWith("/en") ? "Cookie notice" : "Obavijest o kolačićima"),
    ).toBeVisible();
  }
  // The language is a preference: it waits for consent, as does everything but the necessary.
  for (const cookie of await context.cookies())
    expect(listedCookies.get(cookie.name), cookie.name).toBe("necessary");
  expect(await cookieNamed(context, "i18n_lang")).toBeUndefined();

  // A customer's visit sets the session's cookies — all on the list, all necessary.
  await logIn(page, demo.person.email, demo.person.password);
  await expect(header(page).getByRole("button", { name: "Odjava" })).toBeVisible();
  await page.goto("/profile");
  for (const name of set)
    expect(
      listedCookies.get(name),
      `${name} is set but not on the list in lib/shop-cookies.ts`,
    ).toBe("necessary");
  expect([...set].sort()).toEqual(
    expect.arrayContaining(["auth._refresh_token.local", "auth._token.local", "auth.strategy"]),
  );
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a walk without JavaScript — log in, add to the cart, choose, log out — sets only cookies on the list, and only necessary ones before the choice", async ({
  browser,
  request,
}) => {
  const customer = await confirmedCompany(request);
  const product = await pick(request, "in_stock", 3);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const set = recordSetCookies(page);
  await page.goto(productPage(product));
  await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
  await logIn(page, customer.email, customer.password);
  await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano u košaricu" })).toBeVisible();
  await page.goto("/cart");
  for (const name of set)
    expect(listedCookies.get(name), `${name} before any choice`).toBe("necessary");
  expect(set).toContain("cart_flash");

  await banner(page).getByRole("button", { name: "Prihvati sve" }).click();
  await page.goto("/en/b2b");
  await header(page).getByRole("button", { name: "Log out" }).click();
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  expect(
    [...set].filter((name) => !listedCookies.has(name)),
    "cookies set but not on the list in lib/shop-cookies.ts",
  ).toEqual([]);
  expect([...set]).toEqual(
    expect.arrayContaining(["cookie_consent", "i18n_lang", "auth._token.local"]),
  );
  await context.close();
});

test("accept all: stored for a year without a reload, the banner gone, the language remembered", async ({
  page,
  context,
}) => {
  await page.goto("/en/about");
  await hydrated(page);
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await banner(page, "Cookie notice").getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page, "Cookie notice")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  const consent = await cookieNamed(context, "cookie_consent");
  expect(consent?.value).toMatch(/^[0-9a-z]+\.preferences\.statistics$/);
  expect(((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  expect((await cookieNamed(context, "i18n_lang"))?.value).toBe("en");
  await page.goto("/en/delivery");
  await expect(banner(page, "Cookie notice")).toHaveCount(0);
});

test("necessary only, without JavaScript: back on the same page, the banner gone, no preference cookie", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about?from=banner");
  await banner(page).getByRole("button", { name: "Samo nužni" }).click();
  await expect(page).toHaveURL(/\/about\?from=banner$/);
  await expect(banner(page)).toHaveCount(0);
  expect((await cookieNamed(context, "cookie_consent"))?.value).toMatch(/^[0-9a-z]+$/);
  await page.goto("/delivery");
  await expect(banner(page)).toHaveCount(0);
  expect(await cookieNamed(context, "i18n_lang")).toBeUndefined();
  await context.close();
});

test("settings: the categories ticked one by one, necessary always on; the footer's cookie settings show the choice", async ({
  page,
  context,
}) => {
  await page.goto("/delivery");
  const region = banner(page);
  await region.locator("summary", { hasText: "Postavke" }).click();
  await expect(region.getByRole("checkbox", { name: /^Nužni/ })).toBeChecked();
  await expect(region.getByRole("checkbox", { name: /^Nužni/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await region.getByRole("checkbox", { name: "Postavke" }).check();
  await region.getByRole("button", { name: "Spremi odabir" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await cookieNamed(context, "cookie_consent"))?.value).toMatch(/^[0-9a-z]+\.preferences$/);

  // Reopened from the footer: the cookie page's settings, ticked as chosen; a new choice replaces it.
  await page.locator("footer.site-footer").getByRole("link", { name: "Postavke kolačića" }).click();
  await expect(page).toHaveURL(/\/kolacici#cookie-settings$/);
  const settings = page.getByRole("region", { name: "Postavke kolačića" });
  await expect(settings.getByRole("checkbox", { name: "Postavke" })).toBeChecked();
  await expect(settings.getByRole("checkbox", { name: "Statistika" })).not.toBeChecked();
  await settings.getByRole("button", { name: "Samo nužni" }).click();
  await expect
    .poll(async () => (await cookieNamed(context, "cookie_consent"))?.value)
    .toMatch(/^[0-9a-z]+$/);
  await expect.poll(() => cookieNamed(context, "i18n_lang")).toBeUndefined();
});

test("the banner fits a 320 px phone with its settings open: nothing scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/", "/en/cookies"]) {
    await page.goto(path);
    await page.locator(".cookie-banner summary").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  }
});

test("the cookie page lists every cookie from the list in code, in both languages, and passes axe", async ({
  page,
}) => {
  for (const [path, language, necessary] of [
    ["/kolacici", "hr", "Nužni"],
    ["/en/cookies", "en", "Necessary"],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(shopCookies.length + 1);
    for (const cookie of shopCookies) {
      const row = table.getByRole("row").filter({
        has: page.getByRole("rowheader", {
          name: new RegExp(`^${cookie.name.replace(/\./g, "\\.")}`),
        }),
      });
      await expect(row).toContainText(cookie.purpose[language]);
      await expect(row).toContainText(cookie.lifetime[language]);
    }
    await expect(table.getByRole("row").filter({ hasText: "auth._token.local" })).toContainText(
      necessary,
    );
    await expectNoAxeViolations(page);
  }
});

test("a customer downloads their data as a dated JSON file from the profile", async ({ page }) => {
  await page.goto("/login?redirect=/profile");
  await logIn(page, demo.person.email, demo.person.password);
  await expect(page).toHaveURL(/\/profile$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Preuzmi moje podatke" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dukan-moji-podaci-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    account: { email: string };
    orders: unknown[];
  };
  expect(file.account.email).toBe(demo.person.email);
  expect(Array.isArray(file.orders)).toBe(true);
});

/** Whether a mail to `address` says the account was deleted (the e2e server writes mail as .eml files). */
function deletionMailed(address: string): boolean {
  let files: string[];
  try {
    files = readdirSync(e2eMailDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return false;
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(e2eMailDir + f, "utf8")))
    .some((mail) => mail.includes(`To: ${address}`) && mail.includes("izbrisali va"));
}

test("a customer deletes their account from the profile: a wrong password is refused on the field, then logged out, mailed, and the login no longer works", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Brisanje Računa");
  await page.goto("/login?redirect=/profile");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/profile$/);
  await hydrated(page);
  const privacy = page.getByRole("region", { name: "Privatnost i vaši podaci" });
  await privacy.locator("summary", { hasText: "Izbriši korisnički račun" }).click();
  await privacy.getByLabel("Lozinka").fill("not the password");
  await privacy.getByRole("button", { name: "Trajno izbriši moj račun" }).click();
  await expect(privacy.getByText("Trenutna lozinka nije ispravna").first()).toBeVisible();
  await expect(privacy.getByLabel("Lozinka")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await privacy.getByLabel("Lozinka").fill(customer.password);
  await privacy.getByRole("button", { name: "Trajno izbriši moj račun" }).click();
  await expect(page).toHaveURL(/\/racun-izbrisan#content$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Korisnički račun je izbrisan" }),
  ).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Prijava" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => deletionMailed(customer.email), { timeout: 20_000 }).toBe(true);

  await page.goto("/login");
  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("deleting an account works without JavaScript", async ({ browser, request }) => {
  const customer = await confirmedPerson(request, "Bez Skripte");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/login?redirect=/en/profile");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail address" })
    .fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dukan-my-data-\d{4}-\d{2}-\d{2}\.json$/);

  const privacy = page.getByRole("region", { name: "Privacy and your data" });
  await privacy.locator("summary", { hasText: "Delete my account" }).click();
  await privacy.getByLabel("Password").fill(customer.password);
  await privacy.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/en\/account-deleted#content$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your account has been deleted" }),
  ).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.startsWith("auth."))).toEqual([]);
  await page.goto("/en/profile");
  await expect(page).toHaveURL(/\/en\/login/);
  await context.close();
});
