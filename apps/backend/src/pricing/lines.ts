import { roundHalfUp } from "./money.ts";

export interface LineAmounts {
  net: number;
  vat: number;
  gross: number;
}

/**
 * A cart or order line's amounts, rounded half up once per line. Legal entities' unit prices
 * exclude VAT (VAT is added to the line); persons' include it (VAT is the part of the line
 * above its net). Either way net + vat = gross.
 */
export function lineAmounts(
  unitCents: number,
  quantity: number,
  vatRate: number,
  unitIncludesVat: boolean,
): LineAmounts {
  const line = unitCents * quantity;
  if (unitIncludesVat) {
    const net = roundHalfUp((line * 100) / (100 + vatRate));
    return { net, vat: line - net, gross: line };
  }
  const vat = roundHalfUp((line * vatRate) / 100);
  return { net: line, vat, gross: line + vat };
}

/** The sums of the lines: totals are never recomputed from a total, so they equal what the lines show. */
export function sumLines(lines: readonly LineAmounts[]): LineAmounts {
  return lines.reduce(
    (sum, l) => ({ net: sum.net + l.net, vat: sum.vat + l.vat, gross: sum.gross + l.gross }),
    {
      net: 0,
      vat: 0,
      gross: 0,
    },
  );
}
