-- The staff's order search folds diacritics as the shop's search does ("kovacic" finds Kovačić):
-- the generated column is made anew with dukan_fold (migration 0005), and its trigram index with it.
ALTER TABLE "orders" drop column "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dukan_fold(buyer_name || ' ' || buyer_email || ' ' || coalesce(company_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
