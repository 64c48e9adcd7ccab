// The fonts every PDF the shop draws is written in (product brochures, invoices). PDF's standard
// Helvetica covers only WinAnsi, which lacks č, ć and đ; DejaVu Sans has every Croatian letter and
// pdfkit embeds just the glyphs a document uses.
//
// Each font is parsed once per process and the parsed font handed to every document (pdfkit 0.20
// takes "already-parsed fontkit Font instances" in `registerFont`, CHANGELOG v0.20.0): given the
// file's bytes instead, pdfkit parses the font anew for each document, and DejaVu's kerning and
// ligature tables then cost some 80 ms a document, most of an invoice's time.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The names the fonts are registered under in a document (`doc.font(PDF_FONT.bold)`). */
export const PDF_FONT = { regular: "DejaVuSans", bold: "DejaVuSans-Bold" } as const;

/** What pdfkit needs of a parsed font; fontkit ships no types, and pdfkit checks only `layout`. */
interface ParsedFont {
  postscriptName: string;
  layout(text: string): unknown;
}

// @types/pdfkit 0.17 predates pdfkit 0.20's parsed fonts; its declarations are a global namespace,
// which only a namespace can extend.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: ParsedFont): this;
    }
  }
}

interface Fontkit {
  create(bytes: Uint8Array): ParsedFont & {
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
  };
}

const isFontkit = (value: unknown): value is Fontkit =>
  typeof value === "object" &&
  value !== null &&
  "create" in value &&
  typeof value.create === "function";

let fonts: { regular: ParsedFont; bold: ParsedFont } | undefined;

/** DejaVu Sans and its bold, parsed by fontkit (the version pdfkit itself depends on, so the two agree). */
function parsedFonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const fontkit: unknown = require("fontkit");
  if (!isFontkit(fontkit)) throw new Error("fontkit has no create()");
  const parse = (file: string) => {
    const font = fontkit.create(readFileSync(require.resolve(file)));
    // fontkit keeps one glyph object per glyph, with the code points given when it was first made
    // ("it will be stored in the glyph object", README of getGlyph), and pdfkit writes a glyph's
    // code points into each document's ToUnicode map. A document's subset makes the parts of its
    // composed letters (the c of č) without code points, so in every later document that shares
    // the font a plain c would copy, search and be read aloud as nothing. Made first from every
    // code point the font maps (~20 ms a font, once), each glyph keeps its own.
    for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
    return font;
  };
  fonts = {
    regular: parse("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
    bold: parse("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  };
  return fonts;
}

/** Registers the shop's fonts in a new document and writes in the regular one from then on. */
export function usePdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = parsedFonts();
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
