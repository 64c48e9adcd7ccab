CREATE TABLE "customer_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_rebate_sets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_logins" ADD CONSTRAINT "customer_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rebate_sets" ADD CONSTRAINT "customer_rebate_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_logins_user_idx" ON "customer_logins" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD CONSTRAINT "customer_rebates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_oib_prefix_idx" ON "users" USING btree ("company_oib" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_company_prefix_idx" ON "users" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "customer_rebates" ADD CONSTRAINT "customer_rebates_min_quantity_check" CHECK ("customer_rebates"."min_quantity" >= 1);