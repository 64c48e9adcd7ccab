import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { adminSession, demoStaff, staffPage, staffToken } from "./fixtures/staff.ts";

// How the staff's app refuses and lays out, as a tester found it: euro fields refuse in euros at
// the field before any request; several refusals at once read as sentences, each beside its field
// in a dialog; a refused filter says why in the filter bar; at 1280 pixels the customer's page,
// the orders and the invoices fit the window; the English CSV of orders is named in English.

const laptop = { viewport: { width: 1280, height: 800 } };

async function toEnglish(page: Page) {
  await page.getByRole("button", { name: "Hrvatski", exact: true }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
}

async function someProduct(request: APIRequestContext, token: string) {
  const listed = await request.get("/api/admin/products?perPage=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const [product] = ((await listed.json()) as { data: { id: number; item_code: string }[] }).data;
  if (!product) throw new Error("no product");
  return product;
}

async function asRole(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  login: { email: string; password: string },
) {
  const token = await staffToken(request, login);
  return { token, page: await staffPage(browser, baseURL, token, laptop) };
}

test("a euro price refuses below 0,01 € and above 1.000.000,00 € at its field, in euros, before any request", async ({
  browser,
  request,
  baseURL,
}) => {
  const { token, page } = await asRole(browser, request, baseURL ?? "", demoStaff.catalogue);
  const product = await someProduct(request, token);
  const changes: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PATCH") changes.push(sent.url());
  });
  await page.goto(`/admin/products/${product.id}`);
  await page.getByRole("tab", { name: "Cijene i akcija" }).click();
  const wholesale = page.getByLabel(/^VPC bez PDV-a \(€\)/);
  await wholesale.fill("-10");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Najmanji iznos je 0,01 €")).toBeVisible();
  await wholesale.fill("99999999999");
  await expect(page.getByText("Najveći iznos je 1.000.000,00 €")).toBeVisible();

  // The typed amounts are not saved: the language switch asks first (admin-unsaved-changes.spec.ts).
  page.once("dialog", (dialog) => dialog.accept());
  await toEnglish(page);
  const english = page.getByLabel(/^Wholesale price excl\. VAT \(€\)/);
  await english.fill("-10");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("At least €0.01")).toBeVisible();
  await english.fill("99999999999");
  await expect(page.getByText("At most €1,000,000.00")).toBeVisible();
  expect(changes).toEqual([]);
  await page.context().close();
});

test("a bulk sale refused on two fields says both as sentences and each beside its field", async ({
  browser,
  request,
  baseURL,
}) => {
  const { token, page } = await asRole(browser, request, baseURL ?? "", demoStaff.catalogue);
  const product = await someProduct(request, token);
  await page.goto("/admin/products");
  await page.getByRole("textbox", { name: /^Traži/ }).fill(product.item_code);
  await page.getByRole("checkbox", { name: `Odaberi ${product.item_code}` }).check();
  await page.getByRole("button", { name: "Postavi akciju" }).click();
  const dialog = page.getByRole("dialog", { name: "Postavi akciju" });
  await dialog.getByLabel("Popust (%)").fill("150");
  await dialog.getByLabel("Akcija od").fill("2030-05-10T10:00");
  await dialog.getByLabel("Akcija do").fill("2030-05-01T10:00");
  await dialog.getByRole("button", { name: "Primijeni" }).click();
  await expect(
    page.getByText(
      "Neka polja nisu ispravno ispunjena: Unesite popust kao cijeli broj posto, od 1 do 90. Kraj mora biti nakon početka.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Popust (%)")).toHaveAccessibleDescription(
    "Unesite popust kao cijeli broj posto, od 1 do 90",
  );
  await expect(dialog.getByLabel("Akcija do")).toHaveAccessibleDescription(
    "Kraj mora biti nakon početka",
  );
  await page.context().close();
});

test("the orders' amount filter says why it refuses 'abc'; the English CSV is named in English", async ({
  browser,
  request,
  baseURL,
}) => {
  const { page } = await asRole(browser, request, baseURL ?? "", demoStaff.orders);
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: "Dodaj filtar" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Iznos od (EUR)" }).click();
  await page.getByLabel("Iznos od (EUR)").fill("abc");
  await expect(page.getByText("Upišite iznos u eurima, npr. 7.500,50")).toBeVisible();

  await toEnglish(page);
  await page.goto("/admin/orders");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.context().close();
});

test("at 1280 pixels the customer's page, the orders and the invoices fit the window, in both languages", async ({
  browser,
  request,
  baseURL,
}) => {
  const { token } = await adminSession(request);
  const page = await staffPage(browser, baseURL ?? "", token, laptop);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const withinWindow = async (name: string, role: "link" | "columnheader") => {
    const box = await page.getByRole(role, { name, exact: true }).boundingBox();
    expect(box, String(name)).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), String(name)).toBeLessThanOrEqual(1280);
  };
  for (const language of ["hr", "en"] as const) {
    const words =
      language === "hr"
        ? { edit: "Uredi", delivery: "Dostava", files: "Datoteke" }
        : { edit: "Edit", delivery: "Delivery", files: "Files" };
    await page.goto("/admin/customers/1/show");
    if (language === "en") await toEnglish(page);
    await expect(page.getByRole("link", { name: words.edit, exact: true })).toBeVisible();
    await withinWindow(words.edit, "link");
    expect(await pageWidth()).toBeLessThanOrEqual(1280);
    await page.goto("/admin/orders");
    await withinWindow(words.delivery, "columnheader");
    expect(await pageWidth()).toBeLessThanOrEqual(1280);
    await page.goto("/admin/invoices");
    await withinWindow(words.files, "columnheader");
    expect(await pageWidth()).toBeLessThanOrEqual(1280);
  }
  await page.context().close();
});
