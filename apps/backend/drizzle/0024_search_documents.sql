-- The search document of every product and the words of the word list, defined once as views: the
-- search service (apps/backend/src/search/service.ts) builds and refreshes its index from them.
-- Weights: item code A, names B, brand C, category with its parents D.
CREATE VIEW "product_search_documents" AS
WITH RECURSIVE category_path (id, words, depth) AS (
  SELECT id, dukan_search_text(name_hr || ' ' || name_en), 1 FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, cp.words || ' ' || dukan_search_text(c.name_hr || ' ' || c.name_en), cp.depth + 1
  FROM categories c JOIN category_path cp ON c.parent_id = cp.id
  WHERE cp.depth < 20
),
category_documents AS (SELECT id, setweight(to_tsvector('simple', words), 'D') AS document FROM category_path),
brand_documents AS (SELECT id, setweight(to_tsvector('simple', dukan_search_text(name)), 'C') AS document FROM brands)
SELECT p.id AS product_id,
  setweight(to_tsvector('simple', dukan_search_text(p.item_code)), 'A')
    || setweight(to_tsvector('simple', dukan_search_text(p.name_hr || ' ' || p.name_en)), 'B')
    || coalesce(b.document, ''::tsvector)
    || coalesce(c.document, ''::tsvector) AS document
FROM products p
LEFT JOIN brand_documents b ON b.id = p.brand_id
LEFT JOIN category_documents c ON c.id = p.category_id;
--> statement-breakpoint
-- The word list's words: every indexed word of names, brands and categories (not item codes) with
-- the number of documents holding it, and every brand's and category's own words (0 documents when
-- no product has them yet). Words of one letter or with a digit are left out.
CREATE VIEW "search_word_counts" AS
SELECT word, max(documents) AS documents FROM (
  SELECT word, ndoc AS documents FROM ts_stat('SELECT document FROM product_search', 'BCD')
  UNION ALL
  SELECT regexp_split_to_table(dukan_search_text(name), ' '), 0 FROM brands
  UNION ALL
  SELECT regexp_split_to_table(dukan_search_text(name_hr || ' ' || name_en), ' '), 0 FROM categories
) w
WHERE length(word) >= 2 AND word !~ '[0-9]'
GROUP BY word;
