import PDFDocument from "pdfkit";
import { PDF_FONT, pdfBytes, usePdfFonts } from "./pdf-fonts.ts";

/**
 * A one-page product brochure as a PDF (A4, DejaVu Sans, so "Bežični miš" keeps its letters):
 * demo products have no designed brochures, and a real file beats a dead link.
 */
export interface BrochureContent {
  title: string;
  itemCode: string;
  brand: string;
  description: string;
  specifications: Array<[string, string]>;
  footer: string;
}

const LEFT = 56;
const WIDTH = 483;
const VALUE_LEFT = 250;

export function renderBrochurePdf(content: BrochureContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: content.title, Author: content.brand },
    displayTitle: true,
  });
  usePdfFonts(doc);

  doc.fontSize(10).text(content.brand.toUpperCase(), LEFT, 56, { width: WIDTH });
  doc.moveDown(1);
  doc.font(PDF_FONT.bold).fontSize(20).text(content.title, { width: WIDTH });
  doc.font(PDF_FONT.regular).fontSize(11).text(content.itemCode, { width: WIDTH });
  doc.moveDown(1.5);
  // Twelve lines at most, as before: the specifications and the footer must stay on the one page.
  doc.fontSize(10).text(content.description, {
    width: WIDTH,
    height: 12 * doc.currentLineHeight(true),
    ellipsis: true,
  });
  doc.moveDown(1);
  for (const [name, value] of content.specifications) {
    // A page's worth of specifications: more would push the brochure onto a second page.
    if (doc.y > doc.page.height - 100) break;
    const y = doc.y;
    doc.text(name, LEFT, y, { width: VALUE_LEFT - LEFT - 8, lineBreak: false });
    doc.text(value, VALUE_LEFT, y, { width: LEFT + WIDTH - VALUE_LEFT, lineBreak: false });
    doc.x = LEFT;
    doc.moveDown(0.4);
  }
  // Below the bottom margin: pdfkit would start a new page for text there unless told not to.
  doc.page.margins.bottom = 0;
  doc.fontSize(8).text(content.footer, LEFT, doc.page.height - 48, {
    width: WIDTH,
    lineBreak: false,
  });
  return pdfBytes(doc);
}
