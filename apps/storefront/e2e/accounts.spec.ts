import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmedPerson,
  demo,
  header,
  hydrated,
  logIn,
  logOut,
  mailedLink,
} from "./fixtures/accounts.ts";

// Rate limits: about 10 failed logins per account and 100 login attempts per address in 15 minutes.
// Each demo account is logged into only a few times across this file; new customers are registered where it matters.

test("an English protected page bounces to the English login and back; a session ended in another tab is noticed on the next click", async ({
  page,
}) => {
  await page.goto("/en/orders?page=2");
  await expect(page).toHaveURL("/en/login?redirect=%2Fen%2Forders%3Fpage%3D2");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail address" })
    .fill(demo.person.email);
  await page.getByLabel("Password", { exact: true }).fill(demo.person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/en/orders?page=2");
  const profileLink = header(page).getByRole("link", { name: /my profile/ });
  await expect(profileLink).toBeVisible();

  // Logging out in a second tab ends the session of both.
  const other = await page.context().newPage();
  await other.goto("/en/about");
  await logOut(other, /\/en$/);

  await hydrated(page);
  await profileLink.click();
  await expect(page).toHaveURL("/en/login?redirect=%2Fen%2Fprofile");
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a visitor who switches to English on the login page lands on the English screen it remembered", async ({
  page,
  request,
}) => {
  const person = await confirmedPerson(request, "Iva Jezik");
  await page.goto("/wishlist");
  await expect(page).toHaveURL("/login?redirect=%2Fwishlist");
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL("/en/login?redirect=%2Fwishlist");
  await hydrated(page);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // The whole page in English: address, document language, the screen's and the header's words.
  await expect(page).toHaveURL("/en/wishlist");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /my profile/ })).toBeVisible();
});

test("after login a customer never leaves the shop, whatever the redirect says", async ({
  page,
  context,
}) => {
  const attempts = ["//evil.example", "https://evil.example", "/\\evil", "javascript:alert(1)"];
  for (const [index, attempt] of attempts.entries()) {
    const account = index % 2 === 0 ? demo.company : demo.person;
    await page.goto(`/login?redirect=${encodeURIComponent(attempt)}`);
    await logIn(page, account.email, account.password);
    await expect(page, attempt).toHaveURL("/");
    await expect(header(page).getByRole("link", { name: /moj profil/ })).toBeVisible();
    if (index === 0) {
      // The session is three HttpOnly cookies that live a week; no token in localStorage.
      const cookies = (await context.cookies()).filter((c) => c.name.startsWith("auth."));
      expect(cookies.map((c) => c.name).sort()).toEqual([
        "auth._refresh_token.local",
        "auth._token.local",
        "auth.strategy",
      ]);
      for (const cookie of cookies) {
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
        expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
      }
      expect(cookies.find((c) => c.name === "auth._token.local")?.value).toMatch(/^Bearer%20ey/);
      // localStorage may mirror the cart (its count for the header), never a token.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toMatch(/eyJ|refresh|token|Bearer/i);
    }
    await context.clearCookies();
  }
});

test("a login form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/login", {
    headers: { origin: "https://evil.example" },
    form: { email: demo.person.email, password: demo.person.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("logging in and out works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/profile");
  await expect(page).toHaveURL("/login?redirect=%2Fprofile");
  // Without the dialog, "Forgot password?" is a plain link to the reset page.
  await expect(page.getByRole("link", { name: "Zaboravili ste lozinku?" })).toHaveAttribute(
    "href",
    "/password-reset",
  );

  await logIn(page, demo.person.email, "not-the-password");
  await expect(page.getByRole("alert")).toContainText("Pogrešna adresa e-pošte ili lozinka.");
  await expect(page.getByRole("main").getByRole("textbox", { name: "E-mail adresa" })).toHaveValue(
    demo.person.email,
  );

  await page.getByLabel("Lozinka", { exact: true }).fill(demo.person.password);
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Moj profil" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /moj profil/ })).toBeVisible();
  // The footer offers a customer their orders, not a login.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Moje narudžbe" })).toHaveAttribute(
    "href",
    "/orders",
  );
  await expect(footer.getByRole("link", { name: "Prijava" })).toHaveCount(0);

  await logOut(page);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Prijava" })).toBeVisible();
  await context.close();
});

test("forgot password: a dialog asks for the address, sends the link and hands the focus back", async ({
  page,
}) => {
  await page.goto("/login");
  await hydrated(page);
  const opener = page.getByRole("link", { name: "Zaboravili ste lozinku?" });
  const dialog = page.getByRole("dialog", { name: "Zaboravljena lozinka" });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail adresa")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel("E-mail adresa").fill(demo.person.email);
  await dialog.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(dialog.getByRole("status")).toContainText(
    "Poveznica za novu lozinku poslana je na vašu e-poštu.",
  );
  await expect(dialog.getByRole("button", { name: "Zatvori" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Zatvori" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL("/login");
  await mailedLink(demo.person.email, "reset");
});

test("a customer from the old shop is told to set a new password, gets the link and is logged in by the new one", async ({
  page,
}) => {
  await page.goto("/login");
  await logIn(page, demo.legacy.email, "Stara-Lozinka-1");
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Vaš je račun prenesen sa stare trgovine");
  await refusal.getByRole("button", { name: "Pošalji mi poveznicu za novu lozinku" }).click();
  await expect(page).toHaveURL("/password-reset");
  await expect(
    page.getByRole("status").filter({ hasText: "poveznica za novu lozinku" }),
  ).toBeVisible();

  const link = await mailedLink(demo.legacy.email, "reset");
  expect(link.pathname).toBe("/password-reset");
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole("heading", { level: 2, name: "Postavite novu lozinku" }),
  ).toBeVisible();
  await expect(page.getByText(/Poveznica vrijedi do \d{1,2}\. [a-zčćđšž]+ \d{4}\./)).toBeVisible();
  await expectNoAxeViolations(page);
  // With the page's scripts: the home page it lands on by a client navigation says what happened, once.
  await hydrated(page);
  await page.getByLabel("Nova lozinka", { exact: true }).fill("Nova-Lozinka-2026");
  await page.getByLabel("Potvrda nove lozinke").fill("Nova-Lozinka-2026");
  await page.getByRole("button", { name: "Spremi novu lozinku" }).click();
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("link", { name: /moj profil/ })).toBeVisible();
  const changed = page
    .getByRole("status")
    .filter({ hasText: "Lozinka je promijenjena. Prijavljeni ste novom lozinkom." });
  await expect(changed).toBeVisible();
  await header(page)
    .getByRole("link", { name: /moj profil/ })
    .click();
  await expect(page).toHaveURL("/profile");
  await expect(changed).toHaveCount(0);

  // The link worked once; a guest opening it again is told so at once (nothing typed in vain) and
  // may ask for a new one, also in English.
  await logOut(page);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("alert")).toContainText("Poveznica nije valjana");
  await expect(page.getByLabel("Nova lozinka", { exact: true })).toHaveCount(0);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail adresa" })
    .fill(demo.legacy.email);
  await page.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "poveznica za novu lozinku" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.goto(`/en${link.pathname}${link.search}`);
  await expect(page.getByRole("alert")).toContainText(
    "This link is not valid, has already been used or has expired.",
  );
});

test("login, registration and password-reset pages pass axe in both languages", async ({
  page,
}) => {
  for (const path of [
    "/login",
    "/en/login",
    "/register",
    "/en/register",
    "/password-reset",
    "/en/password-reset?token=abc",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Search engines may list the login and registration pages, not a password reset (its links carry a token).
    if (path.includes("password-reset"))
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    else await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test("a customer edits the profile and changes the password; the header follows", async ({
  page,
  request,
}) => {
  const customer = await confirmedPerson(request, "Petra Perić");
  await page.goto("/profile");
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("group", { name: "Podaci o tvrtki" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const details = page.getByRole("region", { name: "Moji podaci" });
  await details.getByLabel("Ime i prezime").fill("Petra Perić Horvat");
  await details.getByRole("button", { name: "Spremi" }).click();
  await expect(details.getByRole("status")).toHaveText("Podaci su spremljeni.");
  await expect(header(page).getByRole("link", { name: /Petra Perić Horvat/ })).toBeVisible();

  const password = page.getByRole("region", { name: "Promjena lozinke" });
  await password.getByLabel("Stara lozinka").fill("Kriva-Lozinka-2026");
  await password.getByLabel("Nova lozinka", { exact: true }).fill("Nova-Lozinka-2026");
  await password.getByLabel("Potvrda nove lozinke").fill("Nova-Lozinka-2026");
  await password.getByRole("button", { name: "Promijeni lozinku" }).click();
  await expect(password.getByLabel("Stara lozinka")).toHaveAttribute("aria-invalid", "true");

  await password.getByLabel("Stara lozinka").fill(customer.password);
  await password.getByLabel("Nova lozinka", { exact: true }).fill("Nova-Lozinka-2026");
  await password.getByLabel("Potvrda nove lozinke").fill("Nova-Lozinka-2026");
  await password.getByRole("button", { name: "Promijeni lozinku" }).click();
  await expect(password.getByRole("status")).toBeVisible();
  await expect(password.getByLabel("Stara lozinka")).toHaveValue("");

  await logOut(page);
  await page.goto("/login");
  await logIn(page, customer.email, "Nova-Lozinka-2026");
  await expect(page).toHaveURL("/");
});
