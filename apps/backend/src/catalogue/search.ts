import { MAX_SEARCH_LENGTH, normaliseItemCode, readEan13, type Suggestions } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import { namedBy, preferred, type TypedCode, typedCode } from "./product-code.ts";
import { searchIndex, WORD_SAMPLE } from "./search-index.ts";
import { bestNamed, type NamedRow, namedWords } from "./search-names.ts";
import type { Db } from "../db/client.ts";
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
 * those by trigram similarity (`tipkovnca` → `tipkovnica`). All words must match: an AND of ORs,
 * answered by the GIN index of the documents.
 *
 * A query that could be a code (one word with a digit, or an EAN typed with spaces) also finds
 * the product whose EAN or manufacturer's part number it is, exactly, through those columns'
 * indexes (`catalogue/product-code.ts`); such a product ranks as an exact item code does.
 */

/** Fragments over the `products` table for a catalogue listing that searches. */
export interface ProductMatch {
  /** AND it into the listing's WHERE. */
  where: SQL;
  /** ORDER BY it DESC (then a unique tie-breaker): exact item code, EAN or part number, then item-code prefix, then text relevance. */
  rank: SQL;
}

export type SearchService = ReturnType<typeof searchService>;

/** Words of a query used; more are ignored. */
const MAX_WORDS = 8;
/** A longer word is cut to this length. */
const MAX_WORD_LENGTH = 60;
/** Corrections tried for a word no indexed word starts with. */
const MAX_CORRECTIONS = 3;
/** pg_trgm similarity a correction needs (pg_trgm's own default threshold). */
const MIN_SIMILARITY = 0.3;
/** A query word starting more indexed words than this has no sample (the GIN index answers it). */
const SAMPLED_PREFIX_WORDS = 100;
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
/** Categories and brands are read into memory for suggestions and may be this old. */
const NAMES_TTL_MS = 30_000;

/** A query word as `wordsOf` reads it. */
type QueryWord = {
  /** Folded word as typed. */
  word: string;
  /** Close indexed words, when none starts with it. */
  corrections: string[];
  /** Documents holding the indexed words it stands for (those starting with it, else its corrections), counted per word. */
  documents: number;
  /** Up to WORD_SAMPLE of those documents, first in `dukan_sample_key` order; none for one letter, a word with digits, or one starting over SAMPLED_PREFIX_WORDS words. */
  sample: number[];
};

interface CategoryRow extends NamedRow {
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
}
interface BrandRow extends NamedRow {
  slug: string;
  name: string;
}
interface Names {
  categories: CategoryRow[];
  categoriesById: Map<number, CategoryRow>;
  brands: BrandRow[];
}

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

export function searchService(db: Db, now: () => number = Date.now) {
  const index = searchIndex(db);
  let names: { at: number; value: Promise<Names> } | undefined;

  /** The query as given, cleaned: control characters and lone surrogates as spaces, at most 200 characters. */
  function clean(q: string): string {
    const text = q
      .slice(0, MAX_SEARCH_LENGTH * 4)
      .replace(/[\p{Cc}\p{Cs}]+/gu, " ")
      .trim();
    return Array.from(text).slice(0, MAX_SEARCH_LENGTH).join("").trimEnd();
  }

  /**
   * Search condition and rank for a catalogue listing; null for an empty query. A query with
   * nothing searchable in it (only punctuation) matches nothing.
   */
  async function match(q: string): Promise<ProductMatch | null> {
    const text = clean(q);
    if (text === "") return null;
    const words = await parse(text);
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
      rank: rankOf(
        sql`(select ${productSearch.document} from ${productSearch} where ${productSearch.productId} = ${products.id})`,
        tsquery,
        codeOf(text),
        sql`${products.itemCode}`,
        typed === null ? null : namedBy(sql`${products}`, typed),
      ),
    };
  }

  /** The words of a query (`wordsOf`), in order. */
  async function parse(text: string): Promise<QueryWord[]> {
    const { rows } = await db.execute<QueryWord>(
      sql`select w.word, w.corrections, w.documents, w.sample from (${wordsOf(text)}) w order by w.n`,
    );
    return rows;
  }

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
      loadNames(),
      typed === null ? [] : suggestNamed(typed),
    ]);
    if (words.length === 0) return emptySuggestions();
    const tsquery = tsqueryOf(words);
    const rarest = words
      .filter((w) => w.sample.length > 0)
      .sort((a, b) => a.documents - b.documents)[0];
    let rows = rarest ? await suggestFromSample(tsquery, rarest.sample) : [];
    // A sample shorter than WORD_SAMPLE holds every document of its words.
    const whole = rarest !== undefined && rarest.sample.length < WORD_SAMPLE;
    if (rows.length < SUGGESTED_PRODUCTS && !whole)
      rows = await suggestFromIndex(tsquery, codeOf(text));
    if (named.length > 0) {
      const namedIds = new Set(named.map((r) => r.id));
      rows = [...named, ...rows.filter((r) => !namedIds.has(r.id))].slice(0, SUGGESTED_PRODUCTS);
    }
    let lookup = known;
    if (rows.some((r) => !lookup.categoriesById.has(r.category_id))) {
      names = undefined; // a category newer than the copy in memory
      lookup = await loadNames();
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
   * index (which would collect every match of the words). Ranked before the join, so that only the
   * best few are looked up among the products.
   */
  async function suggestFromSample(
    tsquery: string,
    sample: readonly number[],
  ): Promise<SuggestedRow[]> {
    const { rows } = await db.execute<SuggestedRow>(sql`
      with q as materialized (select to_tsquery('simple', ${tsquery}) as query)
      select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id,
        (select pp.url from product_pictures pp where pp.product_id = p.id and pp.position = 0) as picture_url
      from (
        select s.product_id, ${rankOf(sql`s.document`, sql`q.query`, null, sql``)} as score
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
  async function suggestFromIndex(tsquery: string, code: string | null): Promise<SuggestedRow[]> {
    const { rows } = await db.execute<SuggestedRow>(sql`
      with q as materialized (select to_tsquery('simple', ${tsquery}) as query)
      select x.id, x.item_code, x.name_hr, x.name_en, x.slug_hr, x.slug_en, x.category_id,
        (select pp.url from product_pictures pp where pp.product_id = x.id and pp.position = 0) as picture_url
      from (
        select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id,
          ${rankOf(sql`s.document`, sql`q.query`, code, sql`p.item_code`)} as score
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

  /** Categories and brands with their folded words, kept in memory for a while. */
  function loadNames(): Promise<Names> {
    if (names && now() - names.at <= NAMES_TTL_MS) return names.value;
    const value = (async (): Promise<Names> => {
      const [categoryRows, brandRows] = await Promise.all([
        db.execute<
          Omit<CategoryRow, keyof NamedRow> & { id: number; folded_hr: string; folded_en: string }
        >(sql`
          select id, slug_hr, slug_en, name_hr, name_en,
            dukan_search_text(name_hr) as folded_hr, dukan_search_text(name_en) as folded_en
          from categories order by position, id`),
        db.execute<Omit<BrandRow, keyof NamedRow> & { id: number; folded: string }>(sql`
          select id, slug, name, dukan_search_text(name) as folded from brands order by name, id`),
      ]);
      const categories = categoryRows.rows.map(({ folded_hr, folded_en, ...c }) => ({
        ...c,
        ...namedWords(folded_hr, folded_en),
      }));
      const brands = brandRows.rows.map(({ folded, ...b }) => ({ ...b, ...namedWords(folded) }));
      return { categories, categoriesById: new Map(categories.map((c) => [c.id, c])), brands };
    })();
    const entry = { at: now(), value };
    names = entry;
    value.catch(() => {
      if (names === entry) names = undefined;
    });
    return value;
  }

  /** Rebuilds the whole index (search-index.ts); the names read for suggestions are read anew. */
  async function refreshIndex(): Promise<void> {
    await index.refreshIndex();
    names = undefined;
  }

  return { match, suggest, refreshIndex, refreshProducts: index.refreshProducts };
}

/**
 * Rank of a document: exact item code (or `named`: the query is the product's item code, EAN or
 * part number, `namedBy`) 2 +, item-code prefix 1 +, text relevance in [0, 1).
 */
function rankOf(
  document: SQL,
  tsquery: SQL,
  code: string | null,
  itemCode: SQL,
  named: SQL | null = null,
): SQL {
  const text = sql`coalesce(ts_rank(${document}, ${tsquery}, 32), 0)`;
  if (code === null && named === null) return text;
  const exact = sql.join(
    [code === null ? null : sql`lower(${itemCode}) = ${code}`, named].filter(
      (condition) => condition !== null,
    ),
    sql` or `,
  );
  const prefix = code === null ? sql`` : sql` when starts_with(lower(${itemCode}), ${code}) then 1`;
  return sql`(case when ${exact} then 2${prefix} else 0 end + ${text})`;
}

/** The query as a code a buyer types, when it could be one: one word with a digit (`codeOf`), or an EAN typed with spaces. */
function typedCodeOf(text: string): TypedCode | null {
  if (codeOf(text) === null && readEan13(text) === null) return null;
  return typedCode(normaliseItemCode(text));
}

/** The whole query, lower-cased, when it could be an item code (one word with a digit, no spaces). */
function codeOf(text: string): string | null {
  return /^\S{2,64}$/u.test(text) && /\p{N}/u.test(text) ? text.toLowerCase() : null;
}

/**
 * The rows (word, n, corrections, documents, sample) of a query's words, folded and split in the
 * database as the documents were: for each, the indexed words it stands for (those it starts,
 * else its corrections: the words starting with it read with two neighbouring letters swapped —
 * the typo trigrams miss in a short word — then the words closest by trigram similarity), their
 * document count and their sample. Constants
 * are written into the text, so that one prepared statement's generic plan serves every query
 * instead of a plan made per call; `offset 0` keeps the corrections a subquery found once, not
 * copied into each of their uses.
 */
function wordsOf(text: string): SQL {
  return sql`
    select q.word, q.n, c.corrections,
      coalesce((select sum(w.documents) from search_words w where w.word = any(p.words || c.corrections)), 0)::int as documents,
      case when cardinality(p.words || c.corrections) = 1
        then (select w.sample from search_words w where w.word = (p.words || c.corrections)[1])
        else array(
          select d.id from (
            select distinct unnest(w.sample) as id from search_words w where w.word = any(p.words || c.corrections)
          ) d
          order by dukan_sample_key(d.id), d.id
          limit ${sql.raw(String(WORD_SAMPLE))}
        ) end as sample
    from (
      select left(s.word, ${sql.raw(String(MAX_WORD_LENGTH))}) as word, min(s.n) as n
      from regexp_split_to_table(dukan_search_text(${text}), ' ') with ordinality as s(word, n)
      where s.word <> ''
      group by 1
      order by n
      limit ${sql.raw(String(MAX_WORDS))}
    ) q
    cross join lateral (
      select case when count(*) <= ${sql.raw(String(SAMPLED_PREFIX_WORDS))} then coalesce(array_agg(w.word), '{}') else '{}' end as words,
        count(*) > 0 as known
      from search_words w
      where length(q.word) > 1 and w.word like replace(replace(replace(q.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    ) p
    cross join lateral (
      select case when p.known or length(q.word) < 3 or q.word ~ '[0-9]' then '{}'::text[]
      else array(
        select x.word from (
          select distinct on (k.word) k.word, k.swapped, k.similarity, k.documents
          from (
            select w.word, true as swapped, similarity(w.word, q.word) as similarity, w.documents
            from (
              select left(q.word, i - 1) || substr(q.word, i + 1, 1) || substr(q.word, i, 1) || substr(q.word, i + 2) as word
              from generate_series(1, length(q.word) - 1) i
            ) s
            join search_words w on w.word like replace(replace(replace(s.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
            union all
            select w.word, false, similarity(w.word, q.word), w.documents from search_words w
            where w.word % q.word and similarity(w.word, q.word) >= ${sql.raw(String(MIN_SIMILARITY))}
              and abs(length(w.word) - length(q.word)) <= greatest(2, length(q.word) / 3)
          ) k
          order by k.word, k.swapped desc
        ) x
        order by x.swapped desc, x.similarity desc, x.documents desc, x.word
        limit ${sql.raw(String(MAX_CORRECTIONS))}
      ) end as corrections
      offset 0
    ) c`;
}

/**
 * The words as a `to_tsquery('simple', …)` text: all of them (AND), each as a prefix or one of
 * its corrections (OR). A one-letter word is taken whole: as a prefix it would match most of
 * the catalogue.
 */
function tsqueryOf(words: readonly QueryWord[]): string {
  return words
    .map((w) => {
      const options = [
        w.word.length === 1 ? lexeme(w.word) : `${lexeme(w.word)}:*`,
        ...w.corrections.map(lexeme),
      ];
      return options.length === 1 ? options[0] : `(${options.join(" | ")})`;
    })
    .join(" & ");
}

/** A word quoted for to_tsquery: alphanumerics only by construction, escaped all the same. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
