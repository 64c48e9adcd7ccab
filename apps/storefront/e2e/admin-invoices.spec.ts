import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { freshOib } from "./fixtures/accounts.ts";
import { confirmedCompany, pick } from "./fixtures/cart.ts";
import { placeOrder, tokenOf } from "./fixtures/orders.ts";
import { demoStaff, staffPage, staffToken } from "./fixtures/staff.ts";

// The staff's invoices (apps/admin/src/invoices): a company's order paid by the staff gets its
// invoice (the job or "issue now", whichever comes first); the `orders` member sees it in the list,
// paid, filters the overdue ones (it is not among them), downloads its PDF, and opens the refused
// invoices. Axe on both screens.

test("a paid company order's invoice is listed, filtered and downloaded by the orders staff", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Računi ${Date.now().toString(36)} d.o.o.`;
  const customer = await confirmedCompany(request, name);
  const product = await pick(request, "in_stock", 2);
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

  const token = await staffToken(request, demoStaff.orders);
  const headers = { authorization: `Bearer ${token}` };
  const order = (await (
    await request.get(`/api/admin/orders/${placed.number}`, { headers })
  ).json()) as { id: number; version: number };
  const paid = await request.post(`/api/admin/orders/${order.id}/mark-paid`, {
    headers,
    data: {
      version: order.version,
      amount: placed.total_cents,
      paidOn: new Date().toISOString().slice(0, 10),
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  // Issued now, or by the invoices job a moment before: either way it is listed.
  const issued = await request.post(`/api/admin/orders/${order.id}/invoice`, { headers });
  expect(issued.status(), await issued.text()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/admin/invoices?q=${placed.number}`, { headers })
          ).json()) as { total: number }
        ).total,
      { timeout: 20_000 },
    )
    .toBe(1);

  const page = await staffPage(browser, baseURL as string, token, { acceptDownloads: true });
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Računi" })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.getByRole("row").filter({ hasText: placed.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText("Plaćen");
  await expect(row.getByRole("link", { name: placed.number })).toHaveAttribute(
    "href",
    `/admin/orders/${order.id}/show`,
  );
  await expectNoAxeViolations(page);
  // On a 1280-pixel screen the accountant's exports stay beside the list: the table scrolls
  // inside its card, the page does not widen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("link", { name: "CSV razdoblja" })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);

  // Overdue only: a paid invoice is not among them.
  await page.getByRole("combobox", { name: "Stanje" }).click();
  await page.getByRole("option", { name: "Dospio" }).click();
  await expect(page).toHaveURL(/overdue/);
  await expect(page.getByRole("row").filter({ hasText: placed.number })).toHaveCount(0);

  // Its PDF, from the list searched by the order's number.
  await page.goto(
    `/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ q: placed.number }))}`,
  );
  const found = page.getByRole("row").filter({ hasText: placed.number });
  await expect(found).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await found.getByRole("link", { name: /^PDF računa / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^racun-\d+-[A-Z0-9]+-\d+\.pdf$/);

  await page.goto("/admin/invoice-refusals");
  await expect(page.getByRole("heading", { level: 1, name: "Odbijeni računi" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
