import { normaliseItemCode, QUICK_BUY_MAX_LINES, readQuantity } from "@dukan/contract";

export interface PastedLine {
  /** 1-based line number in the pasted text. */
  line: number;
  itemCode: string;
  /** Pieces asked for; null when the quantity could not be read. */
  quantity: number | null;
}

const header = /^(item[_ ]?code|code|sifra|šifra|artikl|šifra artikla)$/i;

/** A field after the quantity that begins with a digit: the rest of a number, never a unit or a note. */
const numberLooking = /^[+-]?\d/;

/**
 * Lines of `code quantity` as pasted or exported to CSV: separated by spaces, tabs, commas or
 * semicolons, quotes around fields allowed, any line ending; blank lines and a header row are
 * skipped; a missing quantity means 1. Words after the quantity (`3 kom`) are ignored, but a
 * further field that begins with a digit makes the quantity unreadable: `1,5` is a decimal comma
 * and `1 000` a thousands group, never 1 piece. Null when there are more than
 * QUICK_BUY_MAX_LINES lines.
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
    const [code = "", quantity, ...after] = fields;
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
      quantity:
        quantity === undefined
          ? 1
          : after.some((field) => numberLooking.test(field))
            ? null
            : readQuantity(quantity),
    });
  }
  return lines;
}
