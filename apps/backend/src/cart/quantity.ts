import { MAX_LINE_QUANTITY } from "@dukan/contract";

/** A number of pieces as a client may send it (number or digits): a whole number from 1 to MAX_LINE_QUANTITY, else null. */
export function readQuantity(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
}

/** Item codes are stored upper-case without spaces; shoppers type them any way. */
export function normaliseItemCode(value: string): string {
  return value
    .trim()
    .replace(/^["']|["']$/g, "")
    .toUpperCase();
}
