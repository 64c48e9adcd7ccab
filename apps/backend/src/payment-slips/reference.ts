// Model HR01 "poziv na broj" (payment reference) for an order: the order number's digits with a
// MOD 11 INI check digit as its last part. `2026-000123` → `2026-000123-6`. See docs/payments.md.

/** The order numbers the shop issues: the year, a hyphen and a zero-padded sequence. */
const ORDER_NUMBER = /^(\d{4})-(\d{1,12})$/;

/**
 * MOD 11 INI check digit of a string of digits: weights 2, 3, 4, … from the rightmost digit,
 * K = 11 − (sum mod 11), and 0 when the remainder is 0 or 1.
 */
export function mod11IniCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`MOD 11 INI needs digits only, got "${digits}"`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 2);
  }
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

/**
 * The HR01 reference for a set of parts (P1, P2, …): the parts joined with hyphens and the check
 * digit over all their digits (read left to right, hyphens left out) as the last part.
 * `["2020", "789"]` → `2020-789-1`.
 */
export function hr01Reference(parts: readonly string[]): string {
  if (parts.length === 0 || parts.length > 2)
    throw new Error("HR01 takes one or two parts before the check digit");
  for (const part of parts) {
    if (!/^\d{1,12}$/.test(part)) throw new Error(`HR01 part must be 1–12 digits, got "${part}"`);
  }
  const reference = `${parts.join("-")}-${mod11IniCheckDigit(parts.join(""))}`;
  if (reference.length > 22)
    throw new Error(`HR01 reference longer than 22 characters: ${reference}`);
  return reference;
}

/** The HR01 reference of an order number such as `2026-000123` (→ `2026-000123-6`). */
export function orderReference(orderNumber: string): string {
  const match = ORDER_NUMBER.exec(orderNumber);
  if (!match) throw new Error(`not an order number: "${orderNumber}"`);
  return hr01Reference([match[1] ?? "", match[2] ?? ""]);
}

/** Whether a reference's last part is the MOD 11 INI check digit of the digits before it. */
export function isValidHr01Reference(reference: string): boolean {
  const match = /^(\d{1,12}(?:-\d{1,12})?)-(\d)$/.exec(reference);
  if (!match || reference.length > 22) return false;
  return mod11IniCheckDigit((match[1] ?? "").replaceAll("-", "")) === Number(match[2]);
}
