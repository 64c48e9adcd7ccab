-- The staff's list of a category sorted by name (catalogue/admin-list.ts): the name indexes carry the category and
-- the active flag after their key, so the page's ids are read from the index alone (an index-only scan).
DROP INDEX "products_name_hr_idx";--> statement-breakpoint
DROP INDEX "products_name_en_idx";--> statement-breakpoint
CREATE INDEX "products_name_hr_idx" ON "products" USING btree ("name_hr","id","category_id","active");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en","id","category_id","active");
