import { isContentWord, type NameQueryWord, wordMatcher } from "./search-names.ts";

/**
 * The kind of product a query names, for ranking (search-query.ts `rankOf`): a buyer who types
 * "mouse" wants mice before the mouse pads that merely mention one. A product's kind is its
 * category; the query ranks the categories it names, in memory, and the rank of a product adds its
 * category's level.
 *
 * - **Named**: the query says the head of the category's English name (`englishHeads`: "mice" of
 *   "Mice", "keyboards" of "Mechanical keyboards", "iphone" of "Apple iPhone", not "mouse" of
 *   "Mouse pads"), or every word that says something of one of the names of the category or of a
 *   category above it ("Miševi", "Podloge za miš", "Zaštitna stakla"). Query and name words match
 *   as the suggested categories' do (`namePoints` in search-names.ts: prefixes, synonyms —
 *   `mouse` says "mice", `tipkovnica` says "keyboards" —, corrections, Croatian endings).
 * - **Explained**: how many of the query's words the names of the category and the categories above
 *   it say ("zaštitno staklo iphone 13": glass for an iPhone says three, a camera lens protector two).
 *
 * Level = (named ? words + 1 : 0) + explained: a named category comes before any that is not, then
 * the one that says more of the query.
 */

/** A category as the kind ranking reads it (`kindRow`). */
export interface KindRow {
  id: number;
  /** Heads of its English name (`englishHeads`). */
  englishHeads: string[];
  /** The words that say something (`isContentWord`) of each name of it and of the categories above it, its own first. */
  path: string[][];
}

/** The categories a query names or explains, with their levels; `steps` is one more than any level can be. */
export interface KindLevels {
  ids: number[];
  levels: number[];
  steps: number;
}

/** Deeper than any real tree: a loop in `parentId` ends here. */
const MAX_DEPTH = 20;

/** A category with the folded words of its names, and its parent's, as a kind row. */
export function kindRow<
  T extends { id: number; parentId: number | null; names: string[][]; englishHeads: string[] },
>(category: T, byId: ReadonlyMap<number, T>): KindRow {
  const path: string[][] = [];
  let row: T | undefined = category;
  for (let depth = 0; row !== undefined && depth < MAX_DEPTH; depth++) {
    for (const name of row.names) path.push(name.filter(isContentWord));
    row = row.parentId === null ? undefined : byId.get(row.parentId);
  }
  return { id: category.id, englishHeads: category.englishHeads, path };
}

export function kindLevels(
  categories: readonly KindRow[],
  words: readonly NameQueryWord[],
): KindLevels {
  const steps = 2 * (words.length + 1);
  if (words.length === 0) return { ids: [], levels: [], steps };
  /** Query words a name word matches (a bit each). */
  const mask = wordMatcher(words);
  /** The query words that can be explained: not "za", "and". */
  const counted = words.reduce((bits, w, q) => (isContentWord(w.word) ? bits | (1 << q) : bits), 0);
  const ids: number[] = [];
  const levels: number[] = [];
  for (const category of categories) {
    let named = category.englishHeads.some((head) => mask(head) !== 0);
    let explained = 0;
    for (const name of category.path) {
      let all = name.length > 0;
      for (const word of name) {
        const bits = mask(word);
        if (bits === 0) all = false;
        explained |= bits;
      }
      if (all) named = true;
    }
    const level = (named ? words.length + 1 : 0) + bitCount(explained & counted);
    if (level > 0) {
      ids.push(category.id);
      levels.push(level);
    }
  }
  return { ids, levels, steps };
}

function bitCount(bits: number): number {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
}
