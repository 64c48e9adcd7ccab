import PDFDocument from "pdfkit";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { PDF_FONT, pdfBytes, usePdfFonts } from "./pdf-fonts.ts";

async function textOf(lines: string[]): Promise<string> {
  const doc = new PDFDocument();
  usePdfFonts(doc);
  for (const line of lines) {
    doc.font(PDF_FONT.bold).text(line);
    doc.font(PDF_FONT.regular).text(line);
  }
  const pdf = await pdfBytes(doc);
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true }))
    .text;
}

describe("the PDFs' fonts, parsed once and shared by every document", () => {
  it("keep every letter of a document readable after another document used composed letters", async () => {
    const composed = ["Bežični miš Đurđa, čćžšđ ČĆŽŠĐ"];
    expect(await textOf(composed)).toBe(composed.concat(composed).join("\n"));
    // The plain letters whose composed forms the first document used (c of č, z of ž, s of š).
    const plain = ["Iznos s PDV-om (Osnovica) Invoice cz sd CZSD"];
    expect(await textOf(plain)).toBe(plain.concat(plain).join("\n"));
  });
});
