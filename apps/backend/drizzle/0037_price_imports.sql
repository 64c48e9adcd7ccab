CREATE TABLE "price_import_polls" (
	"source" text PRIMARY KEY NOT NULL,
	"last_sha256" text NOT NULL,
	"polled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_import_rows" (
	"import_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"outcome" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_import_rows_outcome_check" CHECK ("price_import_rows"."outcome" in ('created', 'changed', 'unchanged', 'held', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "price_import_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text,
	"source" text DEFAULT 'upload' NOT NULL,
	"mapping_name" text,
	"status" text NOT NULL,
	"failure" text,
	"max_drop_percent" smallint NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "price_imports_status_check" CHECK ("price_imports"."status" in ('reading', 'ready', 'applying', 'applied', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "price_import_rows" ADD CONSTRAINT "price_import_rows_import_id_price_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_import_rows_position_idx" ON "price_import_rows" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "price_import_rows_outcome_idx" ON "price_import_rows" USING btree ("import_id","outcome","position");--> statement-breakpoint
CREATE UNIQUE INDEX "price_import_sources_name_idx" ON "price_import_sources" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "price_imports_sha_idx" ON "price_imports" USING btree ("file_sha256");