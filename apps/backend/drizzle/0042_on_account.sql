CREATE TABLE "customer_terms" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"block_after_overdue_days" integer DEFAULT 15 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_terms_days_check" CHECK ("customer_terms"."days" between 1 and 120),
	CONSTRAINT "customer_terms_limit_check" CHECK ("customer_terms"."credit_limit_cents" >= 0),
	CONSTRAINT "customer_terms_block_check" CHECK ("customer_terms"."block_after_overdue_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_days" smallint;--> statement-breakpoint
ALTER TABLE "customer_terms" ADD CONSTRAINT "customer_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_days_check" CHECK (("orders"."payment_method" = 'on_account') = ("orders"."payment_days" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('bank_transfer', 'card', 'card_instalments', 'cash_on_pickup', 'on_account'));