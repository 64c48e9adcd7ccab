-- The keys of a change of products (as in 0018; repeated so that a database migrated with an early
-- draft of 0018 has it too).
CREATE OR REPLACE FUNCTION catalogue_product_keys(product_ids integer[], category_ids integer[], counts boolean) RETURNS text[]
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE above(id) AS (
    SELECT DISTINCT unnest(category_ids)
    UNION
    SELECT c.parent_id FROM categories c JOIN above a ON c.id = a.id WHERE c.parent_id IS NOT NULL
  )
  SELECT CASE WHEN cardinality(product_ids) > 500 THEN ARRAY['*'] ELSE
    ARRAY['products']
    || CASE WHEN counts THEN ARRAY['category-counts'] ELSE ARRAY[]::text[] END
    || ARRAY(SELECT DISTINCT 'product:' || p FROM unnest(product_ids) AS p)
    || ARRAY(SELECT 'category:' || id FROM above WHERE id IS NOT NULL)
  END
$$;
--> statement-breakpoint
-- A statement changing many products (an import, a price list, a benchmark's setup) touches
-- everything: counted first, so the old and new rows of 100,000 products are never joined
-- (transition tables have no index: that join ran for minutes).
CREATE OR REPLACE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN SELECT count(*) INTO changed FROM old_rows;
  ELSE SELECT count(*) INTO changed FROM new_rows;
  END IF;
  IF changed = 0 THEN RETURN NULL; END IF;
  IF changed > 500 THEN
    PERFORM note_catalogue_change(ARRAY['*']);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM new_rows), ARRAY(SELECT category_id FROM new_rows), true));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows),
      ARRAY(SELECT category_id FROM new_rows UNION SELECT category_id FROM old_rows),
      EXISTS (SELECT FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.active IS DISTINCT FROM o.active OR n.category_id IS DISTINCT FROM o.category_id)));
  ELSE
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM old_rows), ARRAY(SELECT category_id FROM old_rows), true));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN ids := ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  ELSE ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM note_catalogue_change(ARRAY['*']);
  ELSIF cardinality(ids) > 0 THEN
    PERFORM note_catalogue_change(catalogue_product_keys(ids, ARRAY(SELECT category_id FROM products WHERE id = ANY(ids)), false));
  END IF;
  RETURN NULL;
END
$$;
