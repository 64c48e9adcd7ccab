-- The products trigger's note of an UPDATE also says, with the key 'listing-counts', whether the
-- change may alter a listing's counts (totals, facets, brands' numbers of products): a change of
-- any column but the stock, the version and updated_at, or a stock that crossed zero (the "in
-- stock" filter). The back end drops its kept counts only then (catalogue/service.ts), so every
-- order's stock decrement no longer makes each listing count its products anew.
CREATE OR REPLACE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO catalogue_changes (keys)
    SELECT CASE WHEN (SELECT count(*) FROM new_rows) > 500 THEN ARRAY['*'] ELSE
      ARRAY['products']
      || CASE WHEN EXISTS (SELECT FROM new_rows n JOIN old_rows o ON o.id = n.id
                           WHERE n.active IS DISTINCT FROM o.active OR n.category_id IS DISTINCT FROM o.category_id)
         THEN ARRAY['category-counts'] ELSE ARRAY[]::text[] END
      || CASE WHEN EXISTS (SELECT FROM new_rows n JOIN old_rows o ON o.id = n.id
                           WHERE (n.stock > 0) IS DISTINCT FROM (o.stock > 0)
                              OR to_jsonb(n) - ARRAY['stock', 'version', 'updated_at']
                                 IS DISTINCT FROM to_jsonb(o) - ARRAY['stock', 'version', 'updated_at'])
         THEN ARRAY['listing-counts'] ELSE ARRAY[]::text[] END
      || ARRAY(SELECT 'product:' || id FROM new_rows)
      || ARRAY(
        WITH RECURSIVE above(id) AS (
          SELECT category_id FROM new_rows
          UNION
          SELECT category_id FROM old_rows
          UNION
          SELECT c.parent_id FROM categories c JOIN above a ON c.id = a.id WHERE c.parent_id IS NOT NULL
        )
        SELECT 'category:' || id FROM above WHERE id IS NOT NULL)
    END
    WHERE EXISTS (SELECT FROM new_rows);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN SELECT count(*) INTO changed FROM old_rows;
  ELSE SELECT count(*) INTO changed FROM new_rows;
  END IF;
  IF changed = 0 THEN RETURN NULL; END IF;
  IF changed > 500 THEN
    PERFORM note_catalogue_change(ARRAY['*']);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM new_rows), ARRAY(SELECT category_id FROM new_rows), true));
  ELSE
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM old_rows), ARRAY(SELECT category_id FROM old_rows), true));
  END IF;
  RETURN NULL;
END
$$;
