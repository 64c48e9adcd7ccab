import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, logIn } from "./fixtures/accounts.ts";

test("a legal entity reads its rebates, biggest first, in both languages", async ({ page }) => {
  await page.goto("/my-rebate");
  await expect(page).toHaveURL("/login?redirect=%2Fmy-rebate");
  await logIn(page, demo.company.email, demo.company.password);
  await expect(page).toHaveURL("/my-rebate");
  await expect(page.getByRole("heading", { level: 1, name: "Moji rabati" })).toBeVisible();

  const table = page.getByRole("table", { name: "Vaši rabati" });
  await expect(table.getByRole("row")).toHaveCount(8);
  await expect(table.getByRole("row").nth(1)).toHaveText(
    /Kronos Gaming \(marka\)\s*Bilo koji način plaćanja\s*25\s%/,
  );
  await expect(table.getByRole("row", { name: /Vortexa/ })).toContainText("25 %");
  await expect(table.getByRole("row", { name: /Nightfang/ })).toContainText("20 %");
  await expect(table.getByRole("row", { name: /Hexon/ })).toContainText("20 %");
  await expect(table.getByRole("row", { name: /Lumina Glass/ })).toContainText("15 %");
  await expect(table.getByRole("row").nth(6)).toHaveText(
    /Svi ostali proizvodi\s*Plaćanje unaprijed virmanom\s*8\s%/,
  );
  await expect(table.getByRole("row").last()).toHaveText(
    /Svi ostali proizvodi\s*Bilo koji način plaćanja\s*5\s%/,
  );
  await expectNoAxeViolations(page);

  // A brand's rebate leads to that brand's page.
  await expect(table.getByRole("link", { name: "Kronos Gaming" })).toHaveAttribute(
    "href",
    "/marke/kronos-gaming",
  );

  await page.goto("/en/my-rebate");
  const english = page.getByRole("table", { name: "Your rebates" });
  await expect(english.getByRole("row").nth(1)).toHaveText(
    /Kronos Gaming \(brand\)\s*Any payment method\s*25%/,
  );
  await expect(english.getByRole("row").nth(6)).toHaveText(
    /All other products\s*Advance payment by bank transfer\s*8%/,
  );
  await expect(english.getByRole("row").last()).toHaveText(
    /All other products\s*Any payment method\s*5%/,
  );
  await expectNoAxeViolations(page);

  // How rebates are earned, one link away.
  await page.getByRole("link", { name: "How rebates are earned" }).click();
  await expect(page).toHaveURL("/en/rebate");
  await expect(page.getByRole("heading", { level: 1, name: "Rebates and payment" })).toBeVisible();
});

test("a person without rebates is told so", async ({ page }) => {
  await page.goto("/en/my-rebate");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail address" })
    .fill(demo.person.email);
  await page.getByLabel("Password", { exact: true }).fill(demo.person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/en/my-rebate");
  await expect(page.getByText("You don't have any rebates yet")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/my-rebate");
  await expect(page.getByText("Još nemate rabata")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the rebate page explains how wholesale buyers earn rebates, in both languages", async ({
  page,
}) => {
  await page.goto("/rebate");
  await expect(page.getByRole("heading", { level: 1, name: "Rabati i plaćanje" })).toBeVisible();
  for (const heading of [
    "Kako se ostvaruje rabat",
    "Rabati za plaćanje unaprijed",
    "Kako se rabat obračunava",
    "Kako započeti",
  ])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  for (const way of [
    "Način plaćanja",
    "Korektnost, duljina i kvaliteta suradnje",
    "Naručene količine",
  ])
    await expect(page.getByRole("heading", { level: 3, name: way })).toBeVisible();
  await expect(page.getByText("25 % na proizvode dviju robnih marki")).toBeVisible();
  await expect(page.getByText("20 % na proizvode većine ostalih marki")).toBeVisible();
  await expect(page.getByText("za ostale proizvode vrijedi promotivna cijena")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Registrirajte se" }),
  ).toHaveAttribute("href", "/register");
  await expect(page.getByRole("main").getByRole("link", { name: "Moji rabati" })).toHaveAttribute(
    "href",
    "/my-rebate",
  );
  await expectNoAxeViolations(page);

  await page.goto("/en/rebate");
  await expect(
    page.getByRole("heading", { level: 2, name: "How you earn a rebate" }),
  ).toBeVisible();
  await expect(page.getByText("25% on the products of two of our brands")).toBeVisible();
  await expect(page.getByText("20% on the products of most other brands")).toBeVisible();
  await expect(
    page.getByText("the remaining products are sold at a promotional price"),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    "/en/register",
  );
  await expectNoAxeViolations(page);
});
