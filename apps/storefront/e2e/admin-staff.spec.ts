import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { adminSession, demoStaff, totpCode } from "./fixtures/staff.ts";

// The staff's app at /admin (apps/admin, decision 022), driven as staff use it. Every screen passes axe.

async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/admin/login");
  await expect(
    page.getByRole("heading", { level: 1, name: "Prijava u administraciju" }),
  ).toBeVisible();
  await page.getByLabel("E-adresa").fill(who.email);
  await page.getByLabel("Lozinka").fill(who.password);
  await page.getByRole("button", { name: "Prijavi se" }).click();
}

/** A TOTP code of a later time step than `used` (the API accepts each step once). */
async function nextCode(secret: string, used: string): Promise<string> {
  let code = used;
  await expect
    .poll(async () => (code = await totpCode(secret)), { timeout: 35_000, intervals: [1000] })
    .not.toBe(used);
  return code;
}

test("the app answers every /admin path with its login in Croatian, switches to English, and keeps to the shop's policy", async ({
  page,
}) => {
  const inline: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) inline.push(message.text());
  });
  const answer = await page.goto("/admin/staff/3");
  expect(answer?.headers()["cache-control"]).toBe("no-store");
  expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Prijava u administraciju" }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Hrvatski" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office login" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page);
  // The choice is kept in this browser.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Back office login" })).toBeVisible();

  // An invitation link without its token says so instead of a form.
  await page.goto("/admin/invitation");
  await expect(page.getByText("The link is incomplete.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(inline).toEqual([]);
});

test("a member of the orders staff sees only what the role allows, turns TOTP on from the profile, logs in with a code, and off again in English", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = demoStaff.orders;
  await logIn(page, member);
  await expect(page.getByRole("heading", { level: 2, name: /^Dobro došli/ })).toBeVisible();
  await expect(page.getByText("Vaše uloge: Narudžbe.")).toBeVisible();
  // Staff accounts and the audit log are the admin's: not in the menu, refused by address too.
  await expect(page.getByRole("menuitem", { name: "Osoblje" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Dnevnik promjena" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/admin/audit");
  await expect(page.getByText("Nemate ovlasti za pristup ovoj stranici.")).toBeVisible();
  await expectNoAxeViolations(page);

  // TOTP from the profile: the QR code, the key as text, a code from it, then the recovery codes once.
  await page.getByRole("menuitem", { name: "Moj profil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moj profil" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Uključi dvostruku provjeru" }).click();
  await expect(page.getByRole("img", { name: /QR kôd/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret")) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  const enrolCode = await totpCode(secret);
  await page.getByLabel("Kôd iz aplikacije").fill(enrolCode);
  await page.getByRole("button", { name: "Potvrdi kôd" }).click();
  const recoveryCodes = page
    .getByRole("list", { name: "Kodovi za oporavak" })
    .getByRole("listitem");
  await expect(recoveryCodes).toHaveCount(10);
  await expect(recoveryCodes.first()).toHaveText(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  // On from the confirmed code: the page says so above the codes, no longer that it is off.
  await expect(page.getByRole("status").filter({ hasText: "je uključena" })).toBeVisible();
  await expect(page.getByText("Dvostruka provjera prijave nije uključena.")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Kept by copying them (told in a notice) or downloading them as a text file.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Kopiraj kodove" }).click();
  await expect(page.getByText("Kopirano u međuspremnik")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    (await recoveryCodes.allTextContents()).join("\n"),
  );
  await expect(page.getByRole("link", { name: "Preuzmi kao .txt" })).toHaveAttribute(
    "download",
    "dukan-kodovi-za-oporavak.txt",
  );
  const goOn = page.getByRole("button", { name: "Nastavi" });
  await expect(goOn).toBeDisabled();
  await page.getByLabel("Kodovi su spremljeni na sigurno mjesto").check();
  await goOn.click();
  await expect(page.getByText("Dvostruka provjera prijave je uključena.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Logged out and in again: after the password, a code; a wrong one is refused in words.
  await page.getByRole("button", { name: /^Narudžbe \(demo\)/ }).click();
  await page.getByRole("menuitem", { name: "Odjava" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logIn(page, member);
  const code = page.getByLabel("Kôd za potvrdu");
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await code.fill("000000");
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  const loginCode = await nextCode(secret, enrolCode);
  await code.fill(loginCode);
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Dobro došli/ })).toBeVisible();

  // In English, the app and the API's refusals; TOTP off again with a current code.
  await page.getByRole("button", { name: "Hrvatski" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByText("Your roles: Orders.")).toBeVisible();
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn off two-step verification" }).click();
  await expect(page.getByRole("alert")).toContainText(/code/i);
  await expectNoAxeViolations(page);
  await page.getByLabel("Code from the app").fill(await nextCode(secret, loginCode));
  await page.getByRole("button", { name: "Turn off two-step verification" }).click();
  await expect(page.getByText("Two-step verification is off.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on two-step verification" })).toBeVisible();
});

test("an admin invites a member, finds them in the list, opens them and changes their roles", async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await adminSession(request);
  await page.context().addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const stamp = Date.now().toString(36);
  const email = `skladiste-${stamp}@dukan.demo`;

  await page.goto("/admin/staff/create");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByLabel("E-adresa").fill(email);
  await page.getByLabel("Ime i prezime").fill(`Skladište ${stamp}`);
  await page.getByRole("checkbox", { name: "Narudžbe" }).check();
  await page.getByRole("button", { name: "Pošalji poziv" }).click();
  await expect(page.getByText(`Poziv je poslan na ${email}.`)).toBeVisible();

  // Found by the start of the address; not yet accepted; opened from its row.
  await page.getByRole("textbox", { name: "Traži" }).fill(`skladiste-${stamp}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("columnheader", { name: "Poziv nije prihvaćen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/staff\/\d+$/);
  await expect(page.getByRole("textbox", { name: "Ime i prezime" })).toHaveValue(
    `Skladište ${stamp}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: "Kupci" }).check();
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page).toHaveURL(/\/admin\/staff(\?.*)?$/);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Kupci");
});
