import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The ERP's price and stock import in the staff's app (apps/admin/src/price-imports), as the
// catalogue's staff member: a small CSV in Windows-1250 previewed (a change field by field, a held
// price drop, refused rows with their reasons), the held row confirmed, applied once; the same
// file again changes nothing. Axe on every screen.

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

interface Listed {
  item_code: string;
  name_hr: string;
  price_cents: number;
  sale_price_cents: number | null;
}

/** Two products far down the name-sorted list (other specs pick from its start). */
async function twoProducts(request: APIRequestContext): Promise<[Listed, Listed]> {
  const response = await request.get("/api/products?per_page=96&page=3&sort=name");
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { data: Listed[] }).data.filter(
    (p) => p.sale_price_cents === null && p.price_cents > 1_000,
  );
  const [a, b] = found.slice(-2);
  if (!a || !b) throw new Error("no products to import");
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
  await page
    .getByLabel("Datoteka cjenika (CSV ili XLSX)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: bytes });
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
  const [a, b] = await twoProducts(request);
  const stock = 500 + Math.floor(Math.random() * 400);
  const dropped = Math.floor(b.price_cents * 0.4);
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
  await expect(rows).toContainText("Cijena nije ispravan iznos");
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

  // The shop shows the new price at once.
  const listed = await request.get(`/api/products?q=${encodeURIComponent(b.item_code)}&per_page=5`);
  const found = ((await listed.json()) as { data: Listed[] }).data.find(
    (p) => p.item_code === b.item_code,
  );
  expect(found?.price_cents).toBe(dropped);

  // The same file again: nothing to change.
  await upload(page, name, windows1250(csv));
  await expect(page.getByText(/Ista je datoteka već učitana kao uvoz br\. \d+\./)).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Bez promjene 2/ })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Promjena 0/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Put the dropped price back for the other specs.
  const restore = ["Šifra;MPC", `${b.item_code};${euro(b.price_cents)}`].join("\r\n");
  const restored = await request.post("/api/admin/price-imports", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: "vrati.csv", mimeType: "text/csv", buffer: windows1250(restore) },
      mapping: JSON.stringify({ columns: { itemCode: "Šifra", retailPrice: "MPC" } }),
    },
  });
  expect(restored.status()).toBe(202);
  const { id } = (await restored.json()) as { id: number };
  await expect
    .poll(async () => {
      const read = await request.get(`/api/admin/price-imports/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await read.json()) as { status: string }).status;
    })
    .toBe("ready");
  const applied = await request.post(`/api/admin/price-imports/${id}/apply`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(applied.status()).toBe(200);
});
