ALTER TABLE "brands" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD COLUMN "storage_key" text;