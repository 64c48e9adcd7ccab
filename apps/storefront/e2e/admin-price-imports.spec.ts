import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The ERP's price and stock import in the staff's app (apps/admin/src/price-imports), as the
// catalogue's staff member: a small CSV in Windows-1250 previewed (a change field by field, a held
// price drop, refused rows with their reasons), the held row confirmed, applied once; the same
// file again changes nothing. Axe on every screen. The rows change two inactive products the test
// makes itself, never the demo products other tests read.

/** Windows-1250 bytes of a text (the Croatian letters it has beyond ASCII). */
function windows1250(text: string): Buffer {
  const high: Record<string, number> = {
    Š: 0x8a,
    š: 0x9a,
    Ž: 0x8e,
    ž: 0x9e,
    Č: 0xc8,
    č: 0xe8,
    Ć: 0xc6,
    ć: 0xe6,
    Đ: 0xd0,
    đ: 0xf0,
  };
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 0x80) return code;
      const mapped = high[ch];
      if (mapped === undefined) throw new Error(`no Windows-1250 byte for ${ch}`);
      return mapped;
    }),
  );
}

interface Made {
  id: number;
  item_code: string;
  retail_price_cents: number;
  stock: number;
}

/**
 * Two products of the test's own, made inactive (the shop does not show them): the demo products
 * are read by the other tests running beside this one, so their prices and stock stay as they are.
 */
async function twoProducts(request: APIRequestContext, token: string): Promise<[Made, Made]> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get("/api/admin/products?per_page=1", { headers });
  expect(listed.status()).toBe(200);
  const [model] = ((await listed.json()) as { data: { brand_id: number; category_id: number }[] })
    .data;
  if (!model) throw new Error("no product to take a brand and category from");
  const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
  const made: Made[] = [];
  for (const [letter, retail] of [
    ["a", 2_490],
    ["b", 9_990],
  ] as const) {
    const response = await request.post("/api/admin/products", {
      headers,
      data: {
        name_hr: `Uvoz ${mark} ${letter}`,
        name_en: `Import ${mark} ${letter}`,
        slug_hr: `uvoz-${mark}-${letter}`,
        slug_en: `import-${mark}-${letter}`,
        item_code: `E2E-UVOZ-${mark}-${letter}`.toUpperCase(),
        brand_id: model.brand_id,
        category_id: model.category_id,
        retail_price_cents: retail,
        wholesale_price_cents: Math.round(retail * 0.6),
        stock: 10,
        active: false,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push((await response.json()) as Made);
  }
  const [a, b] = made;
  if (!a || !b) throw new Error("products not made");
  return [a, b];
}

const euro = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

async function upload(page: Page, name: string, bytes: Buffer) {
  await page.goto("/admin/price-imports");
  await expect(page.getByRole("heading", { level: 1, name: "Uvozi cjenika" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Uvezi cjenik" }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Uvoz cjenika i zaliha iz ERP-a" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The file is offered in the page's language, not the browser's ("Choose file · No file chosen").
  const file = page.getByLabel("Datoteka cjenika (CSV ili XLSX)");
  await expect(file).toHaveAccessibleDescription("Nije odabrana nijedna datoteka");
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Odaberi datoteku", { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: bytes });
  await expect(file).toHaveAccessibleDescription(name);
  await page.getByRole("button", { name: "Prikaži pregled" }).click();
  await expect(page).toHaveURL(/\/admin\/price-imports\/\d+\/show$/);
  await expect(page.getByRole("heading", { level: 1, name: `Uvoz ${name}` })).toBeVisible();
  await expect(page.getByText("Stanje: Pregled")).toBeVisible({ timeout: 30_000 });
}

test("a Windows-1250 price list is previewed, its held drop confirmed, applied once; the same file again changes nothing", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const [a, b] = await twoProducts(request, token);
  const stock = 500 + Math.floor(Math.random() * 400);
  const dropped = Math.floor(b.retail_price_cents * 0.4);
  const csv = [
    "Šifra;Naziv;EAN;Kategorija;Proizvođač;MPC;VPC;Zaliha",
    `${a.item_code};Čaša;;;;;;${stock}`,
    `${b.item_code};Žarulja;;;;${euro(dropped)};;`,
    "E2E-LOŠA-1;Đon;;;;abc;;-2",
    "E2E-LOŠA-2;Šal;4006381333932;;;1.234,5.6;;1",
  ].join("\r\n");
  const name = `cjenik-${Date.now().toString(36)}.csv`;
  await upload(page, name, windows1250(csv));

  await expect(page.getByText("Pregled: ništa još nije promijenjeno.")).toBeVisible();
  const totals = page.getByRole("table", { name: "Redci po ishodu" });
  await expect(totals.getByRole("row", { name: /^Promjena 1/ })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Zadržano 1/ })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Odbijeno 2/ })).toBeVisible();
  const rows = page.getByRole("table", { name: "Redci datoteke" });
  await expect(rows.getByRole("row").filter({ hasText: a.item_code })).toContainText(`Zaliha: `);
  await expect(rows.getByRole("row").filter({ hasText: a.item_code })).toContainText(`→ ${stock}`);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Odbijeno (2)" }).click();
  await expect(rows.getByRole("row")).toHaveCount(3);
  await expect(rows).toContainText("MPC nije ispravan iznos");
  await expect(rows).toContainText("Zaliha je negativna");
  await expect(rows).toContainText("EAN nema ispravnu kontrolnu znamenku");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Zadržano (1)" }).click();
  await expect(rows).toContainText("Cijena pada više od dopuštenog");
  await page.getByRole("checkbox", { name: /^Potvrdi red 3$/ }).check();
  await expect(page.getByText("Potvrđeno: 1 od 1")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Primijeni uvoz" }).click();
  const dialog = page.getByRole("dialog", { name: "Primijeniti uvoz?" });
  await expect(dialog).toContainText("2 retka bit će primijenjena");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Primijeni uvoz" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uvoz je primijenjen" })).toContainText(
    "promijenjenih proizvoda 2, novih (neaktivnih) 0, promjena cijena 1",
  );
  await expect(page.getByRole("button", { name: "Primijeni uvoz" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The products read back with the new price and stock.
  const readBack = async (id: number) => {
    const response = await request.get(`/api/admin/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as Made;
  };
  expect((await readBack(a.id)).stock).toBe(stock);
  expect((await readBack(b.id)).retail_price_cents).toBe(dropped);

  // The same file again: nothing to change.
  await upload(page, name, windows1250(csv));
  await expect(page.getByText(/Ista je datoteka već učitana kao uvoz br\. \d+\./)).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Bez promjene 2/ })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Promjena 0/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a supplier's own columns saved as a mapping, in English, and chosen at the upload; a mapping without the item code is refused at its field", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const [a] = await twoProducts(request, token);
  await page.goto("/admin/price-imports/create");
  await expect(
    page.getByRole("heading", { level: 1, name: "Uvoz cjenika i zaliha iz ERP-a" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Hrvatski" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Import prices and stock from the ERP" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit mapping" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "New mapping" }).click();
  const dialog = page.getByRole("dialog", { name: "Column mapping" });
  const source = `Supplier ${Date.now().toString(36)}`;
  await dialog.getByRole("textbox", { name: "Source name (ERP, supplier)" }).fill(source);
  await dialog.getByRole("textbox", { name: "Stock column" }).fill("Qty");
  await dialog.getByRole("textbox", { name: "Retail price column (with VAT)" }).fill("3");
  await expectNoAxeViolations(page);
  // The item code's column left out: the API's refusal at that field.
  await dialog.getByRole("button", { name: "Save" }).click();
  const itemCode = dialog.getByRole("textbox", { name: "Item code column" });
  await expect(itemCode).toHaveAccessibleDescription("This field is required");
  await itemCode.fill("Code");
  await dialog.getByRole("combobox", { name: "Decimal separator" }).click();
  await page.getByRole("option", { name: "dot: 1,234.56" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Column mapping" })).toHaveText(source);
  await expectNoAxeViolations(page);

  // A file in the supplier's own columns, read with the mapping chosen: its price and stock.
  const csv = ["Code,Qty,Retail", `${a.item_code},77,"1,234.50"`].join("\r\n");
  await page
    .getByLabel("Price list file (CSV or XLSX)")
    .setInputFiles({ name: "supplier.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Show the preview" }).click();
  await expect(page).toHaveURL(/\/admin\/price-imports\/\d+\/show$/);
  await expect(page.getByText("State: Preview")).toBeVisible({ timeout: 30_000 });
  const row = page
    .getByRole("table", { name: "The file's rows" })
    .getByRole("row")
    .filter({ hasText: a.item_code });
  await expect(row).toContainText("→ 77");
  await expect(row).toContainText(/1,234\.50/);
  await expectNoAxeViolations(page);

  // Removed again, asked first: the choice goes back to the ERP's own columns.
  await page.goBack();
  await page.getByRole("combobox", { name: "Column mapping" }).click();
  await page.getByRole("option", { name: source }).click();
  await page.getByRole("button", { name: "Delete mapping" }).click();
  await page
    .getByRole("dialog", { name: `Delete the mapping “${source}”?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("combobox", { name: "Column mapping" })).toHaveText(/^ERP \(/);
  const left = await request.get("/api/admin/price-imports/sources", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await left.json())).not.toContain(source);
});
