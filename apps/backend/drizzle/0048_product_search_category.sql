-- Each search document carries its product's category (catalogue/search-suggestions.ts): a
-- suggestion ranks its sample's matches by the kind of product the query names reading only
-- product_search, and reads the products table for the best few alone. Written with the document
-- (catalogue/search-index.ts), from the view below; a product's category change re-indexes it.
ALTER TABLE "product_search" ADD COLUMN "category_id" integer;
--> statement-breakpoint
UPDATE "product_search" s SET "category_id" = p."category_id" FROM "products" p WHERE p."id" = s."product_id";
--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_id" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW "product_search_documents" AS
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
    || coalesce(c.document, ''::tsvector) AS document,
  p.category_id
FROM products p
LEFT JOIN brand_documents b ON b.id = p.brand_id
LEFT JOIN category_documents c ON c.id = p.category_id;
