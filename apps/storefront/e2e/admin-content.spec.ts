import { type Page, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The content section of the staff's app (apps/admin/src/pages, downloads, editor) as the demo
// content member: an information page written with the rich-text editor in both languages
// (heading, list, link), previewed, saved and seen on the storefront; a script typed as HTML does
// not survive; a file uploaded and seen on /download. Axe on every admin screen visited.

// A busy machine draws the app's first screens slowly.
test.describe.configure({ timeout: 240_000 });

const both = (hr: string, en: string) => new RegExp(`^(${hr}|${en})$`);

async function asContentStaff(page: Page, baseURL: string) {
  const token = await staffToken(page.request, demoStaff.content);
  await page.context().addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  return token;
}

/** Writes a heading, a bulleted list and a link with the editor's toolbar, replacing the text. */
async function writeWithEditor(page: Page, words: { heading: string; item: string; link: string }) {
  const text = page.getByRole("textbox", { name: /(Tekst stranice|Page text)/ });
  await text.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
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
  await asContentStaff(page, baseURL ?? "");
  await page.goto("/admin/pages");
  await expect(page.getByRole("cell", { name: "warranty" }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);

  const stamp = Date.now().toString(36);
  for (const [language, path, words] of [
    ["hr", "/about", { heading: `Naš tim ${stamp}`, item: "Servis u Zagrebu", link: "/warranty" }],
    [
      "en",
      "/en/about",
      { heading: `Our team ${stamp}`, item: "Service in Zagreb", link: "https://example.com/" },
    ],
  ] as const) {
    await page.goto(`/admin/pages/about.${language}`);
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
    await expect(page.getByText(/(Element je ažuriran|Element updated)/)).toBeVisible();

    await page.goto(path);
    const content = page.locator(".page__content");
    await expect(content.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
    await expect(content.getByRole("listitem").filter({ hasText: words.item })).toBeVisible();
    await expect(content.locator(`a[href="${words.link}"]`)).toBeVisible();
    await expect(content.locator("script")).toHaveCount(0);
    await expect(content).toContainText("<script>window.hacked=1</script>");
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  }
});

test("HTML with a script, an event handler and a javascript: link saved through the API is cleaned", async ({
  page,
  baseURL,
}) => {
  const token = await asContentStaff(page, baseURL ?? "");
  const headers = { authorization: `Bearer ${token}`, "x-requested-with": "dukan-admin" };
  const read = await page.request.get("/api/admin/pages/gdpr.hr", { headers });
  const { version } = (await read.json()) as { version: number };
  const saved = await page.request.patch("/api/admin/pages/gdpr.hr", {
    headers,
    data: {
      version,
      html: '<h2 onclick="x()">Privatnost</h2><script>window.hacked=1</script><p style="display:none">Vidljivo</p><p><a href="javascript:alert(1)">klik</a></p>',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/gdpr");
  const content = page.locator(".page__content");
  await expect(content.getByText("Vidljivo")).toBeVisible();
  await expect(content.locator("script, [onclick], [style], a[href^='javascript']")).toHaveCount(0);
});

test("a content member uploads a file and finds it on the downloads page", async ({
  page,
  baseURL,
}) => {
  await asContentStaff(page, baseURL ?? "");
  await page.goto("/admin/downloads");
  await expectNoAxeViolations(page);
  await page.goto("/admin/downloads/create");
  await expectNoAxeViolations(page);
  const stamp = Date.now().toString(36);
  const title = `Katalog ${stamp}`;
  await page.getByLabel(both("Datoteka", "File")).setInputFiles({
    name: `katalog-${stamp}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("textbox", { name: /Naslov \(hrvatski\)|Title \(Croatian\)/ }).fill(title);
  await page
    .getByRole("textbox", { name: /Naslov \(engleski\)|Title \(English\)/ })
    .fill(`Catalogue ${stamp}`);
  await page.getByRole("button", { name: both("Spremi", "Save") }).click();
  await expect(page.getByRole("cell", { name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // A 0-byte file is refused with the reason.
  await page.goto("/admin/downloads/create");
  await page.getByLabel(both("Datoteka", "File")).setInputFiles({
    name: "prazno.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(0),
  });
  await page
    .getByRole("textbox", { name: /Naslov \(hrvatski\)|Title \(Croatian\)/ })
    .fill("Prazno");
  await page.getByRole("textbox", { name: /Naslov \(engleski\)|Title \(English\)/ }).fill("Empty");
  await page.getByRole("button", { name: both("Spremi", "Save") }).click();
  await expect(page.getByText(/Datoteka je prazna|The file is empty/).first()).toBeVisible();

  await page.goto("/download");
  await expect(page.getByText(title)).toBeVisible();
  await page.goto("/en/download");
  await expect(page.getByText(`Catalogue ${stamp}`)).toBeVisible();
});
