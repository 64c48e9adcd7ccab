import { MAX_SEARCH_LENGTH, type Suggestions } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products, productSearch } from "../db/schema.ts";

/**
 * Typo-tolerant product search, the same on PGlite and PostgreSQL 15.
 *
 * Every product has one folded document in `product_search`: item code, names in both
 * languages, brand, category with its parents. `dukan_search_text` (migration 0005) lower-cases,
 * drops diacritics (č ć → c, đ → d, š → s, ž → z) and splits at everything but letters and
 * digits, for documents and queries alike. Each query word becomes "a word starting with it"
 * (`tipk` → `tipk:*`) and, when no indexed word starts with it, also the closest words of
 * `search_words` by trigram similarity (`tipkovnca` → `tipkovnica`). All words must match: an
 * AND of ORs, answered by the GIN index of the documents.
 */

/** Fragments over the `products` table for a catalogue listing that searches. */
export interface ProductMatch {
  /** AND it into the listing's WHERE. */
  where: SQL;
  /** ORDER BY it DESC (then a unique tie-breaker): exact item code, then item-code prefix, then text relevance. */
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
/** Trigram similarity of a category or brand word that counts as the same word. */
const MIN_NAME_SIMILARITY = 0.4;
/**
 * Suggestions rank at most this many matching documents (the first ones the index finds), so that
 * a word half the catalogue holds answers as fast as a rare one. Listings rank every match.
 */
const SUGGEST_SAMPLE = 200;
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 3;
const SUGGESTED_BRANDS = 3;
/** Categories and brands are read into memory for suggestions and may be this old. */
const NAMES_TTL_MS = 30_000;

interface QueryWord {
  /** Folded word as typed. */
  word: string;
  /** Some indexed word starts with it. */
  known: boolean;
  /** Close indexed words, when none starts with it. */
  corrections: string[];
}

interface ParsedQuery {
  words: QueryWord[];
  /** The whole query, lower-cased, when it could be an item code (one word with a digit, no spaces). */
  code: string | null;
}

interface NamedRow {
  id: number;
  /** Folded words of the names in both languages. */
  words: string[];
  /** First word of each name, usually what the category is ("Miševi", "Podloge za miš"). */
  heads: string[];
}
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

const emptySuggestions = (): Suggestions => ({ products: [], categories: [], brands: [] });

export function searchService(db: Db, now: () => number = Date.now) {
  let names: { at: number; value: Promise<Names> } | undefined;

  /** The query as given, cleaned: control characters and lone surrogates as spaces, at most 200 characters. */
  function clean(q: string): string {
    const text = q
      .slice(0, MAX_SEARCH_LENGTH * 4)
      .replace(/[\p{Cc}\p{Cs}]+/gu, " ")
      .trim();
    return Array.from(text).slice(0, MAX_SEARCH_LENGTH).join("").trimEnd();
  }

  /** Folds and splits the query in the database, finding for each word whether it is known, else its corrections. */
  async function parse(text: string): Promise<ParsedQuery> {
    const { rows } = await db.execute<{ word: string; known: boolean; corrections: string[] }>(sql`
      select t.word, t.known,
        case when t.known or length(t.word) < 3 or t.word ~ '[0-9]' then '{}'::text[]
        else array(
          select w.word from search_words w
          where w.word % t.word and similarity(w.word, t.word) >= ${MIN_SIMILARITY}
            and abs(length(w.word) - length(t.word)) <= greatest(2, length(t.word) / 3)
          order by similarity(w.word, t.word) desc, w.documents desc, w.word
          limit ${MAX_CORRECTIONS}
        ) end as corrections
      from (
        select q.word, q.n, exists (
          select 1 from search_words w
          where w.word like replace(replace(replace(q.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        ) as known
        from (
          select left(s.word, ${MAX_WORD_LENGTH}) as word, min(s.n) as n
          from regexp_split_to_table(dukan_search_text(${text}), ' ') with ordinality as s(word, n)
          where s.word <> ''
          group by 1
          order by n
          limit ${MAX_WORDS}
        ) q
        offset 0
      ) t
      order by t.n`);
    const words = rows.map((r) => ({ word: r.word, known: r.known, corrections: r.corrections }));
    const code = /^\S{2,64}$/u.test(text) && /\p{N}/u.test(text) ? text.toLowerCase() : null;
    return { words, code };
  }

  /**
   * The words as a `to_tsquery('simple', …)` text: all of them (AND), each as a prefix or one of
   * its corrections (OR). A one-letter word is taken whole: as a prefix it would match most of
   * the catalogue.
   */
  function tsqueryOf(words: readonly QueryWord[]): string {
    return words
      .map((w) => {
        const options = [w.word.length === 1 ? lexeme(w.word) : `${lexeme(w.word)}:*`, ...w.corrections.map(lexeme)];
        return options.length === 1 ? options[0] : `(${options.join(" | ")})`;
      })
      .join(" & ");
  }

  /** Rank of a document: exact item code 2 +, item-code prefix 1 +, text relevance in [0, 1). */
  function rankOf(document: SQL, tsquery: SQL, code: string | null, itemCode: SQL): SQL {
    const text = sql`coalesce(ts_rank(${document}, ${tsquery}, 32), 0)`;
    if (code === null) return text;
    return sql`(case when lower(${itemCode}) = ${code} then 2 when starts_with(lower(${itemCode}), ${code}) then 1 else 0 end + ${text})`;
  }

  /**
   * Search condition and rank for a catalogue listing; null for an empty query. A query with
   * nothing searchable in it (only punctuation) matches nothing.
   */
  async function match(q: string): Promise<ProductMatch | null> {
    const text = clean(q);
    if (text === "") return null;
    const parsed = await parse(text);
    if (parsed.words.length === 0) return { where: sql`false`, rank: sql`cast(0 as real)` };
    const tsquery = sql`to_tsquery('simple', ${tsqueryOf(parsed.words)})`;
    return {
      where: sql`${products.id} in (select ${productSearch.productId} from ${productSearch} where ${productSearch.document} @@ ${tsquery})`,
      rank: rankOf(
        sql`(select ${productSearch.document} from ${productSearch} where ${productSearch.productId} = ${products.id})`,
        tsquery,
        parsed.code,
        sql`${products.itemCode}`,
      ),
    };
  }

  /** What the search box offers while typing: active products, categories and brands. */
  async function suggest(q: string): Promise<Suggestions> {
    const text = clean(q);
    if (text === "") return emptySuggestions();
    const [parsed, known] = await Promise.all([parse(text), loadNames()]);
    if (parsed.words.length === 0) return emptySuggestions();
    const tsquery = sql`to_tsquery('simple', ${tsqueryOf(parsed.words)})`;
    const rank = rankOf(sql`s.document`, tsquery, parsed.code, sql`p.item_code`);
    const { rows } = await db.execute<{
      id: number;
      item_code: string;
      name_hr: string;
      name_en: string;
      slug_hr: string;
      slug_en: string;
      category_id: number;
      picture_url: string | null;
    }>(sql`
      select x.id, x.item_code, x.name_hr, x.name_en, x.slug_hr, x.slug_en, x.category_id,
        (select pp.url from product_pictures pp where pp.product_id = x.id and pp.position = 0) as picture_url
      from (
        select p.id, p.item_code, p.name_hr, p.name_en, p.slug_hr, p.slug_en, p.category_id, ${rank} as score
        from dukan_search_sample(${tsquery}, ${SUGGEST_SAMPLE}) s
        join products p on p.id = s.product_id
        where p.active
        order by score desc, p.id
        limit ${SUGGESTED_PRODUCTS}
      ) x
      order by x.score desc, x.id`);
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
      categories: bestNamed(lookup.categories, parsed.words, SUGGESTED_CATEGORIES).map((c) => ({
        id: c.id,
        slug_hr: c.slug_hr,
        slug_en: c.slug_en,
        name_hr: c.name_hr,
        name_en: c.name_en,
      })),
      brands: bestNamed(lookup.brands, parsed.words, SUGGESTED_BRANDS).map((b) => ({ id: b.id, slug: b.slug, name: b.name })),
    };
  }

  /** Categories and brands with their folded words, kept in memory for a while. */
  function loadNames(): Promise<Names> {
    if (names && now() - names.at <= NAMES_TTL_MS) return names.value;
    const value = (async (): Promise<Names> => {
      const [categoryRows, brandRows] = await Promise.all([
        db.execute<Omit<CategoryRow, keyof NamedRow> & { id: number; folded_hr: string; folded_en: string }>(sql`
          select id, slug_hr, slug_en, name_hr, name_en,
            dukan_search_text(name_hr) as folded_hr, dukan_search_text(name_en) as folded_en
          from categories order by position, id`),
        db.execute<Omit<BrandRow, keyof NamedRow> & { id: number; folded: string }>(sql`
          select id, slug, name, dukan_search_text(name) as folded from brands order by name, id`),
      ]);
      const categories = categoryRows.rows.map(({ folded_hr, folded_en, ...c }) => ({ ...c, ...namedWords(folded_hr, folded_en) }));
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

  /**
   * Rebuilds the whole index from the current products, brands and categories: every product's
   * document, then the word list. Run it after seeding or an import, and after renaming a brand
   * or category.
   */
  async function refreshIndex(): Promise<void> {
    await db.transaction(async (tx) => {
      // TRUNCATE leaves no dead rows behind (a DELETE would double the table and its index until a
      // vacuum); searches wait for the rebuild's commit meanwhile.
      await tx.execute(sql`truncate product_search, search_words`);
      await tx.execute(sql`insert into product_search (product_id, document) ${documentsOf(undefined)}`);
      await tx.execute(sql`
        insert into search_words (word, documents)
        select word, max(documents) from (
          select word, ndoc as documents from ts_stat('select document from product_search', 'BCD')
          union all
          select regexp_split_to_table(dukan_search_text(name), ' '), 0 from brands
          union all
          select regexp_split_to_table(dukan_search_text(name_hr || ' ' || name_en), ' '), 0 from categories
        ) w
        where length(word) >= 2 and word !~ '[0-9]'
        group by word`);
    });
    // Move what the insert left in the GIN index's pending list into the index proper: a search
    // reads the pending list from end to end (PGlite has no autovacuum to do it).
    await db.execute(sql`select gin_clean_pending_list('product_search_document_idx'::regclass)`);
    await db.execute(sql`analyze product_search`);
    await db.execute(sql`analyze search_words`);
    names = undefined;
  }

  /**
   * Re-indexes some products after they were added or changed (names, item code, brand,
   * category); a deleted product leaves the index by itself. Their new words join the word list.
   */
  async function refreshProducts(productIds: readonly number[]): Promise<void> {
    const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return;
    const idList = sql`(select unnest(${`{${ids.join(",")}}`}::int[]))`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into product_search (product_id, document) ${documentsOf(sql`p.id in ${idList}`)}
        on conflict (product_id) do update set document = excluded.document`);
      await tx.execute(sql`
        insert into search_words (word, documents)
        select u.lexeme, count(*)
        from product_search s cross join lateral unnest(s.document) as u(lexeme, positions, weights)
        where s.product_id in ${idList} and length(u.lexeme) >= 2 and u.lexeme !~ '[0-9]'
          and u.weights && array['B', 'C', 'D']
        group by u.lexeme
        on conflict (word) do nothing`);
    });
  }

  return { match, suggest, refreshIndex, refreshProducts };
}

/**
 * SELECT of (product_id, document) for the products passing `filter` (over `products p`).
 * Weights: item code A, names B, brand C, category with its parents D.
 */
function documentsOf(filter: SQL | undefined): SQL {
  return sql`
    with recursive category_path (id, words, depth) as (
      select id, dukan_search_text(name_hr || ' ' || name_en), 1 from categories where parent_id is null
      union all
      select c.id, cp.words || ' ' || dukan_search_text(c.name_hr || ' ' || c.name_en), cp.depth + 1
      from categories c join category_path cp on c.parent_id = cp.id
      where cp.depth < 20
    ),
    category_documents as (select id, setweight(to_tsvector('simple', words), 'D') as document from category_path),
    brand_documents as (select id, setweight(to_tsvector('simple', dukan_search_text(name)), 'C') as document from brands)
    select p.id,
      setweight(to_tsvector('simple', dukan_search_text(p.item_code)), 'A')
        || setweight(to_tsvector('simple', dukan_search_text(p.name_hr || ' ' || p.name_en)), 'B')
        || coalesce(b.document, ''::tsvector)
        || coalesce(c.document, ''::tsvector)
    from products p
    left join brand_documents b on b.id = p.brand_id
    left join category_documents c on c.id = p.category_id
    ${filter === undefined ? sql`` : sql`where ${filter}`}`;
}

/** A word quoted for to_tsquery: alphanumerics only by construction, escaped all the same. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

function namedWords(...folded: string[]): { words: string[]; heads: string[] } {
  const names = folded.map((f) => f.split(" ").filter((w) => w !== ""));
  return { words: [...new Set(names.flat())], heads: names.map((n) => n[0] ?? "").filter((w) => w !== "") };
}

/**
 * Categories or brands whose names match most query words. A name word matches a query word when
 * it is the same, starts with it (two letters or more), is one of its corrections, or is close by
 * trigram similarity (which also catches Croatian endings: `tipkovnica` ~ `tipkovnice`, `mis` ~
 * `misevi`). A match on the first word of a name counts more: "Miševi" before "Podloge za miš".
 */
function bestNamed<T extends NamedRow>(rows: readonly T[], words: readonly QueryWord[], limit: number): T[] {
  const scored: Array<{ row: T; matched: number; score: number }> = [];
  for (const row of rows) {
    let matched = 0;
    let score = 0;
    for (const query of words) {
      let best = 0;
      for (const word of row.words) {
        let points = 0;
        if (word === query.word) points = 3;
        else if (query.word.length >= 2 && word.startsWith(query.word)) points = 2.5;
        else if (query.corrections.includes(word)) points = 2;
        else if (query.word.length >= 3) {
          const similarity = trigramSimilarity(word, query.word);
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
  scored.sort((a, b) => b.matched - a.matched || b.score - a.score || a.row.words.length - b.row.words.length || a.row.id - b.row.id);
  const most = scored[0]?.matched ?? 0;
  return scored
    .filter((s) => s.matched === most)
    .slice(0, limit)
    .map((s) => s.row);
}

/** pg_trgm's similarity of two words: shared trigrams of "  word " over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  if (a === "" || b === "") return 0;
  const x = trigrams(a);
  const y = trigrams(b);
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
