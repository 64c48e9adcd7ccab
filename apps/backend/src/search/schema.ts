import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "../catalogue/schema.ts";

// Search (apps/backend/src/search), rebuilt by searchService(db).refreshIndex(). Migrations
// 0005-0007 add the folding functions (dukan_fold, dukan_search_text), the suggestion sample
// (dukan_search_sample) and planner settings of product_search.

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** One folded full-text document a product: item code (weight A), names (B), brand (C), category path (D). */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
  },
  (t) => [index("product_search_document_idx").using("gin", t.document)],
);

/** Distinct folded words of product names, brands and categories, found by trigram similarity to correct typos. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /** How many product documents hold the word (a tie-breaker between equally close corrections). */
    documents: integer("documents").notNull().default(0),
    /**
     * Up to 64 of the products whose documents hold the word: those first in `dukan_sample_key`
     * order, a fixed pseudo-random order of product ids (migration 0012). Suggestions rank a
     * sample from here instead of collecting every match from the GIN index.
     */
    sample: integer("sample")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
