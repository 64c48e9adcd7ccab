import { normaliseItemCode, QUICK_BUY_MAX_LINES, readQuantity } from "@dukan/contract";

export interface PastedLine {
  /** 1-based line number in the pasted text. */
  line: number;
  itemCode: string;
  /** Pieces asked for; null when the quantity could not be read. */
  quantity: number | null;
}

const header = /^(item[_ ]?code|code|sifra|šifra|artikl|šifra artikla)$/i;

/**
 * Lines of `code quantity` as pasted or exported to CSV: separated by spaces, tabs, commas or
 * semicolons, quotes around fields allowed, any line ending; blank lines and a header row are
 * skipped; a missing quantity means 1. Null when there are more than QUICK_BUY_MAX_LINES lines.
 */
export function parsePastedLines(text: string): PastedLine[] | null {
  const lines: PastedLine[] = [];
  const rows = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of rows.entries()) {
    const fields = raw
      .split(/[\s,;]+/)
      .map((f) => f.replace(/^["']+|["']+$/g, ""))
      .filter((f) => f !== "");
    if (fields.length === 0) continue;
    const [code = "", quantity] = fields;
    if (
      lines.length === 0 &&
      header.test(code) &&
      (quantity === undefined || readQuantity(quantity) === null)
    )
      continue;
    if (lines.length === QUICK_BUY_MAX_LINES) return null;
    lines.push({
      line: index + 1,
      itemCode: normaliseItemCode(code),
      quantity: quantity === undefined ? 1 : readQuantity(quantity),
    });
  }
  return lines;
}
