CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_changed_at_idx" ON "catalogue_changes" USING btree ("changed_at");--> statement-breakpoint
-- What a change of products touches: each product, its category with every category above it (a
-- listing shows its subcategories' products), the listings of the whole catalogue, and the
-- category tree's counts when products came, went, moved or were switched on or off. A
-- statement changing more than 500 products (an import) touches everything.
CREATE FUNCTION catalogue_product_keys(product_ids integer[], category_ids integer[], counts boolean) RETURNS text[]
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
CREATE FUNCTION note_catalogue_change(keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_changes (keys) SELECT keys WHERE cardinality(keys) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM new_rows), ARRAY(SELECT category_id FROM new_rows), true))
    WHERE EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows),
      ARRAY(SELECT category_id FROM new_rows UNION SELECT category_id FROM old_rows),
      EXISTS (SELECT FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.active IS DISTINCT FROM o.active OR n.category_id IS DISTINCT FROM o.category_id)))
    WHERE EXISTS (SELECT FROM new_rows);
  ELSE
    PERFORM note_catalogue_change(catalogue_product_keys(
      ARRAY(SELECT id FROM old_rows), ARRAY(SELECT category_id FROM old_rows), true))
    WHERE EXISTS (SELECT FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
-- Pictures and related products show with their product (and its listings).
CREATE FUNCTION product_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN ids := ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  ELSE ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM note_catalogue_change(catalogue_product_keys(ids, ARRAY(SELECT category_id FROM products WHERE id = ANY(ids)), false));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_pictures_inserted AFTER INSERT ON product_pictures REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_pictures_updated AFTER UPDATE ON product_pictures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_pictures_deleted AFTER DELETE ON product_pictures REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER related_products_inserted AFTER INSERT ON related_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER related_products_updated AFTER UPDATE ON related_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER related_products_deleted AFTER DELETE ON related_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
-- Categories and brands appear on every page (the menu, names on every product): everything.
CREATE FUNCTION everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change(ARRAY['*']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION everything_changed();
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION everything_changed();
--> statement-breakpoint
-- Site settings are on every page (footer, info bars) and in page texts' placeholders.
CREATE FUNCTION settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change(ARRAY['settings']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_changed();
--> statement-breakpoint
CREATE FUNCTION info_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_catalogue_change(ARRAY(SELECT DISTINCT 'page:' || key FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM note_catalogue_change(ARRAY(SELECT 'page:' || key FROM new_rows UNION SELECT 'page:' || key FROM old_rows));
  ELSE
    PERFORM note_catalogue_change(ARRAY(SELECT DISTINCT 'page:' || key FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER info_pages_inserted AFTER INSERT ON info_pages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION info_pages_changed();
--> statement-breakpoint
CREATE TRIGGER info_pages_updated AFTER UPDATE ON info_pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION info_pages_changed();
--> statement-breakpoint
CREATE TRIGGER info_pages_deleted AFTER DELETE ON info_pages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION info_pages_changed();
--> statement-breakpoint
CREATE FUNCTION downloads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change(ARRAY['downloads']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER download_files_changed AFTER INSERT OR UPDATE OR DELETE ON download_files
  FOR EACH STATEMENT EXECUTE FUNCTION downloads_changed();
