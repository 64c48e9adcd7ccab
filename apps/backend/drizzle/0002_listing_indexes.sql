DROP INDEX "products_on_sale_idx";--> statement-breakpoint
DROP INDEX "products_new_until_idx";--> statement-breakpoint
CREATE INDEX "products_new_listing_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE active and new_until is not null;--> statement-breakpoint
CREATE INDEX "products_sale_listing_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE active and sale_retail_price_cents is not null;--> statement-breakpoint
CREATE INDEX "products_new_until_idx" ON "products" USING btree ("new_until") WHERE active;