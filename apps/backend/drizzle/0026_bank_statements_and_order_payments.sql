CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"entry_key" text NOT NULL,
	"booked_on" date,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_number" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_cents" integer,
	"applied" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_statement_lines_outcome_check" CHECK ("bank_statement_lines"."outcome" in ('matched', 'partly_paid', 'overpaid', 'unmatched', 'already_paid', 'cancelled', 'duplicate', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"account" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_cents" > 0),
	CONSTRAINT "order_payments_source_check" CHECK ("order_payments"."source" in ('bank_statement', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "unpaid_order_reminders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_order_reminders" ADD CONSTRAINT "unpaid_order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_position_idx" ON "bank_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_applied_idx" ON "bank_statement_lines" USING btree ("entry_key") WHERE "bank_statement_lines"."applied" = 1;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_key_idx" ON "bank_statement_lines" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "bank_statements_sha_idx" ON "bank_statements" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_source_ref_idx" ON "order_payments" USING btree ("source_ref");