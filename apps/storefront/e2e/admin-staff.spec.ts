import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

// The staff's app at /admin (apps/admin, decision 022), driven as staff use it. Every screen passes axe.

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
