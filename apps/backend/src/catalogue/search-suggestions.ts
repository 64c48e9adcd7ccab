import type { Suggestions } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { namedBy, preferred, type TypedCode } from "./product-code.ts";
import { WORD_SAMPLE } from "./search-index.ts";
import { type KindLevels, kindLevels } from "./search-kinds.ts";
import { bestNamed } from "./search-names.ts";
import {
  clean,
  codeOf,
  type QueryWord,
  rankOf,
  textRank,
  tsqueryOf,
  typedCodeOf,
} from "./search-query.ts";
import type { SearchVocabulary } from "./search-vocabulary.ts";

/**
 * Without a sample to go by (item codes, words with digits, very short prefixes) or when a full
 * sample holds too few matches, suggestions rank at most this many documents, the first ones the
 * GIN index finds.
 * Listings rank every match.
 */
const SUGGEST_SAMPLE = 200;
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 3;
const SUGGESTED_BRANDS = 3;

/** A suggested product as the suggestion queries read it. */
type SuggestedRow = {
  id: number;
  item_code: string;
  name_hr: string;
  name_en: string;
  slug_hr: string;
  slug_en: string;
  category_id: number;
  picture_url: string | null;
};

const emptySuggestions = (): Suggestions => ({ products: [], categories: [], brands: [] });

/**
 * The search box's suggestions while typing (`suggest`), with the categories and brands they name
 * (`vocabulary`, kept in memory for a while). `parse` reads a query's words (search.ts).
 */
export function searchSuggestions(
  db: Db,
  vocabulary: SearchVocabulary,
  parse: (text: string) => Promise<QueryWord[]>,
) {
  /**
   * What the search box offers while typing: active products, categories and brands. Products
   * are the best ranked of a sample: the sample of the query's rarest word (`search_words.sample`)
   * that holds every word, read by product id, no GIN scan. Only when no word has a sample (item
   * codes, words with digits) or a full sample holds too few matches does the GIN index find
   * matches, as many as SUGGEST_SAMPLE. A query that could be a code puts the product it names
   * (item code, EAN or part number) first.
   */
  async function suggest(q: string): Promise<Suggestions> {
    const text = clean(q);
    if (text === "") return emptySuggestions();
    const typed = typedCodeOf(text);
    const [words, known, named] = await Promise.all([
      parse(text),
      vocabulary.load(),
      typed === null ? [] : suggestNamed(typed),
    ]);
    if (words.length === 0) return emptySuggestions();
    const tsquery = tsqueryOf(words);
    const kinds = kindLevels(known.kinds, words);
    const rarest = words
      .filter((w) => w.sample.length > 0)
      .sort((a, b) => a.documents - b.documents)[0];
    let rows = rarest ? await suggestFromSample(tsquery, kinds, rarest.sample) : [];
    // A sample shorter than WORD_SAMPLE holds every document of its words.
    const whole = rarest !== undefined && rarest.sample.length < WORD_SAMPLE;
    if (rows.length < SUGGESTED_PRODUCTS && !whole)
      rows = await suggestFromIndex(tsquery, kinds, codeOf(text));
    if (named.length > 0) {
      const namedIds = new Set(named.map((r) => r.id));
      rows = [...named, ...rows.filter((r) => !namedIds.has(r.id))].slice(0, SUGGESTED_PRODUCTS);
    }
    let lookup = known;
    if (rows.some((r) => !lookup.categoriesById.has(r.category_id))) {
      vocabulary.forget(); // a category newer than the copy in memory
      lookup = await vocabulary.load();
    }
    return {
      products: rows.map((r) => {
        const category = lookup.categoriesById.get(r.category_id);
        return {
          id: r.id,
          item_code: r.item_code,
          name_hr: r.name_hr,
          name_en: r.name_en,
          slug_hr: r.slug_hr,
          slug_en: r.slug_en,
          category_slug_hr: category?.slug_hr ?? "",
          category_slug_en: category?.slug_en ?? "",
          picture_url: r.picture_url,
        };
      }),
      categories: bestNamed(lookup.categories, words, SUGGESTED_CATEGORIES).map((c) => ({
        id: c.id,
        slug_hr: c.slug_hr,
        slug_en: c.slug_en,
        name_hr: c.name_hr,
        name_en: c.name_en,
      })),
      brands: bestNamed(lookup.brands, words, SUGGESTED_BRANDS).map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
      })),
    };
  }

  /**
   * The best active products among `sample` (product ids) that match every word. ts_match_vq is
   * `@@` written as a function: the candidates are checked one by one, never looked up in the GIN
   * index (which would collect every match of the words). Ranked reading only `product_search`
   * (the level of the category it carries, `kinds`); the products table is read for the best
   * ones, in rank order, until six active ones are found.
   */
  async function suggestFromSample(
    tsquery: string,
    kinds: KindLevels,
    sample: readonly number[],
  ): Promise<SuggestedRow[]> {
    const { rows } = await db.execute<SuggestedRow>(sql`
      with q as materialized (select to_tsquery('simple', ${tsquery}) as query)
      select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id,
        (select pp.url from product_pictures pp where pp.product_id = p.id and pp.position = 0) as picture_url
      from (
        select s.product_id, ${rankOf({ text: textRank(sql`s.document`, sql`q.query`), category: sql`s.category_id`, kinds })} as score
        from unnest(${`{${sample.join(",")}}`}::integer[]) as c(id)
        join product_search s on s.product_id = c.id
        cross join q
        where ts_match_vq(s.document, q.query)
        order by score desc, s.product_id
      ) r
      join products p on p.id = r.product_id
      where p.active
      order by r.score desc, r.product_id
      limit ${sql.raw(String(SUGGESTED_PRODUCTS))}`);
    return rows;
  }

  /** The active products a typed code names, the one it names best first: one lookup in the code columns' indexes. */
  async function suggestNamed(typed: TypedCode): Promise<SuggestedRow[]> {
    const { rows } = await db.execute<SuggestedRow>(sql`
      select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id,
        (select pp.url from product_pictures pp where pp.product_id = p.id and pp.position = 0) as picture_url
      from products p
      where ${namedBy(sql`p`, typed)} and p.active
      order by ${preferred(sql`p`, typed)}
      limit ${sql.raw(String(SUGGESTED_PRODUCTS))}`);
    return rows;
  }

  /** The best active products among the first SUGGEST_SAMPLE matches the GIN index finds. */
  async function suggestFromIndex(
    tsquery: string,
    kinds: KindLevels,
    code: string | null,
  ): Promise<SuggestedRow[]> {
    const { rows } = await db.execute<SuggestedRow>(sql`
      with q as materialized (select to_tsquery('simple', ${tsquery}) as query)
      select x.id, x.item_code, x.name_hr, x.name_en, x.slug_hr, x.slug_en, x.category_id,
        (select pp.url from product_pictures pp where pp.product_id = x.id and pp.position = 0) as picture_url
      from (
        select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id,
          ${rankOf({ text: textRank(sql`s.document`, sql`q.query`), category: sql`p.category_id`, kinds, code, itemCode: sql`p.item_code` })} as score
        from q
        cross join dukan_search_sample(q.query, ${sql.raw(String(SUGGEST_SAMPLE))}) s
        join products p on p.id = s.product_id
        where p.active
        order by score desc, p.id
        limit ${sql.raw(String(SUGGESTED_PRODUCTS))}
      ) x
      order by x.score desc, x.id`);
    return rows;
  }

  return { suggest };
}
