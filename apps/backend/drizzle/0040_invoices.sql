CREATE TABLE "invoice_number_counters" (
	"year" smallint NOT NULL,
	"premises" text NOT NULL,
	"device" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_year_premises_device_pk" PRIMARY KEY("year","premises","device")
);
--> statement-breakpoint
CREATE TABLE "invoice_refusals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"number" text NOT NULL,
	"order_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"credits_invoice_id" integer,
	"credits_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"gross_cents" integer NOT NULL,
	"payable_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"ubl" text,
	"exchange_id" text,
	"exchange_error" text,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_gross_check" CHECK ("invoices"."gross_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_refusals" ADD CONSTRAINT "invoice_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number_idx" ON "invoices" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_note_idx" ON "invoices" USING btree ("credits_invoice_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_user_issued_idx" ON "invoices" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "orders_invoice_due_idx" ON "orders" USING btree ("invoice_due_at") WHERE "orders"."invoice_due_at" is not null;--> statement-breakpoint
-- An order becomes due for an invoice or a credit note (apps/backend/src/orders/invoicing.ts) in the
-- transaction that pays, ships, hands over, completes, refunds or cancels it: the invoices job
-- issues what is due and clears the mark. Every path that changes an order's state is covered.
CREATE OR REPLACE FUNCTION orders_invoice_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.payment_status IS DISTINCT FROM OLD.payment_status AND NEW.payment_status IN ('paid', 'refunded'))
     OR (NEW.status IS DISTINCT FROM OLD.status
         AND NEW.status IN ('shipped', 'ready_for_pickup', 'completed', 'cancelled')) THEN
    NEW.invoice_due_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_invoice_due BEFORE UPDATE OF status, payment_status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_invoice_due();
