import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedCompany, pick } from "./fixtures/cart.ts";
import { placeOrder, tokenOf } from "./fixtures/orders.ts";
import { adminSession, staffPage } from "./fixtures/staff.ts";

// The audit log (apps/admin/src/audit) on a 1280 × 800 screen: the changes column has the room
// (long values wrap inside it, not one character a line), the other columns stay compact, and the
// page does not scroll sideways.

test("the audit log fits a 1280-pixel screen and gives its changes the room", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Dnevnik ${Date.now().toString(36)} d.o.o.`;
  const customer = await confirmedCompany(request, name);
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, await tokenOf(request, customer), {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: {
      name: "Petra Horvat",
      email: customer.email,
      phone: "091 222 3333",
      company: { name, oib: "33392005961", address: "Savska 10", place: "10000 Zagreb" },
    },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  const { token } = await adminSession(request);
  const headers = { authorization: `Bearer ${token}` };
  const order = (await (
    await request.get(`/api/admin/orders/${placed.number}`, { headers })
  ).json()) as { id: number; version: number };
  // A long note: the audit entry's change is a long text, as a changed description would be.
  const note = `Kupac je zvao: ${"dostava isključivo prijepodne, na porti, uz prethodni poziv; ".repeat(4)}`;
  const noted = await request.post(`/api/admin/orders/${order.id}/note`, {
    headers,
    data: { version: order.version, text: note },
  });
  expect(noted.status(), await noted.text()).toBe(200);

  const page = await staffPage(browser, baseURL as string, token, {
    viewport: { width: 1280, height: 800 },
  });
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Dnevnik promjena" })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.getByRole("row").filter({ hasText: "Kupac je zvao" }).first();
  await expect(row).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // The table itself fits its place: nothing of it hides behind a sideways scroll.
  const table = page.getByRole("table").first();
  expect(await table.evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(1280);
  expect(
    await table.evaluate((t) =>
      t.parentElement ? t.parentElement.scrollWidth - t.parentElement.clientWidth : 0,
    ),
  ).toBeLessThanOrEqual(0);
  const changes = row.getByRole("cell").last();
  const box = await changes.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(280);
  await expect(changes).toBeInViewport();
  // The staff filter's choices load after the rows (a spinner meanwhile): axe once they are in.
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The staff filter offers every member of staff, and narrows the log to the one chosen.
  await page.getByRole("combobox", { name: "Član osoblja" }).click();
  for (const email of ["katalog@dukan.demo", "narudzbe@dukan.demo", "sadrzaj@dukan.demo"])
    await expect(page.getByRole("option", { name: email })).toBeVisible();
  await page.getByRole("option", { name: "osoblje@dukan.demo" }).click();
  await expect(page).toHaveURL(/staffId/);
  await expect(row).toBeVisible();
});
