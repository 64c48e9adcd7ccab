CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug_hr" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_hr" text NOT NULL,
	"name_en" text NOT NULL,
	"group_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"wholesale_price_cents" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_hr" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"slug_hr" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_hr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_hr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text,
	"units_per_carton" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"wholesale_price_cents" integer NOT NULL,
	"vat_rate" smallint DEFAULT 25 NOT NULL,
	"sale_retail_price_cents" integer,
	"sale_wholesale_price_cents" integer,
	"sale_started_at" timestamp with time zone,
	"new_until" date,
	"brochure_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices_not_negative" CHECK ("products"."retail_price_cents" >= 0 and "products"."wholesale_price_cents" >= 0),
	CONSTRAINT "products_units_per_carton_positive" CHECK ("products"."units_per_carton" >= 1)
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_hr_key" ON "categories" USING btree ("slug_hr");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_en_key" ON "categories" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_group_code_key" ON "categories" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "price_history_product_changed_idx" ON "price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_product_position_key" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_code_key" ON "products" USING btree ("item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_hr_key" ON "products" USING btree ("slug_hr");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_en_key" ON "products" USING btree ("slug_en");--> statement-breakpoint
CREATE INDEX "products_category_retail_idx" ON "products" USING btree ("category_id","retail_price_cents");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_new_until_idx" ON "products" USING btree ("new_until");--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("sale_started_at") WHERE sale_retail_price_cents is not null;