import type { Language } from "@dukan/contract";

/**
 * Numbers, prices and plural forms the way `Intl` writes them for hr-HR and en-IE/en-GB, without
 * `Intl`. Building the first Croatian `Intl.NumberFormat` or `PluralRules` in a browser loads ICU's
 * locale data: 10–20 ms of the page's first script on a fast machine, several times that on a
 * phone. The same functions run on the server, so a page hydrates to exactly the text it was
 * rendered with, whatever ICU version either side has. `number-format.test.ts` checks them
 * against `Intl` itself.
 */

const MINUS = { hr: "\u2212", en: "-" } as const;
const GROUP = { hr: ".", en: "," } as const;
const DECIMAL = { hr: ",", en: "." } as const;
const NBSP = "\u00a0";

/** Intl keeps the sign of anything below zero, even when it rounds to 0 ("−0"). */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** "1234567" → "1.234.567" (Croatian) or "1,234,567" (English). */
function grouped(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);
}

/** The digits of |value| rounded half away from zero to at most `fraction` decimals, from its shortest decimal form. */
function roundedDigits(value: number, fraction: number): { whole: string; decimals: string } {
  const shortest = String(Math.abs(value));
  const [whole = "0", decimals = ""] = (
    /e/i.test(shortest) ? Math.abs(value).toFixed(fraction) : shortest
  ).split(".");
  if (decimals.length <= fraction) return { whole, decimals };
  const kept = `${whole}${decimals.slice(0, fraction)}`;
  const up = Number(decimals[fraction]) >= 5;
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, "0") : kept;
  const wholeLength = digits.length - fraction;
  return { whole: digits.slice(0, wholeLength) || "0", decimals: digits.slice(wholeLength) };
}

/** A number with at most two decimals, trailing zeros dropped: 1.234,5 / 1,234.5. */
export function formatNumber(value: number, language: Language): string {
  const { whole, decimals } = roundedDigits(value, 2);
  const trimmed = decimals.replace(/0+$/, "");
  const text = grouped(whole, language) + (trimmed ? DECIMAL[language] + trimmed : "");
  return isNegative(value) ? MINUS[language] + text : text;
}

/** Euro cents as the shopper reads them: "1.234,56 €" in Croatian, "€1,234.56" in English. */
export function formatPrice(cents: number, language: Language): string {
  const whole = Math.round(Math.abs(cents));
  const amount = `${grouped(String(Math.floor(whole / 100)), language)}${DECIMAL[language]}${String(whole % 100).padStart(2, "0")}`;
  const sign = isNegative(cents) ? MINUS[language] : "";
  return language === "hr" ? `${sign}${amount}${NBSP}€` : `${sign}€${amount}`;
}

/** A percentage: 25 → "25 %" in Croatian (with a no-break space), "25%" in English. */
export function formatPercent(value: number, language: Language): string {
  return `${formatNumber(value, language)}${language === "hr" ? NBSP : ""}%`;
}

export type PluralCategory = "one" | "few" | "other";

/**
 * CLDR's plural category of a count: English has one and other; Croatian one (1, 21, 101…),
 * few (2–4, 22–24…) and other (0, 5–20, 25…), each read from the last digits.
 */
export function pluralCategory(count: number, language: Language): PluralCategory {
  if (!Number.isInteger(count)) return "other";
  const n = Math.abs(count);
  if (language === "en") return n === 1 ? "one" : "other";
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return "one";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
  return "other";
}
