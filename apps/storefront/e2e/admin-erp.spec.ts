import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { freshOib } from "./fixtures/accounts.ts";
import { confirmedCompany, pick } from "./fixtures/cart.ts";
import { placeOrder, tokenOf } from "./fixtures/orders.ts";
import { adminSession, staffPage } from "./fixtures/staff.ts";

// The ERP deliveries log of the staff's app (apps/admin/src/erp): an order placed in the shop shows
// at once, waiting for the ERP (no webhook is set in the test shop: the screen says sending is off
// and links to the setting), links to its order, and is queued again by Resend after the staff
// member confirms. Axe on the list and the dialog.

test("an order placed shows in the ERP deliveries log, links to its order, and is resent after asking", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `ERP ${Date.now().toString(36)} d.o.o.`;
  const customer = await confirmedCompany(request, name);
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: {
      name: "Petra Horvat",
      email: customer.email,
      phone: "091 222 3333",
      company: { name, oib: freshOib(), address: "Savska 10", place: "10000 Zagreb" },
    },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });

  const { token } = await adminSession(request);
  const page = await staffPage(browser, baseURL as string, token);

  await page.goto("/admin/erp/deliveries");
  await expect(page.getByRole("heading", { level: 1, name: "Slanja u ERP" })).toBeVisible({
    timeout: 30_000,
  });
  // No webhook is set: the screen says sending is off, and links the admin to the setting.
  const off = page.getByRole("status").filter({ hasText: "Slanje narudžbi u ERP je isključeno" });
  await expect(off).toBeVisible();
  await expect(off.getByRole("link", { name: "Uključite ga u postavkama (ERP)." })).toHaveAttribute(
    "href",
    "/admin/settings/erp",
  );
  const row = page.getByRole("row").filter({ hasText: placed.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Čeka");
  await expect(row).toContainText("Naručena");
  await expect(row.getByRole("link", { name: placed.number })).toHaveAttribute(
    "href",
    `/admin/orders/${placed.number}/show`,
  );
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Pošalji ponovno" }).click();
  const dialog = page.getByRole("dialog", {
    name: `Ponovno poslati narudžbu ${placed.number} u ERP?`,
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Potvrdi" }).click();
  await expect(
    page.getByText(
      `Narudžba ${placed.number} ponovno je u redu, ali slanje u ERP je isključeno: otići će kad se uključi.`,
    ),
  ).toBeVisible();

  // Filtered by status: the order waits.
  await page.goto("/admin/erp/deliveries?filter=%7B%22status%22%3A%22pending%22%7D");
  await expect(page.getByRole("row").filter({ hasText: placed.number })).toHaveCount(1);

  // The link leads to the ERP setting, whose help names no developer's files.
  await page.getByRole("link", { name: "Uključite ga u postavkama (ERP)." }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/erp$/);
  await expect(page.getByRole("main")).toContainText("Bez adrese ili tajne slanje je isključeno");
  await expect(page.getByRole("main")).not.toContainText("docs/");
  await page.goto("/admin/settings");
  await expect(page.getByRole("main")).toContainText("ERP");
  await expect(page.getByRole("main")).not.toContainText("docs/");
  await page.context().close();
});
