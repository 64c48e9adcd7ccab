import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderBrochurePdf } from "./brochure.ts";

async function pagesOf(pdf: Buffer): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)))).text;
}

describe("a product's brochure", () => {
  it("keeps the Croatian letters of every part on one page", async () => {
    const pdf = await renderBrochurePdf({
      title: "Bežični miš Đurđa, ergonomski",
      itemCode: "MI-2041",
      brand: "Dućan",
      description: "Tihi bežični miš za ured: žica ne smeta, baterija traje šest mjeseci.",
      specifications: [
        ["Povezivanje", "Bežično, 2,4 GHz"],
        ["Težina", "85 g"],
      ],
      footer: "Dućan: distributer i proizvođač elektronike",
    });
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? "";
    for (const shown of [
      "DUĆAN",
      "Bežični miš Đurđa, ergonomski",
      "MI-2041",
      "žica ne smeta",
      "Težina",
      "Bežično, 2,4 GHz",
      "Dućan: distributer i proizvođač elektronike",
    ])
      expect(text).toContain(shown);
  });

  it("stays one page with a long description and many specifications", async () => {
    const pdf = await renderBrochurePdf({
      title: "Tipkovnica",
      itemCode: "TK-1",
      brand: "Dućan",
      description: "Čvrsta tipkovnica. ".repeat(400),
      specifications: Array.from({ length: 80 }, (_, i): [string, string] => [
        `Svojstvo ${i}`,
        "da",
      ]),
      footer: "Podnožje",
    });
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Podnožje");
  });
});
