import { type APIRequestContext, expect, test } from "@playwright/test";
import type { AdminBrand, AdminCategory } from "@dukan/contract";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The categories and brands of the staff's app (apps/admin/src/categories, brands) as the demo
// catalogue member: a category renamed (its old address redirects) and moved under another (the
// storefront's breadcrumb follows), a category with products not deleted (the reason shown), a
// brand's warranty changed. Axe on every admin screen visited. The category renamed and moved is
// the test's own: the demo categories are walked by other tests running beside this one.

async function categories(request: APIRequestContext, token: string): Promise<AdminCategory[]> {
  const response = await request.get("/api/admin/categories", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminCategory[] }).data;
}

test("a catalogue member renames and moves a category, is refused a delete, and sets a brand's warranty", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const tree = await categories(request, token);
  const [home, newParent] = tree.filter((c) => c.depth === 0);
  const full = tree.find((c) => c.depth > 0 && c.childCount === 0 && c.productCount > 0);
  if (!home || !newParent || !full) throw new Error("no demo categories to work with");
  const mark = Date.now().toString(36);
  // A new category under a top one, made in the app.
  await page.goto("/admin/categories");
  await page.getByRole("link", { name: "Nova kategorija" }).click();
  await expect(page.getByLabel("Naziv (hrvatski)")).toBeVisible();
  await expectNoAxeViolations(page);
  // The top of the tree is a choice with a name, shown until another is picked.
  await expect(page.getByRole("combobox", { name: "Nadređena kategorija" })).toHaveText(
    "(vrh stabla)",
  );
  await page.getByRole("combobox", { name: "Nadređena kategorija" }).click();
  await page.getByRole("option", { name: home.nameHr, exact: true }).click();
  await page.getByLabel("Naziv (hrvatski)").fill(`Podloge ${mark}`);
  await page.getByLabel("Naziv (engleski)").fill(`Pads ${mark}`);
  await page.getByLabel("Adresa (hrvatski)").fill(`podloge-${mark}`);
  await page.getByLabel("Adresa (engleski)").fill(`pads-${mark}`);
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stablo kategorija" })).toBeVisible();
  const leaf = (await categories(request, token)).find((c) => c.slugHr === `podloge-${mark}`);
  if (!leaf) throw new Error("the category made in the app is not in the tree");
  expect(leaf.parentId).toBe(home.id);

  // The tree.
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Stablo kategorija" })).toBeVisible();
  await expect(page.getByTestId(`category-${leaf.id}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Rename: a new name and address; the old address moves to the new one for good.
  await page.getByRole("link", { name: `Uredi ${leaf.nameHr}` }).click();
  const name = page.getByLabel("Naziv (hrvatski)");
  await expect(name).toHaveValue(leaf.nameHr);
  await expectNoAxeViolations(page);
  const renamed = `${leaf.nameHr} (novo)`;
  const slug = `${leaf.slugHr}-novo`;
  await name.fill(renamed);
  await page.getByLabel("Adresa (hrvatski)").fill(slug);
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByTestId(`category-${leaf.id}`)).toContainText(renamed);

  const shop = await context.newPage();
  const old = await request.get(`/${leaf.slugHr}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/${slug}`);
  await shop.goto(`/${leaf.slugHr}`);
  await expect(shop).toHaveURL(new RegExp(`/${slug}$`));
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(renamed);

  // Move under another top category with the keyboard-usable dialog; the breadcrumb follows.
  await page.getByRole("button", { name: `Premjesti ${renamed} pod…` }).click();
  const dialog = page.getByRole("dialog");
  await expectNoAxeViolations(page);
  await dialog.getByRole("combobox", { name: "Nova nadređena kategorija" }).click();
  await page.getByRole("option", { name: newParent.nameHr, exact: true }).click();
  await dialog.getByRole("button", { name: "Premjesti" }).click();
  await expect(page.getByText("Kategorija je premještena")).toBeVisible();
  await shop.goto(`/${slug}`);
  await expect(shop.getByRole("navigation", { name: "Putanja" })).toContainText(newParent.nameHr);

  // A category with products is not deleted: the reason is shown.
  await page.getByRole("button", { name: `Obriši ${full.nameHr}` }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Potvrdi|Da/ })
    .click();
  await expect(page.getByText(/ne može obrisati/)).toBeVisible();
  expect((await categories(request, token)).some((c) => c.id === full.id)).toBe(true);

  // A brand's warranty: the first demo brand by name, opened from its row (brands made by the
  // pictures walk beside this one are named "Sokol …" and never come first).
  const brandHeaders = { authorization: `Bearer ${token}` };
  const listed = await request.get("/api/admin/brands?sort=name&order=ASC", {
    headers: brandHeaders,
  });
  const [first] = ((await listed.json()) as { data: AdminBrand[] }).data;
  if (!first) throw new Error("no demo brand");
  await page.goto("/admin/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Marke" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: first.name }).first();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/brands/${first.id}$`));
  const warranty = page.getByRole("spinbutton", { name: "Jamstvo (mjeseci)" });
  await expect(warranty).toHaveValue(String(first.warrantyMonths ?? ""));
  await expectNoAxeViolations(page);
  // A value it does not have yet (a test run again on the same database finds its own 36).
  const months = first.warrantyMonths === 36 ? 48 : 36;
  await warranty.fill(String(months));
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marke" })).toBeVisible();
  const saved = await request.get(`/api/admin/brands/${first.id}`, { headers: brandHeaders });
  expect(((await saved.json()) as AdminBrand).warrantyMonths).toBe(months);
});
