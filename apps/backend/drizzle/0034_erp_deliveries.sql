CREATE TABLE "erp_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" smallint,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_deliveries_attempts_check" CHECK ("erp_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "erp_deliveries" ADD CONSTRAINT "erp_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_deliveries_order_idx" ON "erp_deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erp_deliveries_due_idx" ON "erp_deliveries" USING btree ("next_attempt_at") WHERE "erp_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "erp_deliveries_status_idx" ON "erp_deliveries" USING btree ("status","id");