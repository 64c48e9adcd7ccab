import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated } from "./fixtures/accounts.ts";
import { openProduct, openSubcategory } from "./fixtures/catalogue.ts";

/** Every information page: its address, heading and a sentence of its stored text, in each language. */
const pages = [
  {
    key: "about",
    hr: ["/about", "O nama", "hrvatski je distributer i proizvođač elektronike"],
    en: ["/en/about", "About us", "Croatian distributor and manufacturer of electronics"],
  },
  {
    key: "contact",
    hr: ["/contact", "Kontakt", "Upit za ponudu"],
    en: ["/en/contact", "Contact", "A request for an offer"],
  },
  {
    key: "warranty",
    hr: [
      "/warranty",
      "Jamstvo",
      "Zakonsko jamstvo (odgovornost prodavatelja za materijalne nedostatke)",
    ],
    en: [
      "/en/warranty",
      "Warranty",
      "The legal guarantee of conformity (the seller's liability for defects)",
    ],
  },
  {
    key: "delivery",
    hr: ["/delivery", "Dostava", "Dostavna služba na vašu adresu"],
    en: ["/en/delivery", "Delivery", "Delivery service to your address"],
  },
  {
    key: "rebate",
    hr: ["/rebate", "Rabati i plaćanje", "Obročno plaćanje karticama"],
    en: ["/en/rebate", "Rebates and payment", "Card instalments"],
  },
  {
    key: "complaint",
    hr: ["/complaint", "Reklamacije i povrat", "Odustanak od ugovora u 14 dana"],
    en: ["/en/complaint", "Complaints and returns", "Withdrawal from the contract within 14 days"],
  },
  {
    key: "gdpr",
    hr: ["/gdpr", "Privatnost i privole", "11 godina, koliko propisuje Zakon o računovodstvu"],
    en: ["/en/gdpr", "Privacy and consent", "11 years, as the Croatian Accounting Act requires"],
  },
  {
    key: "cookies",
    hr: ["/kolacici", "Kolačići", "Što su kolačići"],
    en: ["/en/cookies", "Cookies", "What cookies are"],
  },
  {
    key: "download",
    hr: ["/download", "Preuzimanja", "Cjenik je u formatu CSV"],
    en: ["/en/download", "Downloads", "The price list is a CSV file"],
  },
  {
    key: "eu-fond",
    hr: ["/eu-fond", "EU fondovi", "Europskog fonda za regionalni razvoj"],
    en: ["/en/eu-fond", "EU funds", "European Regional Development Fund"],
  },
  {
    key: "eu-fond-project",
    hr: [
      "/eu-fond/jacanje-konkurentnosti-na-inozemnim-trzistima",
      "Jačanje konkurentnosti na inozemnim tržištima",
      "Cilj projekta",
    ],
    en: [
      "/en/eu-fond/strengthening-competitiveness-on-foreign-markets",
      "Strengthening competitiveness on foreign markets",
      "Aim of the project",
    ],
  },
  {
    key: "b2b",
    hr: ["/b2b", "B2B servis", "Poslovni partneri (registrirane pravne osobe)"],
    en: ["/en/b2b", "B2B service", "Business partners (registered legal entities)"],
  },
  {
    key: "page-template",
    hr: ["/page-template", "Opća stranica", "Što stranica može sadržavati"],
    en: ["/en/page-template", "General page", "What a page can hold"],
  },
] as const;

const content = (page: Page) => page.locator("#info-page-content");

for (const { key, ...languages } of pages) {
  test(`the ${key} page shows its stored text in Croatian and English, accessibly`, async ({
    page,
  }) => {
    for (const [path, heading, sentence] of [languages.hr, languages.en]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(content(page)).toContainText(sentence);
      expect((await content(page).innerText()).length).toBeGreaterThan(150);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /\w{4,}.*\./,
      );
      await expectNoAxeViolations(page);
    }
  });
}

test("the delivery page says the fee and the threshold the checkout uses, with VAT", async ({
  page,
}) => {
  await page.goto("/delivery");
  await expect(content(page)).toContainText(
    /Besplatno za narudžbe od 130,00\s€, inače 3,75\s€ s PDV-om \(3,00\s€ bez PDV-a\)/,
  );
  // The info bar, the page and checkout's step 2 say one delivery time (docs/decisions/031).
  await expect(page.locator(".info-bars")).toContainText("Isporuka u 3 do 5 radnih dana");
  await expect(content(page)).toContainText("3 do 5 radnih dana");
  await page.goto("/en/delivery");
  await expect(content(page)).toContainText(
    /Free for orders of €130\.00 or more, otherwise €3\.75 including VAT/,
  );
  await expect(page.locator(".info-bars")).toContainText("Delivery in 3 to 5 working days");
  await expect(page.locator(".info-bars")).toContainText(
    /Free delivery for orders of €130 or more/,
  );
  await expect(content(page)).toContainText("3 to 5 working days");
  // The English footer says no Croatian words: the board by name, its heading in English.
  await expect(page.locator(".site-footer")).toContainText("Management board");
  await expect(page.locator(".site-footer")).not.toContainText("direktor");
});

test("a page's text is in the document once, and still there after the scripts wake it and on the next page", async ({
  page,
}) => {
  const response = await page.goto("/warranty");
  const document = (await response?.text()) ?? "";
  // Rendered as markup, and not repeated in the data the browser hydrates from.
  expect(document.split("Ako popravak traje").length - 1).toBe(1);
  await hydrated(page);
  await expect(content(page)).toContainText("Ako popravak traje");
  // A page reached by the shop's own navigation brings its text as data.
  await page.getByRole("contentinfo").getByRole("link", { name: "Reklamacije i povrat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reklamacije i povrat" })).toBeVisible();
  await expect(content(page)).toContainText("Odustanite od ugovora ovdje");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Jamstvo" })).toBeVisible();
  await expect(content(page)).toContainText("Ako popravak traje");
});

test("the downloads page lists the files with kind, format and size, and a file downloads with its type", async ({
  page,
  request,
}) => {
  await page.goto("/download");
  const files = page.getByRole("table");
  await expect(files.getByRole("row")).toHaveCount(6);
  const priceList = files
    .getByRole("row")
    .filter({ hasText: "Cjenik: maloprodajne cijene s PDV-om" });
  await expect(priceList).toContainText("Cjenik");
  await expect(priceList).toContainText("CSV");
  await expect(priceList).toContainText(/\d+(,\d)?\skB/);
  await expect(
    files.getByRole("row").filter({ hasText: "Brošura ponude (hrvatski)" }),
  ).toContainText("PDF");
  await expect(
    files.getByRole("row").filter({ hasText: "Obrazac za jednostrani raskid ugovora (hrvatski)" }),
  ).toContainText("Obrazac");

  const download = page.waitForEvent("download");
  await priceList.getByRole("link").click();
  expect((await download).suggestedFilename()).toBe("cjenik.csv");

  const pdf = await request.get("/api/downloads/brosura.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe('attachment; filename="brosura.pdf"');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto("/en/download");
  await expect(
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: "Price list: retail prices including VAT" }),
  ).toContainText("Price list");
});

test("every product page states the two-year legal guarantee beside the warranty, in both languages", async ({
  page,
}) => {
  await openSubcategory(page);
  await openProduct(page);
  await expect(
    page.getByText(
      "Uz jamstvo proizvođača vrijedi i zakonsko jamstvo za nedostatke od dvije godine.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Jamstveni uvjeti" })).toHaveAttribute(
    "href",
    "/warranty",
  );
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/en\//);
  await expect(
    page.getByText(
      "The two-year legal guarantee of conformity applies in addition to the manufacturer's warranty.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Warranty terms" })).toHaveAttribute(
    "href",
    "/en/warranty",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every information page shows its heading and text, and the downloads are links", async ({
    page,
  }) => {
    for (const { hr, en } of pages) {
      for (const [path, heading, sentence] of [hr, en]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(content(page)).toContainText(sentence);
      }
    }
    await page.goto("/download");
    await expect(
      page.getByRole("link", { name: "Cjenik: maloprodajne cijene s PDV-om" }),
    ).toHaveAttribute("href", "/api/downloads/cjenik.csv");
  });
});
