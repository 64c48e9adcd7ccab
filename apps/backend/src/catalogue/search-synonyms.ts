import type { ParsedWord, QueryWord } from "./search-query.ts";

/**
 * The synonym list (`search_synonyms`, migration 0047) as search reads it: each folded word with
 * the words of its groups, itself among them ("mis" → mis, misevi, mouse, mice, …).
 */
export type SynonymList = ReadonlyMap<string, readonly string[]>;

/** The list from the table's rows (a group of words per meaning). */
export function synonymList(rows: ReadonlyArray<{ meaning: string; word: string }>): SynonymList {
  const byMeaning = new Map<string, string[]>();
  for (const { meaning, word } of rows)
    byMeaning.set(meaning, [...(byMeaning.get(meaning) ?? []), word]);
  const list = new Map<string, string[]>();
  for (const { meaning, word } of rows)
    list.set(word, [...new Set([...(list.get(word) ?? []), ...(byMeaning.get(meaning) ?? [])])]);
  return list;
}

/**
 * A query's words with the words meaning the same. A word no indexed word starts with also finds
 * its synonyms (`headphones` finds Slušalice), as it finds its corrections; a word the catalogue
 * has finds what it finds already (its products are named in both languages), so that a common
 * word's search reads no more of the index than before. Either way the meanings — of the word, of
 * its corrections, and, for the last word, still being typed, of the list's words it starts
 * (`mous`) — name the categories the query asks for (search-kinds.ts).
 *
 * A word with synonyms keeps no sample: its sample holds none of the synonyms' products, so the
 * suggestions must not read it as the rarest word's.
 */
export function withSynonyms(words: readonly ParsedWord[], list: SynonymList): QueryWord[] {
  return words.map((w, index) => {
    /** Words the query word's own matching already covers: those it starts, its corrections. */
    const fresh = (word: string) => !word.startsWith(w.word) && !w.corrections.includes(word);
    const typed = list.get(w.word) ?? [];
    const started =
      index === words.length - 1 && w.word.length >= 3
        ? [...list.keys()].filter((k) => k.startsWith(w.word)).flatMap((k) => list.get(k) ?? [])
        : [];
    const meanings = [
      ...new Set([...typed, ...w.corrections.flatMap((c) => list.get(c) ?? []), ...started]),
    ]
      .filter(fresh)
      .sort();
    const synonyms = w.known ? [] : [...new Set(typed)].filter(fresh).sort();
    return {
      ...w,
      sample: synonyms.length > 0 ? [] : w.sample,
      synonyms,
      meanings,
    };
  });
}
