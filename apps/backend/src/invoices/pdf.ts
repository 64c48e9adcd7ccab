// The PDF of an issued invoice or credit note (docs/invoices.md), drawn with pdfkit from the one
// `InvoiceDocument` the e-invoice is also written from. A4 in the document's language; the lines
// table breaks across pages with its header repeated, and every page carries the document's
// number, the page count and the seller's company-law notice, so a single printed page still
// says whose it is and of which document.

import PDFDocument from "pdfkit";
import { formatDate, formatDateTime, formatMoney, formatUnitPrice } from "../locales/formats.ts";
import { invoiceTexts, type InvoiceTexts } from "../locales/invoices.ts";
import { PDF_FONT, pdfBytes, usePdfFonts } from "../media/pdf-fonts.ts";
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from "./document.ts";

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
/** Room under the content for the footer: the legal notice (up to three lines) and the page line. */
const FOOTER_ROOM = 56;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - FOOTER_ROOM;
const GREY = "#555555";
const RULE = "#999999";
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 7.5;

interface Column {
  title: (texts: InvoiceTexts) => string;
  width: number;
  align: "left" | "right";
  cell: (line: InvoiceLine, document: InvoiceDocument, texts: InvoiceTexts) => string;
}

/** The lines table: everything Zakon o PDV-u čl. 79 asks of a line, the name taking what is left. */
const fixedColumns: Column[] = [
  {
    title: (t) => t.columns.position,
    width: 30,
    align: "right",
    cell: (line) => `${line.position}.`,
  },
  { title: (t) => t.columns.itemCode, width: 62, align: "left", cell: (line) => line.itemCode },
  { title: (t) => t.columns.name, width: 0, align: "left", cell: (line) => line.name },
  { title: (t) => t.columns.kpdCode, width: 50, align: "left", cell: (line) => line.kpdCode },
  {
    title: (t) => t.columns.quantity,
    width: 32,
    align: "right",
    cell: (line) => String(line.quantity),
  },
  {
    title: (t) => t.columns.unitPrice,
    width: 64,
    align: "right",
    cell: (line, d) => formatUnitPrice(line.listUnitNetCents, d.language),
  },
  {
    title: (t) => t.columns.rebate,
    width: 38,
    align: "right",
    cell: (line, _d, t) => (line.rebatePercent ? t.percent(line.rebatePercent) : "–"),
  },
  {
    title: (t) => t.columns.net,
    width: 66,
    align: "right",
    cell: (line, d) => formatMoney(line.netCents, d.language),
  },
  {
    title: (t) => t.columns.vatRate,
    width: 36,
    align: "right",
    cell: (line, _d, t) => t.percent(line.vatRate),
  },
];
const columns: Column[] = fixedColumns.map((column) =>
  column.width
    ? column
    : {
        ...column,
        width: CONTENT_WIDTH - fixedColumns.reduce((sum, other) => sum + other.width, 0),
      },
);

/**
 * The invoice or credit note as PDF bytes. `slipBarcodePng` is the HUB-3 slip's PDF417 barcode of
 * an invoice still to be paid by bank transfer (payment-slips/barcode.ts); with it the last page
 * gets the slip's box, so the buyer can pay by scanning the printed invoice.
 */
export function renderInvoicePdf(
  document: InvoiceDocument,
  slipBarcodePng?: Buffer | null,
): Promise<Buffer> {
  const texts = invoiceTexts(document.language);
  const title = `${texts.kinds[document.kind]} ${document.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_ROOM },
    lang: document.language,
    displayTitle: true,
    info: { Title: title, Author: document.seller.name, Creator: document.seller.name },
    // The footer knows the page count only once everything is drawn.
    bufferPages: true,
  });
  usePdfFonts(doc);

  drawHeading(doc, document, texts, title);
  drawLines(doc, document, texts);
  drawTotals(doc, document, texts);
  drawRemarks(doc, document, texts);
  if (slipBarcodePng) drawSlip(doc, document, texts, slipBarcodePng);
  drawFooters(doc, document, texts, title);
  return pdfBytes(doc);
}

function drawHeading(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, title: string) {
  const { seller, buyer, language } = document;
  const half = CONTENT_WIDTH / 2 - 10;
  const right = MARGIN + CONTENT_WIDTH / 2 + 10;
  const top = MARGIN;

  doc.font(PDF_FONT.bold).fontSize(12).text(seller.name, MARGIN, top, { width: half });
  doc.font(PDF_FONT.regular).fontSize(8.5);
  doc.text(addressOf(seller), { width: half });
  doc.text(`${texts.oib}: ${seller.oib}`, { width: half });
  doc.text(`${texts.iban}: ${spacedIban(seller.iban)}`, { width: half });
  doc.text(`${texts.bank}: ${seller.bankName}`, { width: half });
  if (seller.email) doc.text(seller.email, { width: half });
  const sellerBottom = doc.y;

  doc.font(PDF_FONT.bold).fontSize(18).text(title, right, top, { width: half, align: "right" });
  const titleBottom = doc.y;

  let y = Math.max(sellerBottom, titleBottom) + 18;
  doc.fillColor(GREY).font(PDF_FONT.regular).fontSize(8).text(texts.buyer, MARGIN, y);
  doc.fillColor("black").font(PDF_FONT.bold).fontSize(10).text(buyer.name, { width: half });
  doc.font(PDF_FONT.regular).fontSize(8.5);
  // A person who picked the goods up gave no address (invoice-rules.ts): no empty line for it.
  const buyerAddress = addressOf(buyer);
  if (buyerAddress !== "") doc.text(buyerAddress, { width: half });
  if (buyer.type === "company" && buyer.oib) doc.text(`${texts.oib}: ${buyer.oib}`);
  const buyerBottom = doc.y;

  const issued = new Date(document.issuedAt);
  const details: Array<[string, string]> = [
    [texts.numbers[document.kind], document.number],
    [texts.issuedAt, formatDateTime(issued, language)],
    [texts.deliveryDate, formatDate(calendarDay(document.deliveryDate), language)],
    [texts.dueDate, formatDate(calendarDay(document.dueDate), language)],
    [texts.placeOfIssue, seller.place],
    [texts.orderNumber, document.orderNumber],
    [texts.paymentMethod, texts.paymentMethods[document.payment.method]],
    [texts.reference, document.payment.reference],
  ];
  const labelWidth = 110;
  for (const [label, value] of details) {
    doc.fillColor(GREY).fontSize(8).text(label, right, y, { width: labelWidth });
    doc.fillColor("black").fontSize(8.5);
    doc.text(value, right + labelWidth, y, { width: half - labelWidth, align: "right" });
    y = doc.y + 2;
  }

  doc.x = MARGIN;
  doc.y = Math.max(buyerBottom, y) + 16;
  if (document.credits) {
    doc.font(PDF_FONT.bold).fontSize(9);
    const { number, issuedAt } = document.credits;
    doc.text(texts.credits(number, formatDate(new Date(issuedAt), language)), MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
    doc.font(PDF_FONT.regular).moveDown(0.8);
  }
}

function drawLines(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts) {
  doc.fontSize(TABLE_FONT_SIZE);
  let y = drawTableHeader(doc, texts, doc.y);
  for (const line of document.lines) {
    const cells = columns.map((column) => column.cell(line, document, texts));
    const height = rowHeight(doc, cells);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, texts, MARGIN);
    }
    drawRow(doc, cells, y);
    y += height;
    doc.strokeColor("#dddddd").lineWidth(0.5);
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .stroke();
  }
  doc
    .fillColor(GREY)
    .fontSize(7)
    .text(texts.pricesWithoutVat, MARGIN, y + 4);
  doc.fillColor("black");
  doc.y += 10;
}

/** The table's header at `y`; answers where the first row starts. */
function drawTableHeader(doc: Doc, texts: InvoiceTexts, y: number): number {
  const cells = columns.map((column) => column.title(texts));
  doc.font(PDF_FONT.bold).fontSize(TABLE_FONT_SIZE);
  const height = rowHeight(doc, cells);
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill("#eeeeee");
  doc.fillColor("black");
  drawRow(doc, cells, y);
  doc.font(PDF_FONT.regular);
  return y + height;
}

function rowHeight(doc: Doc, cells: string[]): number {
  const heights = cells.map((cell, i) =>
    doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(doc: Doc, cells: string[], y: number) {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (!column) return;
    doc.text(cell, x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
}

function drawTotals(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts) {
  const { totals, language, kind } = document;
  const money = (cents: number) => formatMoney(cents, language);
  const rows: Array<[string, string, boolean]> = [
    [texts.totals.net, money(totals.linesNetCents), false],
    [texts.totals.vat, money(totals.vatCents), false],
    [texts.totals.gross, money(totals.grossCents), true],
    ...(totals.roundingCents
      ? [[texts.totals.rounding, money(totals.roundingCents), false] as [string, string, boolean]]
      : []),
    [texts.totals.paid[kind], money(totals.paidCents), false],
    [texts.totals.payable[kind], money(totals.payableCents), true],
  ];
  const lineHeight = 14;
  const height = Math.max(rows.length, document.vatBreakdown.length + 2) * lineHeight + 8;
  ensureRoom(doc, height);
  const top = doc.y;

  // The VAT breakdown on the left: the taxable amount and the VAT of each rate (čl. 79).
  const widths = [60, 90, 80];
  const breakdownRows: string[][] = [
    [texts.vatBreakdown.rate, texts.vatBreakdown.taxable, texts.vatBreakdown.vat],
    ...document.vatBreakdown.map((row) => [
      texts.percent(row.rate),
      money(row.taxableCents),
      money(row.vatCents),
    ]),
  ];
  doc.font(PDF_FONT.bold).fontSize(8.5).text(texts.vatBreakdown.heading, MARGIN, top);
  let y = top + lineHeight;
  breakdownRows.forEach((cells, rowIndex) => {
    doc.font(rowIndex === 0 ? PDF_FONT.bold : PDF_FONT.regular).fontSize(8);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(cell, x, y, { width, align: i === 0 ? "left" : "right", lineBreak: false });
      x += width;
    });
    y += lineHeight;
  });

  const labelX = MARGIN + CONTENT_WIDTH - 250;
  let totalsY = top;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? PDF_FONT.bold : PDF_FONT.regular).fontSize(strong ? 9.5 : 8.5);
    doc.text(label, labelX, totalsY, { width: 150, lineBreak: false });
    doc.text(value, labelX + 150, totalsY, { width: 100, align: "right", lineBreak: false });
    totalsY += lineHeight;
  }
  doc.font(PDF_FONT.regular);
  doc.x = MARGIN;
  doc.y = Math.max(y, totalsY) + 12;
}

function drawRemarks(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts) {
  doc.fontSize(8.5);
  if (document.notes.length) {
    ensureRoom(doc, 30);
    doc.font(PDF_FONT.bold).text(texts.notes, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.font(PDF_FONT.regular);
    for (const note of document.notes) doc.text(note, { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
  }
  if (document.fiscal) {
    ensureRoom(doc, 30);
    doc.text(`${texts.zki}: ${document.fiscal.zki}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.text(`${texts.jir}: ${document.fiscal.jir}`, { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
  }
}

/** The HUB-3 slip's box: the barcode, and the fields for a buyer who types the payment in. */
function drawSlip(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, barcodePng: Buffer) {
  const height = 112;
  ensureRoom(doc, height + 10);
  const top = doc.y + 4;
  doc.strokeColor(RULE).lineWidth(0.8).rect(MARGIN, top, CONTENT_WIDTH, height).stroke();
  doc.font(PDF_FONT.bold).fontSize(9.5);
  doc.text(texts.slip.heading, MARGIN + 10, top + 8, { width: CONTENT_WIDTH - 20 });
  doc.image(barcodePng, MARGIN + 10, top + 26, { fit: [230, 82] });

  const [model = "", reference = ""] = splitReference(document.payment.reference);
  const fields: Array<[string, string]> = [
    [texts.slip.payee, document.seller.name],
    [texts.slip.iban, spacedIban(document.payment.iban)],
    [texts.slip.model, model],
    [texts.slip.reference, reference],
    [texts.slip.amount, formatMoney(document.totals.payableCents, document.language)],
  ];
  const x = MARGIN + 260;
  let y = top + 28;
  for (const [label, value] of fields) {
    doc.font(PDF_FONT.regular).fillColor(GREY).fontSize(8).text(label, x, y, { width: 90 });
    doc.fillColor("black").fontSize(8.5);
    doc.text(value, x + 90, y, { width: CONTENT_WIDTH - 280 - 90 });
    y = doc.y + 2;
  }
  doc
    .fillColor(GREY)
    .fontSize(7.5)
    .text(texts.slip.scan, x, y + 2, { width: CONTENT_WIDTH - 280 });
  doc.fillColor("black");
  doc.x = MARGIN;
  doc.y = top + height + 8;
}

/** On every page: the document's title and the page count, and the seller's legal notice. */
function drawFooters(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const top = BOTTOM + 8;
    doc.strokeColor(RULE).lineWidth(0.5);
    doc
      .moveTo(MARGIN, top - 4)
      .lineTo(MARGIN + CONTENT_WIDTH, top - 4)
      .stroke();
    doc.font(PDF_FONT.regular).fontSize(6.5).fillColor(GREY);
    doc.text(document.seller.legalNotice, MARGIN, top, {
      width: CONTENT_WIDTH,
      height: 3 * doc.currentLineHeight(true),
      ellipsis: true,
    });
    doc.text(`${title} · ${texts.page(i - start + 1, count)}`, MARGIN, PAGE.height - 18, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
    doc.fillColor("black");
  }
}

/** A new page when the next block of `height` would run into the footer. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
  doc.x = MARGIN;
}

function addressOf(party: InvoiceParty): string {
  return [party.street, [party.zip, party.place].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

/** An IBAN in groups of four, as banks print it: easier to type from paper. */
function spacedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** "HR01 2026-000123" into its model and the reference after it. */
function splitReference(reference: string): string[] {
  const space = reference.indexOf(" ");
  return space < 0 ? ["", reference] : [reference.slice(0, space), reference.slice(space + 1)];
}

/** Noon of a calendar day (YYYY-MM-DD) in UTC: the same day in Zagreb whatever the season. */
function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
