// The fonts every PDF the shop draws is written in (product brochures, invoices). PDF's standard
// Helvetica covers only WinAnsi, which lacks č, ć and đ; DejaVu Sans has every Croatian letter and
// pdfkit embeds just the glyphs a document uses.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The names the fonts are registered under in a document (`doc.font(PDF_FONT.bold)`). */
export const PDF_FONT = { regular: "DejaVuSans", bold: "DejaVuSans-Bold" } as const;

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let files: FontFiles | undefined;

/** The fonts' bytes, read from the package once: every document after the first reads no file. */
function fontFiles(): FontFiles {
  if (files) return files;
  const require = createRequire(import.meta.url);
  files = {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return files;
}

/** Registers the shop's fonts in a new document and writes in the regular one from then on. */
export function usePdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFiles();
  doc.registerFont(PDF_FONT.regular, regular);
  doc.registerFont(PDF_FONT.bold, bold);
  doc.font(PDF_FONT.regular);
}

/** The document's bytes once it is ended: pdfkit streams them as it writes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
