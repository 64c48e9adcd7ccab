import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { namedBy } from "./product-code.ts";
import { searchIndex } from "./search-index.ts";
import { kindLevels } from "./search-kinds.ts";
import {
  clean,
  codeOf,
  type ParsedWord,
  type QueryWord,
  rankOf,
  textRank,
  tsqueryOf,
  typedCodeOf,
  wordsOf,
} from "./search-query.ts";
import { searchSuggestions } from "./search-suggestions.ts";
import { withSynonyms } from "./search-synonyms.ts";
import { searchVocabulary } from "./search-vocabulary.ts";
import { products, productSearch } from "./schema.ts";

/**
 * Typo-tolerant product search, the same on PGlite and PostgreSQL 15.
 *
 * Every product has one folded document in `product_search`: item code, names in both
 * languages, brand, category with its parents. `dukan_search_text` (migration 0005) lower-cases,
 * drops diacritics (č ć → c, đ → d, š → s, ž → z) and splits at everything but letters and
 * digits, for documents and queries alike. Each query word becomes "a word starting with it"
 * (`tipk` → `tipk:*`) and, when no indexed word starts with it, also the closest words of
 * `search_words`: those it reads with two neighbouring letters swapped (`mosue` → `mouse`), then
 * those by trigram similarity (`tipkovnca` → `tipkovnica`), and its synonyms (search-synonyms.ts:
 * `headphones` → `slusalice`). All words must match: an AND of ORs, answered by the GIN index of
 * the documents. Matches rank by the kind of product the query names (search-kinds.ts: `mouse`
 * puts mice before mouse pads), then by text relevance.
 *
 * A query that could be a code (one word with a digit, or an EAN typed with spaces) also finds
 * the product whose EAN or manufacturer's part number it is, exactly, through those columns'
 * indexes (`catalogue/product-code.ts`); such a product ranks as an exact item code does.
 */

/** Fragments over the `products` table for a catalogue listing that searches. */
export interface ProductMatch {
  /** AND it into the listing's WHERE. */
  where: SQL;
  /** ORDER BY it DESC (then a unique tie-breaker): exact item code, EAN or part number, then item-code prefix, then the kind the query names, then text relevance. */
  rank: SQL;
}

export type SearchService = ReturnType<typeof searchService>;

/**
 * The catalogue's search: the condition and rank a listing searches with (`match`), the search
 * box's suggestions (search-suggestions.ts), and the index rebuilt (search-index.ts). How a query
 * reads as SQL is in search-query.ts.
 */
export function searchService(db: Db, now: () => number = Date.now) {
  const index = searchIndex(db);
  const vocabulary = searchVocabulary(db, now);
  const suggestions = searchSuggestions(db, vocabulary, parse);

  /**
   * Search condition and rank for a catalogue listing; null for an empty query. A query with
   * nothing searchable in it (only punctuation) matches nothing.
   */
  async function match(q: string): Promise<ProductMatch | null> {
    const text = clean(q);
    if (text === "") return null;
    const [words, names] = await Promise.all([parse(text), vocabulary.load()]);
    if (words.length === 0) return { where: sql`false`, rank: sql`cast(0 as real)` };
    const tsquery = sql`to_tsquery('simple', ${tsqueryOf(words)})`;
    const typed = typedCodeOf(text);
    // The product a code names joins the text matches in the same semi-join: an OR beside the
    // IN would check every product against the subquery instead.
    const named =
      typed === null
        ? sql``
        : sql` union select n.id from ${products} n where ${namedBy(sql`n`, typed)}`;
    return {
      where: sql`${products.id} in (select ${productSearch.productId} from ${productSearch} where ${productSearch.document} @@ ${tsquery}${named})`,
      rank: rankOf({
        text: textRank(
          sql`(select ${productSearch.document} from ${productSearch} where ${productSearch.productId} = ${products.id})`,
          tsquery,
        ),
        category: sql`${products.categoryId}`,
        kinds: kindLevels(names.kinds, words),
        code: codeOf(text),
        itemCode: sql`${products.itemCode}`,
        named: typed === null ? null : namedBy(sql`${products}`, typed),
      }),
    };
  }

  /** The words of a query (`wordsOf`), in order, with their synonyms (search-synonyms.ts). */
  async function parse(text: string): Promise<QueryWord[]> {
    const [{ rows }, names] = await Promise.all([
      db.execute<ParsedWord>(
        sql`select w.word, w.known, w.corrections, w.documents, w.sample from (${wordsOf(text)}) w order by w.n`,
      ),
      vocabulary.load(),
    ]);
    return withSynonyms(rows, names.synonyms);
  }

  /** Rebuilds the whole index (search-index.ts); the category and brand names are read anew. */
  async function refreshIndex(): Promise<void> {
    await index.refreshIndex();
    vocabulary.forget();
  }

  return {
    match,
    suggest: suggestions.suggest,
    refreshIndex,
    refreshProducts: index.refreshProducts,
  };
}
