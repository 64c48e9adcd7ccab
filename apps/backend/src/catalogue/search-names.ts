/**
 * Category and brand names matched to a search's words (the suggestions' categories and brands,
 * catalogue/search-suggestions.ts; the kind of product a query names, search-kinds.ts): by the
 * same word, a prefix, a synonym, a correction or trigram similarity.
 */

/** Trigram similarity of a category or brand word that counts as the same word. */
const MIN_NAME_SIMILARITY = 0.4;

/** Words that say nothing of what a category holds ("Podloge za miš", "Toner and ink"). */
const FUNCTION_WORDS = new Set("i ili za s sa na u od do and or for with of the to a".split(" "));

export interface NamedRow {
  id: number;
  /** Folded words of the names in both languages. */
  words: string[];
  /** What each name says the thing is: the first word of a Croatian or brand name ("Miševi", "Podloge za miš"), the heads of an English name (`englishHeads`). */
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

/** A name's words (each name folded, `dukan_search_text`), heads (the first word of each name unless given) and trigrams. */
export function namedWords(
  folded: readonly string[],
  heads?: readonly string[],
): {
  words: string[];
  heads: string[];
  trigrams: Set<string>[];
} {
  const names = folded.map(wordsOf);
  const words = [...new Set(names.flat())];
  return {
    words,
    heads: heads ? [...heads] : names.map((n) => n[0] ?? "").filter((w) => w !== ""),
    trigrams: words.map(trigrams),
  };
}

/** The words of a folded name. */
export function wordsOf(folded: string): string[] {
  return folded.split(" ").filter((w) => w !== "");
}

/** Whether a folded word says something of what a name is (not "za", "i", "and", "for"). */
export function isContentWord(word: string): boolean {
  return !FUNCTION_WORDS.has(word);
}

/**
 * What a folded English name says the thing is: the last word of each part joined by "and" or
 * "or", before a "for", "with" or "of" — "pads" of "mouse pads", "bags" and "backpacks" of
 * "laptop bags and backpacks", "protectors" of "camera lens protectors". (A Croatian name puts
 * its adjectives first and has no such rule: "Mehaničke tipkovnice", "Podloge za miš".)
 */
export function englishHeads(folded: string): string[] {
  const words = wordsOf(folded);
  const end = words.findIndex((w) => w === "for" || w === "with" || w === "of");
  const heads: string[] = [];
  let last: string | undefined;
  for (const word of end === -1 ? words : words.slice(0, end)) {
    if (word === "and" || word === "or") {
      if (last !== undefined) heads.push(last);
      last = undefined;
    } else last = word;
  }
  if (last !== undefined) heads.push(last);
  return heads;
}

/**
 * How closely a name word matches a query word: the same or meaning the same (`meanings`) 3,
 * starting with it (two letters or more) 2.5, one of its corrections 2, close by trigram
 * similarity (which also catches Croatian endings: `tipkovnica` ~ `tipkovnice`) up to 2, else 0.
 * `wordTrigrams` are the name word's, `queryTrigrams` the query word's.
 */
function namePoints(
  word: string,
  wordTrigrams: Set<string>,
  query: NameQueryWord,
  queryTrigrams: Set<string>,
): number {
  if (word === query.word || query.meanings.includes(word)) return 3;
  if (query.word.length >= 2 && word.startsWith(query.word)) return 2.5;
  if (query.corrections.includes(word)) return 2;
  if (query.word.length < 3) return 0;
  // shared / all ≤ smaller / larger: no need to count when that is already below the threshold
  const sizes = [wordTrigrams.size, queryTrigrams.size];
  if (Math.min(...sizes) < MIN_NAME_SIMILARITY * Math.max(...sizes)) return 0;
  const similarity = setSimilarity(wordTrigrams, queryTrigrams);
  return similarity >= MIN_NAME_SIMILARITY ? 2 * similarity : 0;
}

/**
 * Which query words a name word matches (`namePoints` above 0), as a bit mask of their
 * positions: one test per distinct word, however many names hold it.
 */
export function wordMatcher(words: readonly NameQueryWord[]): (word: string) => number {
  const queryTrigrams = words.map((w) => trigrams(w.word));
  const masks = new Map<string, number>();
  return (word) => {
    let mask = masks.get(word);
    if (mask === undefined) {
      mask = 0;
      const wordTrigrams = trigrams(word);
      for (let q = 0; q < words.length; q++)
        if (
          namePoints(
            word,
            wordTrigrams,
            words[q] as NameQueryWord,
            queryTrigrams[q] as Set<string>,
          ) > 0
        )
          mask |= 1 << q;
      masks.set(word, mask);
    }
    return mask;
  };
}

/**
 * Categories or brands whose names match most query words (`namePoints`: a synonym counts as the
 * same word, so `mouse` names "Miševi / Mice"). A match on a head of a name counts more: "Miševi"
 * before "Podloge za miš" / "Mouse pads".
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
        let points = namePoints(
          word,
          row.trigrams[w] as Set<string>,
          query,
          queryTrigrams[q] as Set<string>,
        );
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

/** Words whose trigrams are kept (`trigrams`); the memo starts anew past it. */
const MEMOISED_TRIGRAMS = 20_000;
const trigramMemo = new Map<string, Set<string>>();

/**
 * A word's trigrams as pg_trgm pads it ("  word "), memoised: the names' words repeat in every
 * search, and building a set costs more than comparing two (read only).
 */
function trigrams(word: string): Set<string> {
  let result = trigramMemo.get(word);
  if (result !== undefined) return result;
  const padded = `  ${word} `;
  result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  if (trigramMemo.size >= MEMOISED_TRIGRAMS) trigramMemo.clear();
  trigramMemo.set(word, result);
  return result;
}
