/**
 * Category and brand names matched to a search's words (the suggestions' categories and brands,
 * catalogue/search-suggestions.ts): by the same word, a synonym, a prefix, a correction or trigram
 * similarity.
 */

/** Trigram similarity of a category or brand word that counts as the same word. */
const MIN_NAME_SIMILARITY = 0.4;

export interface NamedRow {
  id: number;
  /** Folded words of the names in both languages. */
  words: string[];
  /** First word of each name, usually what the category is ("Miševi", "Podloge za miš"). */
  heads: string[];
  /** Trigrams of each of `words`, for trigram similarity. */
  trigrams: Set<string>[];
}

/** A query word as the search reads it: as typed (folded), its corrections and the words meaning the same (synonyms, also of a word it is the start of). */
export interface NameQueryWord {
  word: string;
  corrections: string[];
  meanings: string[];
}

/** A name's words (each name folded, `dukan_search_text`), first words and trigrams. */
export function namedWords(...folded: string[]): {
  words: string[];
  heads: string[];
  trigrams: Set<string>[];
} {
  const names = folded.map((f) => f.split(" ").filter((w) => w !== ""));
  const words = [...new Set(names.flat())];
  return {
    words,
    heads: names.map((n) => n[0] ?? "").filter((w) => w !== ""),
    trigrams: words.map(trigrams),
  };
}

/**
 * Categories or brands whose names match most query words. A name word matches a query word when
 * it is the same or means the same (`meanings`: `mouse` names "Miševi / Mice"), starts with it (two
 * letters or more), is one of its corrections, or is close by trigram similarity (which also
 * catches Croatian endings: `tipkovnica` ~ `tipkovnice`, `mis` ~ `misevi`). A match on the first
 * word of a name counts more: "Miševi" before "Podloge za miš".
 */
export function bestNamed<T extends NamedRow>(
  rows: readonly T[],
  words: readonly NameQueryWord[],
  limit: number,
): T[] {
  const queryTrigrams = words.map((w) => trigrams(w.word));
  const scored: Array<{ row: T; matched: number; score: number }> = [];
  for (const row of rows) {
    let matched = 0;
    let score = 0;
    for (const [q, query] of words.entries()) {
      let best = 0;
      for (const [w, word] of row.words.entries()) {
        let points = 0;
        if (word === query.word || query.meanings.includes(word)) points = 3;
        else if (query.word.length >= 2 && word.startsWith(query.word)) points = 2.5;
        else if (query.corrections.includes(word)) points = 2;
        else if (query.word.length >= 3) {
          const similarity = setSimilarity(
            row.trigrams[w] as Set<string>,
            queryTrigrams[q] as Set<string>,
          );
          if (similarity >= MIN_NAME_SIMILARITY) points = 2 * similarity;
        }
        if (points > 0 && row.heads.includes(word)) points += 1;
        best = Math.max(best, points);
      }
      if (best > 0) matched++;
      score += best;
    }
    if (matched > 0) scored.push({ row, matched, score });
  }
  scored.sort(
    (a, b) =>
      b.matched - a.matched ||
      b.score - a.score ||
      a.row.words.length - b.row.words.length ||
      a.row.id - b.row.id,
  );
  const most = scored[0]?.matched ?? 0;
  return scored
    .filter((s) => s.matched === most)
    .slice(0, limit)
    .map((s) => s.row);
}

/** pg_trgm's similarity of two words: shared trigrams of "  word " over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  if (a === "" || b === "") return 0;
  return setSimilarity(trigrams(a), trigrams(b));
}

/** Shared trigrams over all trigrams of two non-empty words' trigram sets. */
function setSimilarity(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  return result;
}
