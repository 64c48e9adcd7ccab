/**
 * EAN-13 (GTIN-13), the number under a retail barcode: a GS1 prefix, the maker's item
 * reference and a check digit. The first twelve digits are weighted 1, 3, 1, 3… from the left;
 * the check digit brings their sum up to a multiple of ten.
 */

/** The check digit of an EAN-13's first twelve digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12))
    throw new RangeError(`an EAN-13 check digit needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last is the check digit of the others. */
export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/**
 * The EAN-13 a code as typed stands for: its digits once spaces and hyphens are dropped
 * (`400 6381 33393 1`, `4006381-333931`), when they are thirteen with a correct check digit;
 * otherwise null.
 */
export function readEan13(code: string): string | null {
  const digits = code.replace(/[\s-]/g, "");
  return isValidEan13(digits) ? digits : null;
}
