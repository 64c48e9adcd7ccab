ALTER TABLE "search_words" ADD COLUMN "sample" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE active;--> statement-breakpoint
-- A fixed pseudo-random order of product ids (Knuth's multiplicative hash). Each word keeps the
-- products that come first in this order among those holding it (search_words.sample): the first
-- products of several words together are then found from their samples alone, and a sample is
-- spread over the whole catalogue, not over its oldest products or one category.
CREATE OR REPLACE FUNCTION dukan_sample_key(integer) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT ($1::bigint * 2654435761) % 4294967296 $$;
--> statement-breakpoint
-- Samples for a database that already has an index (searchService.refreshIndex rebuilds them).
UPDATE "search_words" w SET "sample" = ARRAY(
  SELECT s.product_id FROM "product_search" s
  WHERE s.document @@ quote_literal(w.word)::tsquery
  ORDER BY dukan_sample_key(s.product_id), s.product_id
  LIMIT 64
);
