import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * The search index's writing (catalogue/search.ts reads it): each product's document in
 * `product_search` from migration 0024's view `product_search_documents`, and the word list
 * `search_words` with each word's count and sample.
 */

/**
 * Products kept per word in `search_words.sample` (migration 0012): those first in
 * `dukan_sample_key` order, a fixed pseudo-random order of product ids. A suggestion ranks the
 * sample of its rarest word, so a word half the catalogue holds answers as fast as a rare one.
 */
export const WORD_SAMPLE = 64;

export function searchIndex(db: Db) {
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
      await tx.execute(
        sql`insert into product_search (product_id, document, category_id) ${documentsOf(undefined)}`,
      );
      await tx.execute(sql`
        insert into search_words (word, documents, sample)
        select w.word, w.documents, ${sampleOf(sql`w.word`)} from search_word_counts w`);
    });
    // Move what the insert left in the GIN index's pending list into the index proper: a search
    // reads the pending list from end to end (PGlite has no autovacuum to do it).
    await db.execute(sql`select gin_clean_pending_list('product_search_document_idx'::regclass)`);
    await db.execute(sql`analyze product_search`);
    await db.execute(sql`analyze search_words`);
  }

  /**
   * Re-indexes some products after they were added or changed (names, item code, brand,
   * category); a deleted product leaves the index by itself. Their new words join the word list.
   */
  async function refreshProducts(productIds: readonly number[]): Promise<void> {
    const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return;
    const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
    await db.transaction(async (tx) => {
      // `= any(…)`, a condition on the view's own column, reaches the products table inside the view
      // (an index read of these products); `in (select …)` joined the whole view instead, building
      // every product's document first (10 s for one product of 100,000).
      await tx.execute(sql`
        insert into product_search (product_id, document, category_id) ${documentsOf(sql`product_id = any(${idArray})`)}
        on conflict (product_id) do update set document = excluded.document, category_id = excluded.category_id`);
      await tx.execute(sql`
        insert into search_words (word, documents)
        select u.lexeme, count(*)
        from product_search s cross join lateral unnest(s.document) as u(lexeme, positions, weights)
        where s.product_id = any(${idArray}) and length(u.lexeme) >= 2 and u.lexeme !~ '[0-9]'
          and u.weights && array['B', 'C', 'D']
        group by u.lexeme
        on conflict (word) do nothing`);
      // The products may now belong in the samples of their words (a product that lost a word stays
      // in its sample until the next refreshIndex, where the query's own check leaves it out).
      await tx.execute(sql`
        update search_words w set sample = array(
          select d.id from (select distinct unnest(w.sample || n.ids) as id) d
          order by dukan_sample_key(d.id), d.id
          limit ${sql.raw(String(WORD_SAMPLE))}
        )
        from (
          select u.lexeme, array_agg(s.product_id) as ids
          from product_search s cross join lateral unnest(s.document) as u(lexeme, positions, weights)
          where s.product_id = any(${idArray})
          group by u.lexeme
        ) n
        where w.word = n.lexeme`);
    });
  }

  return { refreshIndex, refreshProducts };
}

/** SELECT of (product_id, document, category_id) of the products passing `filter` (the view of migrations 0024 and 0048). */
function documentsOf(filter: SQL | undefined): SQL {
  const where = filter === undefined ? sql`` : sql`where ${filter}`;
  return sql`select product_id, document, category_id from product_search_documents ${where}`;
}

/** A word's sample: the first WORD_SAMPLE products holding it in `dukan_sample_key` order (`word` is an indexed word, a lexeme). */
function sampleOf(word: SQL): SQL {
  return sql`array(
    select s.product_id from product_search s
    where s.document @@ quote_literal(${word})::tsquery
    order by dukan_sample_key(s.product_id), s.product_id
    limit ${sql.raw(String(WORD_SAMPLE))}
  )`;
}
