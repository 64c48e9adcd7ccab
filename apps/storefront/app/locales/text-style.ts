/**
 * The house style of the shop's texts, checkable by a machine (the locale tests use it):
 * Croatian quotes as „…“ and English as “…”, never straight double quotes or guillemets; the
 * formal "Pogledajte", never "Pogledaj"; a sentence starts with a capital letter; the polite
 * "vi", "vas", "vam", "vama" and "vaš" in small letters inside a sentence, as the rest of the shop writes them.
 */

export interface TextProblem {
  key: string;
  text: string;
  problem: string;
}

/** Every string of a nested texts object, by its dotted key (functions and numbers are left out). */
export function stringsOf(texts: unknown, prefix = ""): Array<[string, string]> {
  if (typeof texts === "string") return [[prefix, texts]];
  if (texts === null || typeof texts !== "object") return [];
  return Object.entries(texts).flatMap(([key, value]) =>
    stringsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const QUOTES = { hr: { open: "„", close: "“" }, en: { open: "“", close: "”" } } as const;

/** Quotation marks in the language's one style, each opened quote closed. */
function quoteProblem(text: string, language: "hr" | "en"): string | null {
  // Markup in a text (an attribute's value) may carry straight quotes; the words around it may not.
  const words = text.replace(/<[^>]*>/g, "");
  if (words.includes('"')) return "straight double quotes";
  if (/[»«]/.test(words)) return "guillemets";
  const { open, close } = QUOTES[language];
  const marks = [...words].filter((c) => c === "„" || c === "“" || c === "”");
  for (let i = 0; i < marks.length; i++) {
    const expected = i % 2 === 0 ? open : close;
    if (marks[i] !== expected) return `quotation marks not as ${open}…${close}`;
  }
  return marks.length % 2 === 0 ? null : "an unclosed quotation";
}

/**
 * A sentence: a text of several words that ends like one. A text that starts with a placeholder,
 * a number or a symbol is taken as it is (the placeholder may well be a name).
 */
function sentenceProblem(text: string): string | null {
  const trimmed = text.trim();
  if (
    !/\s/.test(trimmed) ||
    !/[.!?]$/.test(trimmed) ||
    trimmed.endsWith("...") ||
    trimmed.endsWith("…")
  )
    return null;
  const first = trimmed.replace(/^[„“(]+/, "")[0] ?? "";
  return first.toLocaleLowerCase() !== first.toLocaleUpperCase() &&
    first === first.toLocaleLowerCase()
    ? "a sentence starting with a small letter"
    : null;
}

export function textProblems(texts: unknown, language: "hr" | "en"): TextProblem[] {
  return stringsOf(texts).flatMap(([key, text]) => {
    const problems = [quoteProblem(text, language), sentenceProblem(text)];
    if (language === "hr" && /\bPogledaj\b/i.test(text))
      problems.push('the informal "Pogledaj" (write "Pogledajte")');
    if (language === "hr" && /[\p{L}\d,:;)] (Vi|Vas|Vama?|Vaš\p{L}*)(?!\p{L})/u.test(text))
      problems.push('a capital "Vi"/"Vaš" inside a sentence');
    return problems
      .filter((p): p is string => p !== null)
      .map((problem) => ({ key, text, problem }));
  });
}
