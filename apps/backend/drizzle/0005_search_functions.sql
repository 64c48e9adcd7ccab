-- Search helpers used by apps/backend/src/search/service.ts, for documents and queries alike.
-- dukan_fold(text): lower case without diacritics (č ć → c, đ → d, š → s, ž → z, ß → ss, …).
-- dukan_search_text(text): folded, every run of other characters than letters and digits made one
-- space: the words of a search document or query, split the same way on both sides.
-- unaccent() is only STABLE (its dictionary could change); these wrappers name the dictionary and
-- are declared IMMUTABLE, the usual way to use it in indexes. The extension's schema is looked up
-- so that the functions work wherever migration 0000 created it.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'unaccent';
  IF ext_schema IS NULL THEN
    RAISE EXCEPTION 'the unaccent extension is missing (migration 0000 creates it)';
  END IF;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION dukan_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT '
    'AS $f$ SELECT lower(%1$I.unaccent(%2$L::regdictionary, $1)) $f$',
    ext_schema, quote_ident(ext_schema) || '.unaccent');
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION dukan_search_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT '
    'AS $f$ SELECT btrim(regexp_replace(lower(%1$I.unaccent(%2$L::regdictionary, $1)), ''[^[:alnum:]]+'', '' '', ''g'')) $f$',
    ext_schema, quote_ident(ext_schema) || '.unaccent');
END
$$;
--> statement-breakpoint
-- Plan searches without statistics of the documents: the default estimate (0.5 % of the rows)
-- keeps every search on the GIN index. With statistics, a common word such as "staklo" (half the
-- catalogue) turns the planner to scans in id order that must read the whole table when the
-- matches are clustered.
ALTER TABLE "product_search" ALTER COLUMN "document" SET STATISTICS 0;
--> statement-breakpoint
-- Index the products a database already holds (a fresh one has none; seeding indexes its own).
-- The same statements as searchService(db).refreshIndex(), which rebuilds the index later.
INSERT INTO "product_search" ("product_id", "document")
WITH RECURSIVE category_path (id, words, depth) AS (
  SELECT id, dukan_search_text(name_hr || ' ' || name_en), 1 FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, cp.words || ' ' || dukan_search_text(c.name_hr || ' ' || c.name_en), cp.depth + 1
  FROM categories c JOIN category_path cp ON c.parent_id = cp.id
  WHERE cp.depth < 20
),
category_documents AS (SELECT id, setweight(to_tsvector('simple', words), 'D') AS document FROM category_path),
brand_documents AS (SELECT id, setweight(to_tsvector('simple', dukan_search_text(name)), 'C') AS document FROM brands)
SELECT p.id,
  setweight(to_tsvector('simple', dukan_search_text(p.item_code)), 'A')
    || setweight(to_tsvector('simple', dukan_search_text(p.name_hr || ' ' || p.name_en)), 'B')
    || coalesce(b.document, ''::tsvector)
    || coalesce(c.document, ''::tsvector)
FROM products p
LEFT JOIN brand_documents b ON b.id = p.brand_id
LEFT JOIN category_documents c ON c.id = p.category_id;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "documents")
SELECT word, max(documents) FROM (
  SELECT word, ndoc AS documents FROM ts_stat('SELECT document FROM product_search', 'BCD')
  UNION ALL
  SELECT regexp_split_to_table(dukan_search_text(name), ' '), 0 FROM brands
  UNION ALL
  SELECT regexp_split_to_table(dukan_search_text(name_hr || ' ' || name_en), ' '), 0 FROM categories
) w
WHERE length(word) >= 2 AND word !~ '[0-9]'
GROUP BY word;
