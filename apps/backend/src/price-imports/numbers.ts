// Numbers as Croatian price lists write them: `1.234,56` (decimal comma, thousands dots) or, with
// the mapping's decimal `.`, `1,234.56`; a spreadsheet's cells arrive as numbers already.

/** A cell as read: text from a CSV, a number (or text) from an XLSX. */
export type Cell = string | number | null;

const grouped = {
  ",": /^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/,
  ".": /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/,
} as const;

/**
 * A price in euro as cents; `undefined` for an empty cell, `null` for one that is no price
 * (`abc`, `1.234,5.6`, negative, more than two decimals, over 1,000,000.00 €).
 */
export function readCents(cell: Cell, decimal: "," | "."): number | null | undefined {
  if (cell === null) return undefined;
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0) return null;
    const cents = Math.round(cell * 100);
    return Math.abs(cents - cell * 100) < 1e-6 && cents <= 100_000_000 ? cents : null;
  }
  const text = cell.replace(/[\s\u00a0]/g, "").replace(/(€|EUR|kn)$/i, "");
  if (text === "") return undefined;
  if (!grouped[decimal].test(text)) return null;
  const thousands = decimal === "," ? "." : ",";
  const [whole = "", fraction = ""] = text.split(thousands).join("").split(decimal);
  if (fraction.length > 2) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents <= 100_000_000 ? cents : null;
}

/**
 * A stock in whole pieces; `undefined` for an empty cell, `"negative"` below zero, `null` for one
 * that is no whole number (`12,5`, `abc`) or above 10,000,000.
 */
export function readStock(cell: Cell): number | "negative" | null | undefined {
  if (cell === null) return undefined;
  let value: number;
  if (typeof cell === "number") value = cell;
  else {
    const text = cell.replace(/[\s\u00a0]/g, "");
    if (text === "") return undefined;
    if (!/^[-−]?\d+([.,]0+)?$/.test(text) && !/^[-−]?\d{1,3}(\.\d{3})+$/.test(text)) {
      return /^[-−]/.test(text) && /\d/.test(text) ? "negative" : null;
    }
    value = Number(
      text
        .replace(/^−/, "-")
        .replace(/\.(?=\d{3}(\D|$))/g, "")
        .replace(/[.,]0+$/, ""),
    );
  }
  if (!Number.isFinite(value)) return null;
  if (value < 0) return "negative";
  if (!Number.isInteger(value) || value > 10_000_000) return null;
  return value;
}

/** A cell as trimmed text ('' for an empty one); a number as written without exponent. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number")
    return Number.isInteger(cell) ? BigInt(cell).toString() : String(cell);
  return cell.trim();
}
