-- The staff's list of products without a picture (catalogue/admin-list.ts) reads a partial index instead of
-- looking for each product's pictures: the count of a product's pictures is kept on the product, set by every
-- change of its pictures under the product's lock (catalogue/pictures.ts) and by the demo seed.
ALTER TABLE "products" ADD COLUMN "picture_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "picture_count" = c.pictures
  FROM (SELECT "product_id", count(*)::smallint AS pictures FROM "product_pictures" GROUP BY "product_id") c
  WHERE p."id" = c."product_id";--> statement-breakpoint
CREATE INDEX "products_without_picture_idx" ON "products" USING btree ("id") WHERE picture_count = 0;
