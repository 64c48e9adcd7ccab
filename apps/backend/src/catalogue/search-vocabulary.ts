import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type KindRow, kindRow } from "./search-kinds.ts";
import { englishHeads, type NamedRow, namedWords, wordsOf } from "./search-names.ts";
import { type SynonymList, synonymList } from "./search-synonyms.ts";

/** Categories and brands are read into memory for searching and may be this old. */
const NAMES_TTL_MS = 30_000;

export interface CategoryRow extends NamedRow {
  parentId: number | null;
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
  /** Folded words of each of its names (Croatian, English). */
  names: string[][];
  /** Heads of its English name (`englishHeads`). */
  englishHeads: string[];
}
export interface BrandRow extends NamedRow {
  slug: string;
  name: string;
}
export interface Names {
  categories: CategoryRow[];
  categoriesById: Map<number, CategoryRow>;
  /** The categories as the kind ranking reads them (search-kinds.ts). */
  kinds: KindRow[];
  brands: BrandRow[];
  synonyms: SynonymList;
}

export type SearchVocabulary = ReturnType<typeof searchVocabulary>;

/**
 * The names of the categories and brands with their folded words, which search matches queries
 * against (the suggested categories and brands, the kind of product a query names), and the
 * synonym list, kept in memory for a while.
 */
export function searchVocabulary(db: Db, now: () => number) {
  let names: { at: number; value: Promise<Names> } | undefined;

  /** The names as kept, or read anew when older than NAMES_TTL_MS. */
  function load(): Promise<Names> {
    if (names && now() - names.at <= NAMES_TTL_MS) return names.value;
    const value = read();
    const entry = { at: now(), value };
    names = entry;
    value.catch(() => {
      if (names === entry) names = undefined;
    });
    return value;
  }

  /** The names read anew (the index was rebuilt, or a category is newer than the copy in memory). */
  function forget(): void {
    names = undefined;
  }

  async function read(): Promise<Names> {
    const [categoryRows, brandRows, synonymRows] = await Promise.all([
      db.execute<
        Omit<CategoryRow, keyof NamedRow | "parentId" | "names" | "englishHeads"> & {
          id: number;
          parent_id: number | null;
          folded_hr: string;
          folded_en: string;
        }
      >(sql`
        select id, parent_id, slug_hr, slug_en, name_hr, name_en,
          dukan_search_text(name_hr) as folded_hr, dukan_search_text(name_en) as folded_en
        from categories order by position, id`),
      db.execute<Omit<BrandRow, keyof NamedRow> & { id: number; folded: string }>(sql`
        select id, slug, name, dukan_search_text(name) as folded from brands order by name, id`),
      db.execute<{ meaning: string; word: string }>(
        sql`select meaning, word from search_synonyms order by meaning, word`,
      ),
    ]);
    const categories = categoryRows.rows.map(
      ({ parent_id, folded_hr, folded_en, ...c }): CategoryRow => {
        const heads = englishHeads(folded_en);
        return {
          ...c,
          ...namedWords([folded_hr, folded_en], [...wordsOf(folded_hr).slice(0, 1), ...heads]),
          parentId: parent_id,
          names: [wordsOf(folded_hr), wordsOf(folded_en)],
          englishHeads: heads,
        };
      },
    );
    const brands = brandRows.rows.map(({ folded, ...b }) => ({ ...b, ...namedWords([folded]) }));
    const categoriesById = new Map(categories.map((c) => [c.id, c]));
    return {
      categories,
      categoriesById,
      kinds: categories.map((c) => kindRow(c, categoriesById)),
      brands,
      synonyms: synonymList(synonymRows.rows),
    };
  }

  return { load, forget };
}
