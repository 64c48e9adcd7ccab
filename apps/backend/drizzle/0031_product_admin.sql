CREATE TABLE "product_old_slugs" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_old_slugs_language_slug_pk" PRIMARY KEY("language","slug"),
	CONSTRAINT "product_old_slugs_language" CHECK ("product_old_slugs"."language" in ('hr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "product_scheduled_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sale_retail_price_cents" integer NOT NULL,
	"sale_wholesale_price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_old_slugs" ADD CONSTRAINT "product_old_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_scheduled_sales" ADD CONSTRAINT "product_scheduled_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_slugs_product_idx" ON "product_old_slugs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_sale_ends_idx" ON "products" USING btree ("sale_ends_at") WHERE sale_ends_at is not null;