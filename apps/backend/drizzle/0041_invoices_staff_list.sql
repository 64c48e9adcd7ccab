ALTER TABLE "invoices" ADD COLUMN "buyer_name" text GENERATED ALWAYS AS (coalesce(document -> 'buyer' ->> 'name', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_oib" text GENERATED ALWAYS AS (document -> 'buyer' ->> 'oib') STORED;--> statement-breakpoint
CREATE INDEX "invoices_kind_issued_idx" ON "invoices" USING btree ("kind","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_number_prefix_idx" ON "invoices" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_order_number_idx" ON "invoices" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_oib_idx" ON "invoices" USING btree ("buyer_oib" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_name_trgm_idx" ON "invoices" USING gin (lower("buyer_name") gin_trgm_ops);