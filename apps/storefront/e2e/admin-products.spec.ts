import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The products section of the staff's app (apps/admin/src/products) as the catalogue's demo staff:
// a product made with specifications in both languages, found on the storefront (category listing,
// search, product page, sitemap); its slug changed and the old address answering 301. Axe on every
// admin screen visited, the app in both languages.

async function asCatalogue(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  return token;
}

/** A subcategory with products, read from the shop's API: where the new product goes. */
async function someCategory(request: APIRequestContext) {
  const tree = (await (await request.get("/api/categories")).json()) as {
    data: Array<{
      name_hr: string;
      slug_hr: string;
      children: Array<{ id: number; name_hr: string; slug_hr: string; slug_en: string }>;
    }>;
  };
  const parent = tree.data[0];
  const child = parent?.children[0];
  if (!parent || !child) throw new Error("no subcategory");
  return { ...child, path: `${parent.name_hr} › ${child.name_hr}` };
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a product made in the app is in the shop; its old address redirects after a slug change", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await asCatalogue(context, request, baseURL ?? "");
  const category = await someCategory(request);
  const n = Date.now().toString(36);
  const name = { hr: `Ergonomski miš Zvjezdan ${n}`, en: `Ergonomic mouse Starling ${n}` };
  const slug = { hr: `ergonomski-mis-zvjezdan-${n}`, en: `ergonomic-mouse-starling-${n}` };

  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/products/create");
  await page.getByLabel(/^Naziv \(hrvatski\)/).fill(name.hr);
  await page.getByLabel(/^Naziv \(engleski\)/).fill(name.en);
  await page.getByLabel(/^Šifra/).fill(`ZVJ-${n}`);
  // The addresses are suggested from the names and the item code, until written by hand.
  await expect(page.getByLabel(/^Adresa \(hrvatski\)/)).toHaveValue(
    `ergonomski-mis-zvjezdan-${n}-zvj-${n}`,
  );
  await expect(page.getByLabel(/^Adresa \(engleski\)/)).toHaveValue(
    `ergonomic-mouse-starling-${n}-zvj-${n}`,
  );
  await page.getByRole("tab", { name: "Specifikacije" }).click();
  await page.getByRole("button", { name: "Dodaj" }).click();
  await page.getByLabel("Naziv (HR)").fill("Boja");
  await page.getByLabel("Vrijednost (HR)").fill("crna");
  await page.getByLabel("Naziv (EN)").fill("Colour");
  await page.getByLabel("Vrijednost (EN)").fill("black");
  await expectNoAxeViolations(page);

  // A specification row added does not stop the suggestions: a new item code still reaches them.
  await page.getByRole("tab", { name: "Općenito" }).click();
  await page.getByLabel(/^Šifra/).fill(`ZVK-${n}`);
  await expect(page.getByLabel(/^Adresa \(hrvatski\)/)).toHaveValue(
    `ergonomski-mis-zvjezdan-${n}-zvk-${n}`,
  );
  await page.getByLabel(/^Adresa \(hrvatski\)/).fill(slug.hr);
  await page.getByLabel(/^Adresa \(engleski\)/).fill(slug.en);
  // Written by hand, an address no longer follows the item code.
  await page.getByLabel(/^Šifra/).fill(`ZVJ-${n}`);
  await expect(page.getByLabel(/^Adresa \(hrvatski\)/)).toHaveValue(slug.hr);
  await pick(page, /^Marka/, "Kronos Gaming");
  await pick(page, /^Kategorija/, category.path);
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Tekstovi (HR)" }).click();
  await page.getByRole("textbox", { name: /Opis \(hrvatski\)/ }).fill("Tih i lagan.");
  await page.getByRole("tab", { name: "Tekstovi (EN)" }).click();
  await page.getByRole("textbox", { name: /Opis \(engleski\)/ }).fill("Quiet and light.");

  await page.getByRole("tab", { name: "Cijene i akcija" }).click();
  // Euros as Croatian staff write them (a decimal comma); what is no amount is refused by name.
  await page.getByLabel(/^MPC s PDV-om/).fill("49,99");
  await page.getByLabel(/^VPC bez PDV-a/).fill("32,5.1");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Upišite iznos u eurima, npr. 7.500,50")).toBeVisible();
  await page.getByLabel(/^VPC bez PDV-a/).fill("32");
  await page.getByLabel(/^VPC bez PDV-a/).blur();
  await expect(page.getByLabel(/^VPC bez PDV-a/)).toHaveValue("32,00");
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Zaliha" }).click();
  await page.getByRole("spinbutton", { name: /^Zaliha/ }).fill("12");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/\/products\/(\d+)$/.exec(page.url())?.[1]);
  await expectNoAxeViolations(page);

  // On the storefront: the category's listing (newest first), the search, the product page, the sitemap.
  await page.goto(`/${category.slug_hr}`);
  await expect(page.getByRole("link", { name: name.hr }).first()).toBeVisible();
  await page.goto(`/rezultati-pretrazivanja?q=${encodeURIComponent(`zvjezdan ${n}`)}`);
  await expect(page.getByRole("link", { name: name.hr }).first()).toBeVisible();
  await page.goto(`/${category.slug_hr}/${slug.hr}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name.hr);
  await expect(page.getByRole("main")).toContainText("Tih i lagan.");
  await expect(page.getByRole("row", { name: /Boja/ })).toContainText("crna");
  await page.goto(`/en/${category.slug_hr}/${slug.en}`);
  await expect(page.getByRole("row", { name: /Colour/ })).toContainText("black");
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/\/sitemap\/(products-\d+)\.xml/g)].map((m) => m[1]);
  const last = await (await request.get(`/sitemap/${files.at(-1)}.xml`)).text();
  expect(last).toContain(`/${slug.hr}</loc>`);

  // The slug changed in the app (English screen): the old addresses answer 301 to the new one.
  await page.goto(`/admin/products/${id}`);
  await page.getByRole("button", { name: "Hrvatski" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await page.getByLabel(/^Address \(Croatian\)/).fill(`${slug.hr}-v2`);
  await page.getByLabel(/^Address \(English\)/).fill(`${slug.en}-v2`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${slug.hr} (hr)`)).toBeVisible();
  // Its history names the brand and the category as the form does, not by their ids.
  await page.getByRole("tab", { name: "History" }).click();
  const made = page.getByRole("table", { name: "History of changes" }).getByRole("listitem");
  await expect(made.filter({ hasText: /^Brand:/ })).toHaveText(
    "Brand: Before —, after Kronos Gaming",
  );
  await expect(made.filter({ hasText: /^Category:/ })).toContainText(" › ");
  await expectNoAxeViolations(page);
  for (const [path, to] of [
    [`/${category.slug_hr}/${slug.hr}`, `/${category.slug_hr}/${slug.hr}-v2`],
    [`/en/${category.slug_en}/${slug.en}`, `/en/${category.slug_en}/${slug.en}-v2`],
  ] as const) {
    const old = await request.get(path, { maxRedirects: 0 });
    expect(old.status(), path).toBe(301);
    expect(old.headers().location).toContain(to);
  }
  const product = await request.get(`/api/admin/products/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await product.json()).toMatchObject({
    slug_hr: `${slug.hr}-v2`,
    retail_price_cents: 4999,
    wholesale_price_cents: 3200,
  });

  await page.goto("/admin/products");
  await page.getByPlaceholder(/Search/).fill(`ZVJ-${n}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("products ticked in the list, by row or by page, are marked new in one go; in English one is unmarked", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await asCatalogue(context, request, baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const category = await someCategory(request);
  const listed = await request.get("/api/admin/products?per_page=1", { headers });
  const [model] = ((await listed.json()) as { data: { brand_id: number }[] }).data;
  if (!model) throw new Error("no product to take a brand from");
  // Two inactive products of the test's own: the shop does not show them to the other tests.
  const mark = `SKUP-${Date.now().toString(36)}`.toUpperCase();
  const ids: number[] = [];
  for (const letter of ["A", "B"]) {
    const made = await request.post("/api/admin/products", {
      headers,
      data: {
        name_hr: `Skupni ${mark} ${letter}`,
        name_en: `Bulk ${mark} ${letter}`,
        slug_hr: `skupni-${mark}-${letter}`.toLowerCase(),
        slug_en: `bulk-${mark}-${letter}`.toLowerCase(),
        item_code: `${mark}-${letter}`,
        brand_id: model.brand_id,
        category_id: category.id,
        retail_price_cents: 1_990,
        wholesale_price_cents: 1_200,
        stock: 3,
        active: false,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    ids.push(((await made.json()) as { id: number }).id);
  }
  const isNew = async (id: number) =>
    (
      (await (await request.get(`/api/admin/products/${id}`, { headers })).json()) as {
        is_new: boolean;
      }
    ).is_new;

  await page.goto("/admin/products");
  await page.getByRole("textbox", { name: /^Traži/ }).fill(mark);
  // The header's row and the two found (newest first, they are on the first page before the
  // search applies too).
  await expect(page.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("row").filter({ hasText: mark })).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Odaberi sve proizvode na stranici" }).check();
  await expect(
    page.getByRole("status").filter({ hasText: "Odabrana su 2 proizvoda" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Označi kao novo" }).click();
  const dialog = page.getByRole("dialog", { name: "Označi kao novo" });
  await dialog.getByLabel("Novo do").fill("2027-01-31");
  await dialog.getByRole("button", { name: "Primijeni" }).click();
  await expect(page.getByText("Promijenjena su 2 proizvoda")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Odabran/ })).toHaveCount(0);
  expect([await isNew(ids[0] ?? 0), await isNew(ids[1] ?? 0)]).toEqual([true, true]);

  await page.getByRole("button", { name: "Hrvatski", exact: true }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  const first = page.getByRole("checkbox", { name: `Select ${mark}-A` });
  await first.check();
  await expect(page).toHaveURL(/\/admin\/products(\?|$)/);
  await expect(page.getByRole("status").filter({ hasText: "1 product selected" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear new" }).click();
  await expect(page.getByText("1 product changed")).toBeVisible();
  expect([await isNew(ids[0] ?? 0), await isNew(ids[1] ?? 0)]).toEqual([false, true]);
});
