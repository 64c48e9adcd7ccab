CREATE TABLE "feed_key_usage" (
	"key_id" integer NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "feed_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "feed_key_usage" ADD CONSTRAINT "feed_key_usage_key_id_feed_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."feed_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_keys" ADD CONSTRAINT "feed_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_key_usage_day_idx" ON "feed_key_usage" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_keys_user_idx" ON "feed_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_keys_key_idx" ON "feed_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_key" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_mpn_idx" ON "products" USING btree ("mpn");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");