CREATE TABLE "feed_entries" (
	"product_id" integer NOT NULL,
	"format" text NOT NULL,
	"renderer" text NOT NULL,
	"product_xmin" "xid" NOT NULL,
	"product_updated_at" timestamp with time zone NOT NULL,
	"entry" text NOT NULL,
	"buyer_at" integer NOT NULL,
	CONSTRAINT "feed_entries_product_id_format_pk" PRIMARY KEY("product_id","format")
);
--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An entry is a few kilobytes: kept in its row, uncompressed (TOAST would compress it, and every feed
-- would decompress it again), up to the largest row a page holds.
ALTER TABLE "feed_entries" SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- A product's entries hold its pictures, its category's group code and slugs and its brand's name: a
-- change of those deletes the entries (the next feed renders them again). A change of the product itself
-- gives its row a new version, which the feed compares with the entry's (apps/backend/src/feeds/entries.ts).
CREATE FUNCTION product_pictures_feed_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM feed_entries WHERE product_id IN (SELECT product_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM feed_entries WHERE product_id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_pictures_inserted_feed AFTER INSERT ON product_pictures REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pictures_feed_entries();
--> statement-breakpoint
CREATE TRIGGER product_pictures_updated_feed AFTER UPDATE ON product_pictures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pictures_feed_entries();
--> statement-breakpoint
CREATE TRIGGER product_pictures_deleted_feed AFTER DELETE ON product_pictures REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pictures_feed_entries();
--> statement-breakpoint
CREATE FUNCTION categories_feed_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_entries WHERE product_id IN (SELECT p.id FROM products p WHERE p.category_id IN (SELECT id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_updated_feed AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION categories_feed_entries();
--> statement-breakpoint
CREATE FUNCTION brands_feed_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_entries WHERE product_id IN (SELECT p.id FROM products p WHERE p.brand_id IN (SELECT id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_updated_feed AFTER UPDATE ON brands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brands_feed_entries();
