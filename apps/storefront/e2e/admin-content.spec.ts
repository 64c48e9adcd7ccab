import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The content section of the staff's app (apps/admin/src/pages, downloads, editor) as the demo
// content member: an information page written with the rich-text editor in both languages
// (heading, list, link), previewed, saved and seen on the storefront; a script typed as HTML does
// not survive; a file uploaded and seen on /download. Axe on every admin screen visited.
// Other specs read the demo pages and files at the same time (information-pages.spec.ts): text is
// added after a page's own (never replacing it) on pages no other spec walks, each page is put
// back as it was, and the uploaded file is deleted once seen.

// A busy machine draws the app's first screens slowly.
test.describe.configure({ timeout: 240_000 });

const both = (hr: string, en: string) => new RegExp(`^(${hr}|${en})$`);

async function asContentStaff(page: Page, baseURL: string) {
  const token = await staffToken(page.request, demoStaff.content);
  await page.context().addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  return token;
}

const staffHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  "x-requested-with": "dukan-admin",
});

type StoredPage = { title: string; summary: string; html: string; version: number };

async function readPage(page: Page, token: string, id: string): Promise<StoredPage> {
  const read = await page.request.get(`/api/admin/pages/${id}`, { headers: staffHeaders(token) });
  expect(read.status(), await read.text()).toBe(200);
  return (await read.json()) as StoredPage;
}

/** Puts a page's text back as it was read before the test changed it. */
async function restorePage(page: Page, token: string, id: string, before: StoredPage) {
  const { version } = await readPage(page, token, id);
  const { title, summary, html } = before;
  const saved = await page.request.patch(`/api/admin/pages/${id}`, {
    headers: staffHeaders(token),
    data: { version, title, summary, html },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Writes a heading, a bulleted list and a link with the editor's toolbar after the page's text. */
async function writeWithEditor(page: Page, words: { heading: string; item: string; link: string }) {
  const text = page.getByRole("textbox", { name: /(Tekst stranice|Page text)/ });
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: both("Naslov razine 2", "Heading level 2") }).click();
  await page.keyboard.type(words.heading);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: both("Popis s oznakama", "Bulleted list") }).click();
  await page.keyboard.type(words.item);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // A script typed as text is text: stored escaped, never run.
  await page.keyboard.type("<script>window.hacked=1</script> ");
  // A link refused (javascript:), then one allowed, inserted where the cursor is.
  await page.getByRole("button", { name: both("Poveznica", "Link") }).click();
  const address = page.getByRole("textbox", { name: both("Adresa", "Address") });
  await address.fill("javascript:alert(1)");
  await page.getByRole("button", { name: both("Primijeni", "Apply") }).click();
  await expect(page.getByText(/(Dopuštene su samo|Only http)/)).toBeVisible();
  await address.fill(words.link);
  await page.getByRole("button", { name: both("Primijeni", "Apply") }).click();
  await expect(text.locator(`a[href="${words.link}"]`)).toBeVisible();
}

test("a content member edits a page in both languages with the editor, previews it and sees it in the shop", async ({
  page,
  baseURL,
}) => {
  const token = await asContentStaff(page, baseURL ?? "");
  const before = {
    hr: await readPage(page, token, "page-template.hr"),
    en: await readPage(page, token, "page-template.en"),
  };
  try {
    await editInBothLanguages(page);
  } finally {
    await restorePage(page, token, "page-template.hr", before.hr);
    await restorePage(page, token, "page-template.en", before.en);
  }
});

async function editInBothLanguages(page: Page) {
  await page.goto("/admin/pages");
  await expect(page.getByRole("cell", { name: "warranty" }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);

  const stamp = Date.now().toString(36);
  for (const [language, path, words] of [
    [
      "hr",
      "/page-template",
      { heading: `Naš tim ${stamp}`, item: "Servis u Zagrebu", link: "/warranty" },
    ],
    [
      "en",
      "/en/page-template",
      { heading: `Our team ${stamp}`, item: "Service in Zagreb", link: "https://example.com/" },
    ],
  ] as const) {
    await page.goto(`/admin/pages/page-template.${language}`);
    await expect(
      page.getByRole("toolbar", { name: /Oblikovanje teksta|Text formatting/ }),
    ).toBeVisible();
    await writeWithEditor(page, words);
    await expectNoAxeViolations(page);

    // The toolbar is one tab stop, walked with the arrow keys.
    await page.getByRole("button", { name: both("Podebljano", "Bold") }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: both("Kurziv", "Italic") })).toBeFocused();

    await page.getByRole("button", { name: both("Pregled", "Preview") }).click();
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
    await expect(frame.getByRole("listitem").filter({ hasText: words.item })).toBeVisible();
    await expect(frame.locator("script")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: both("Zatvori", "Close") }).click();

    await page.getByRole("button", { name: both("Spremi", "Save") }).click();
    await expect(page.getByText(/(1 zapis je ažuriran|Element updated)/)).toBeVisible();

    await page.goto(path);
    const content = page.locator(".page__content");
    await expect(content.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
    await expect(content.getByRole("listitem").filter({ hasText: words.item })).toBeVisible();
    await expect(content.locator(`a[href="${words.link}"]`)).toBeVisible();
    await expect(content.locator("script")).toHaveCount(0);
    await expect(content).toContainText("<script>window.hacked=1</script>");
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  }
}

test("HTML with a script, an event handler and a javascript: link saved through the API is cleaned", async ({
  page,
  baseURL,
}) => {
  const token = await asContentStaff(page, baseURL ?? "");
  const before = await readPage(page, token, "complaint.en");
  const stamp = Date.now().toString(36);
  try {
    const saved = await page.request.patch("/api/admin/pages/complaint.en", {
      headers: staffHeaders(token),
      data: {
        version: before.version,
        html: `${before.html}<h2 onclick="x()">Privacy</h2><script>window.hacked=1</script><p style="display:none">Visible ${stamp}</p><p><a href="javascript:alert(1)">click</a></p>`,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto("/en/complaint");
    const content = page.locator(".page__content");
    await expect(content.getByText(`Visible ${stamp}`)).toBeVisible();
    await expect(content.locator("script, [onclick], [style], a[href^='javascript']")).toHaveCount(
      0,
    );
  } finally {
    await restorePage(page, token, "complaint.en", before);
  }
});

test("a content member uploads a file, finds it on the downloads page and deletes it", async ({
  page,
  baseURL,
}) => {
  const token = await asContentStaff(page, baseURL ?? "");
  const stamp = Date.now().toString(36);
  const title = `Katalog ${stamp}`;
  try {
    await uploadSeeAndDelete(page, stamp, title);
  } finally {
    // The demo's files are counted by information-pages.spec.ts: never leave this one behind.
    const list = await page.request.get("/api/admin/downloads", { headers: staffHeaders(token) });
    const files = ((await list.json()) as { data: { id: number; title_hr: string }[] }).data;
    for (const file of files.filter((each) => each.title_hr === title)) {
      await page.request.delete(`/api/admin/downloads/${file.id}`, {
        headers: staffHeaders(token),
      });
    }
  }
});

async function fillTitles(page: Page, hr: string, en: string) {
  await page.getByRole("textbox", { name: /Naslov \(hrvatski\)|Title \(Croatian\)/ }).fill(hr);
  await page.getByRole("textbox", { name: /Naslov \(engleski\)|Title \(English\)/ }).fill(en);
}

async function uploadSeeAndDelete(page: Page, stamp: string, title: string) {
  await page.goto("/admin/downloads");
  // Axe once the screen has its title (the h1 comes after the first render).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A 0-byte file is refused with the reason.
  await page.goto("/admin/downloads/create");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(both("Datoteka", "File")).setInputFiles({
    name: "prazno.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(0),
  });
  await fillTitles(page, "Prazno", "Empty");
  await page.getByRole("button", { name: both("Spremi", "Save") }).click();
  await expect(page.getByText(/Datoteka je prazna|The file is empty/).first()).toBeVisible();

  await page.goto("/admin/downloads/create");
  await page.getByLabel(both("Datoteka", "File")).setInputFiles({
    name: `katalog-${stamp}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await fillTitles(page, title, `Catalogue ${stamp}`);
  await page.getByRole("button", { name: both("Spremi", "Save") }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  const shop = await page.context().newPage();
  await shop.goto("/download");
  await expect(shop.getByText(title)).toBeVisible();
  await shop.goto("/en/download");
  await expect(shop.getByText(`Catalogue ${stamp}`)).toBeVisible();

  // Deleted from the list (after a confirmation), and gone from the shop.
  await row.getByRole("button", { name: /^(Obriši|Delete)/ }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByRole("button", { name: /Potvrdi|Confirm/ }).click();
  // The dialog stays until the deletion is answered, and hides the list from the accessibility
  // tree meanwhile: only once it has gone does a missing row mean a deleted file.
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await shop.goto("/download");
  await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);
}

test("a content member finds the info bars' texts in both languages, with their history", async ({
  page,
  baseURL,
}) => {
  await asContentStaff(page, baseURL ?? "");
  await page.goto("/admin");
  await page
    .getByRole("menuitem", { name: both("Trake s obavijestima", "Information bars") })
    .click();
  // Read only here: settings.spec.ts changes the bars meanwhile (the change is tested in
  // apps/backend/src/settings/info-bars.test.ts).
  await expect(
    page.getByRole("textbox", {
      name: /Tekst o dostavi \(hrvatski\)|Delivery text \(Croatian\)/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("textbox", {
      name: /Tekst o dostavi \(engleski\)|Delivery text \(English\)/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: both("Povijest promjena", "History of changes") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a content member adds a picture to the media library, picks it in the page editor's picture dialog, and removes it", async ({
  page,
  baseURL,
}) => {
  await asContentStaff(page, baseURL ?? "");
  const name = `naslovna-${Date.now().toString(36)}.png`;
  const png = await sharp({
    create: { width: 300, height: 120, channels: 3, background: "#1f6f8b" },
  })
    .png()
    .toBuffer();

  await page.goto("/admin/media-library/create");
  await expect(
    page.getByRole("heading", { level: 1, name: "Nova slika u medijateci" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // An SVG may carry scripts: refused with the reason, at the field.
  const file = page.getByLabel("Slika (JPEG, PNG ili WebP)");
  await file.setInputFiles({
    name: "znak.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole("button", { name: "Učitaj" }).click();
  await expect(file).toHaveAccessibleDescription(/Slike SVG nisu dopuštene/);
  await expectNoAxeViolations(page);
  await file.setInputFiles({ name, mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Učitaj" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Medijateka" })).toBeVisible();
  await expect(page.getByRole("img", { name })).toBeVisible();
  await expectNoAxeViolations(page);

  // The page editor offers it; picked, it is in the text (the page is not saved).
  await page.goto("/admin/pages/about.hr");
  await page.getByRole("button", { name: "Umetni sliku" }).click();
  const dialog = page.getByRole("dialog", { name: "Slika iz medijateke" });
  await dialog
    .getByRole("list", { name: "Već učitane slike" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await dialog.getByRole("textbox", { name: "Opis slike (za čitače zaslona)" }).fill("Naslovna");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Primijeni" }).click();
  await expect(
    page
      .getByRole("textbox", { name: /Tekst stranice/ })
      .locator('img[src^="/api/media/files/library/"][alt="Naslovna"]'),
  ).toBeVisible();

  // Removed from the library, asked first.
  await page.goto("/admin/media-library");
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: "Obriši" })
    .click();
  const confirm = page.getByRole("dialog", { name: `Ukloniti sliku „${name}“?` });
  await confirm.getByRole("button", { name: "Potvrdi" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("img", { name })).toHaveCount(0);
});
