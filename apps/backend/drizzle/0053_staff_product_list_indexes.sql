-- The staff's product list (catalogue/admin-list.ts) reads its matches from indexes instead of the products
-- table: the start of an item code, EAN or MPN (text_pattern_ops), a brand's products newest first, and
-- the list sorted by name in either language.
DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_item_code_prefix_idx" ON "products" USING btree (lower("item_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_ean_prefix_idx" ON "products" USING btree ("ean" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_mpn_prefix_idx" ON "products" USING btree (lower("mpn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_hr_idx" ON "products" USING btree ("name_hr","id");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","id");