import { MAX_SEARCH_LENGTH, normaliseItemCode, readEan13 } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import { type TypedCode, typedCode } from "./product-code.ts";
import type { KindLevels } from "./search-kinds.ts";
import { WORD_SAMPLE } from "./search-index.ts";

// A search query as SQL (catalogue/search.ts has the whole story): the query cleaned, its words
// with their corrections and samples, the `to_tsquery` text and the rank of a match.

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

/** A query word as `wordsOf` reads it. */
export type ParsedWord = {
  /** Folded word as typed. */
  word: string;
  /** Whether indexed words start with it. */
  known: boolean;
  /** Close indexed words, when none starts with it. */
  corrections: string[];
  /** Documents holding the indexed words it stands for (those starting with it, else its corrections), counted per word. */
  documents: number;
  /** Up to WORD_SAMPLE of those documents, first in `dukan_sample_key` order; none for one letter, a word with digits, or one starting over SAMPLED_PREFIX_WORDS words. */
  sample: number[];
};

/** A query word with the words of the synonym list meaning the same (search-synonyms.ts). */
export type QueryWord = ParsedWord & {
  /** For a word no indexed word starts with, the words meaning the same, which it also finds: `headphones` → `slusalice`, `headset`. */
  synonyms: string[];
  /** The words meaning the same as it, one of its corrections or (the last word, still being typed) a word of the list it starts (`mous` → mouse's: `mice`, `mis`): they name categories (search-kinds.ts), they find nothing. */
  meanings: string[];
};

/** The query as given, cleaned: control characters and lone surrogates as spaces, at most 200 characters. */
export function clean(q: string): string {
  const text = q
    .slice(0, MAX_SEARCH_LENGTH * 4)
    .replace(/[\p{Cc}\p{Cs}]+/gu, " ")
    .trim();
  return Array.from(text).slice(0, MAX_SEARCH_LENGTH).join("").trimEnd();
}

/** What a match is ranked by (`rankOf`). */
export interface RankOf {
  /** The document's text relevance (`textRank`). */
  text: SQL;
  /** The product's category id. */
  category: SQL;
  /** The categories the query names or explains (search-kinds.ts). */
  kinds: KindLevels;
  /** The query as an item code (`codeOf`), compared with `itemCode`. */
  code?: string | null;
  itemCode?: SQL;
  /** The query is the product's item code, EAN or part number (`namedBy`). */
  named?: SQL | null;
}

/** Text relevance of a product's search document to the query, in [0, 1). */
export function textRank(document: SQL, tsquery: SQL): SQL {
  return sql`coalesce(ts_rank(${document}, ${tsquery}, 32), 0)`;
}

/**
 * Rank of a match: exact item code (or `named`: the query is the product's item code, EAN or
 * part number, `namedBy`) 2 +, item-code prefix 1 +, relevance in [0, 1): the level of the
 * product's category (search-kinds.ts: the kind the query names first, then the category that
 * says more of the query), then text relevance (`textRank`) within a level.
 */
export function rankOf({
  text,
  category,
  kinds,
  code = null,
  itemCode = sql``,
  named = null,
}: RankOf): SQL {
  const relevance =
    kinds.ids.length === 0
      ? text
      : sql`((coalesce((${sql.param(kinds.levels)}::int[])[array_position(${sql.param(kinds.ids)}::int[], ${category})], 0) + ${text}) / ${kinds.steps}::float8)`;
  if (code === null && named === null) return relevance;
  const exact = sql.join(
    [code === null ? null : sql`lower(${itemCode}) = ${code}`, named].filter(
      (condition) => condition !== null,
    ),
    sql` or `,
  );
  const prefix = code === null ? sql`` : sql` when starts_with(lower(${itemCode}), ${code}) then 1`;
  return sql`(case when ${exact} then 2${prefix} else 0 end + ${relevance})`;
}

/** The query as a code a buyer types, when it could be one: one word with a digit (`codeOf`), or an EAN typed with spaces. */
export function typedCodeOf(text: string): TypedCode | null {
  if (codeOf(text) === null && readEan13(text) === null) return null;
  return typedCode(normaliseItemCode(text));
}

/** The whole query, lower-cased, when it could be an item code (one word with a digit, no spaces). */
export function codeOf(text: string): string | null {
  return /^\S{2,64}$/u.test(text) && /\p{N}/u.test(text) ? text.toLowerCase() : null;
}

/**
 * The rows (word, n, known, corrections, documents, sample) of a query's words, folded and split in
 * the database as the documents were: for each, whether indexed words start with it, the indexed
 * words it stands for (those it starts, else its corrections: the words starting with it read with
 * two neighbouring letters swapped — the typo trigrams miss in a short word — then the words
 * closest by trigram similarity), their document count and their sample. Constants
 * are written into the text, so that one prepared statement's generic plan serves every query
 * instead of a plan made per call; `offset 0` keeps the corrections a subquery found once, not
 * copied into each of their uses.
 */
export function wordsOf(text: string): SQL {
  return sql`
    select q.word, q.n, p.known, c.corrections,
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
 * The words as a `to_tsquery('simple', …)` text: all of them (AND), each as a prefix, one of
 * its corrections or one of its synonyms (OR). A one-letter word is taken whole: as a prefix it
 * would match most of the catalogue.
 */
export function tsqueryOf(words: readonly QueryWord[]): string {
  return words
    .map((w) => {
      const options = [
        w.word.length === 1 ? lexeme(w.word) : `${lexeme(w.word)}:*`,
        ...w.corrections.map(lexeme),
        ...w.synonyms.map(lexeme),
      ];
      return options.length === 1 ? options[0] : `(${options.join(" | ")})`;
    })
    .join(" & ");
}

/** A word quoted for to_tsquery: alphanumerics only by construction, escaped all the same. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
