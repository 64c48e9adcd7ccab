import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { csvRow } from "../http/csv.ts";
import { brands, products } from "../catalogue/schema.ts";
import { withdrawalFormLines } from "../locales/withdrawal-form.ts";
import { renderBrochurePdf } from "../media/brochure.ts";
import { type DownloadContent, downloadService } from "../pages/downloads.ts";

/**
 * The demo shop's downloads, made from its own data when it is seeded: the price list of the
 * catalogue (CSV), a brochure of the range in each language (PDF) and the EU model withdrawal form
 * in each language (plain text, so Croatian letters stay as they are). Each file is stored only
 * if no file of its name exists, so a file the staff replaced survives a restart.
 */
export async function seedDemoDownloads(db: Db): Promise<number> {
  const downloads = downloadService(db);
  const files: Array<() => Promise<DownloadContent>> = [
    () => priceList(db),
    () => brochure(db, "hr"),
    () => brochure(db, "en"),
    async () => withdrawalForm("hr"),
    async () => withdrawalForm("en"),
  ];
  let added = 0;
  for (const make of files) {
    const file = await make();
    if (await downloads.has(file.fileName)) continue;
    await downloads.store(file);
    added++;
  }
  return added;
}

/** Every active product with its retail price including VAT (the sale price while on sale), for spreadsheets. */
async function priceList(db: Db): Promise<DownloadContent> {
  const rows = await db
    .select({
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
      brand: brands.name,
      retail: products.retailPriceCents,
      sale: products.saleRetailPriceCents,
      vatRate: products.vatRate,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.active, true))
    .orderBy(asc(products.itemCode));
  const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
  const lines = [
    [
      "Šifra / Item code",
      "Naziv",
      "Name",
      "Marka / Brand",
      "MPC s PDV-om / RRP incl. VAT (EUR)",
      "Akcija / Sale (EUR)",
      "PDV / VAT (%)",
    ],
    ...rows.map((r) => [
      r.itemCode,
      r.nameHr,
      r.nameEn,
      r.brand,
      euros(r.retail),
      r.sale === null ? "" : euros(r.sale),
      String(r.vatRate),
    ]),
  ];
  // Semicolons and decimal commas, with a byte-order mark: how spreadsheet programs in Croatia read CSV.
  const csv = `\uFEFF${lines.map((cells) => csvRow(cells, ";")).join("")}`;
  return {
    fileName: "cjenik.csv",
    kind: "price-list",
    titleHr: "Cjenik: maloprodajne cijene s PDV-om",
    titleEn: "Price list: retail prices including VAT",
    contentType: "text/csv; charset=utf-8",
    content: Buffer.from(csv, "utf8"),
    position: 1,
  };
}

/** One page about the shop and its brands, with each brand's number of products. */
async function brochure(db: Db, language: "hr" | "en"): Promise<DownloadContent> {
  const rows = await db
    .select({ brand: brands.name, products: count(products.id) })
    .from(brands)
    .innerJoin(products, eq(products.brandId, brands.id))
    .where(eq(products.active, true))
    .groupBy(brands.name)
    .orderBy(asc(brands.name));
  const english = language === "en";
  const productsWord = (n: number) =>
    english
      ? n === 1
        ? "product"
        : "products"
      : n % 10 === 1 && n % 100 !== 11
        ? "proizvod"
        : "proizvoda";
  const pdf = await renderBrochurePdf({
    title: english ? "Our range" : "Naša ponuda",
    itemCode: english ? "Brochure" : "Brošura",
    brand: "Dućan",
    description: english
      ? "Gaming peripherals, office and computer equipment and screen-protection glass: our own brands made in Croatia and some twenty international brands. Business buyers get their own prices and XML, JSON and CSV feeds; private buyers get delivery in 3 to 5 working days and a warranty of up to 60 months on top of the two-year legal guarantee."
      : "Gaming periferija, uredska i računalna oprema te zaštitna stakla: naše marke proizvedene u Hrvatskoj i dvadesetak svjetskih marki. Poslovni kupci dobivaju svoje cijene i XML, JSON i CSV izvoze; građani dostavu u 3 do 5 radnih dana i jamstvo do 60 mjeseci uz zakonsko jamstvo od dvije godine.",
    specifications: rows.map((r) => [r.brand, `${r.products} ${productsWord(r.products)}`]),
    footer: english
      ? "Dućan: electronics distributor and manufacturer"
      : "Dućan: distributer i proizvođač elektronike",
  });
  return {
    fileName: english ? "brochure-en.pdf" : "brosura.pdf",
    kind: "brochure",
    titleHr: english ? "Brošura ponude (engleski)" : "Brošura ponude (hrvatski)",
    titleEn: english ? "Brochure of our range (English)" : "Brochure of our range (Croatian)",
    contentType: "application/pdf",
    content: pdf,
    position: english ? 3 : 2,
  };
}

/** The model withdrawal form of Directive 2011/83/EU, Annex I(B) (in Croatian as the Consumer Protection Act gives it). */
function withdrawalForm(language: "hr" | "en"): DownloadContent {
  const trader = "Dućan d.o.o. (demo), Ilica 1, 10000 Zagreb, info@dukan.demo (demo)";
  const text = withdrawalFormLines(language, trader);
  return {
    fileName:
      language === "hr" ? "obrazac-za-jednostrani-raskid-ugovora.txt" : "model-withdrawal-form.txt",
    kind: "form",
    titleHr:
      language === "hr"
        ? "Obrazac za jednostrani raskid ugovora (hrvatski)"
        : "Obrazac za jednostrani raskid ugovora (engleski)",
    titleEn:
      language === "hr" ? "Model withdrawal form (Croatian)" : "Model withdrawal form (English)",
    contentType: "text/plain; charset=utf-8",
    content: Buffer.from(`${text.join("\r\n")}\r\n`, "utf8"),
    position: language === "hr" ? 4 : 5,
  };
}
