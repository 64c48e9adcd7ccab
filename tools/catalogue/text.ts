/** Text helpers shared by the catalogue generator: slugs and bilingual numbers. */

const FOLDED: Readonly<Record<string, string>> = {
  č: "c",
  ć: "c",
  đ: "d",
  š: "s",
  ž: "z",
  "×": "x",
  "²": "2",
  "³": "3",
  "+": " plus ",
  "&": " and ",
};

const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDED).join("")}]`, "g");

/** Little words that only lengthen a slug. */
const SLUG_STOP_WORDS = new Set([
  "za",
  "i",
  "s",
  "sa",
  "na",
  "for",
  "and",
  "with",
  "to",
  "the",
  "of",
]);

/** Longest slug stem before a suffix such as an item code is appended. */
const MAX_STEM = 72;

/**
 * Lowercase ASCII, diacritics folded (č→c, đ→d…), words joined by hyphens.
 * Short link words are dropped unless the text would become empty.
 */
export function slugify(text: string, dropStopWords = false): string {
  let folded = text.toLowerCase().replace(FOLD_PATTERN, (ch) => FOLDED[ch] ?? ch);
  // Other accented letters (é, ü…): strip the combining marks.
  if (/[^ -~]/.test(folded)) folded = folded.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  const kept = dropStopWords ? words.filter((w) => !SLUG_STOP_WORDS.has(w)) : words;
  return trimStem((kept.length > 0 ? kept : words).join("-"));
}

function trimStem(stem: string): string {
  if (stem.length <= MAX_STEM) return stem;
  const cut = stem.slice(0, MAX_STEM);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut;
}

/** A decimal number the Croatian way: "1,5". */
export function decimalHr(value: number): string {
  return String(value).replace(".", ",");
}

/** A decimal number the English way: "1.5". */
export function decimalEn(value: number): string {
  return String(value);
}

/** Thousands grouped: Croatian "10.000" (only from five digits), English "3,000". */
export function groupedHr(value: number): string {
  return value >= 10000 ? groupDigits(value, ".") : String(value);
}

export function groupedEn(value: number): string {
  return groupDigits(value, ",");
}

function groupDigits(value: number, separator: string): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
