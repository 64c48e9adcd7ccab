DROP INDEX "products_category_retail_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",coalesce("sale_retail_price_cents", "retail_price_cents"),"id") WHERE active;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("sale_retail_price_cents", "retail_price_cents"),"id") WHERE active;