-- The ERP's pull of changes (`GET /api/erp/orders/changes`, docs/erp.md): every order takes a number
-- from `orders_change_seq` when placed and another whenever its status, payment or total changes
-- (the trigger `orders_erp_changed`, which already marks the order for the webhook), with the clock
-- time it took it. The pull lists orders by that number after the ERP's cursor, leaving the last 5 s
-- for its next call (a change taken by a transaction not yet committed must not fall behind the cursor).
-- Orders placed before this migration take their numbers in the order of their ids, at their placing time.
CREATE SEQUENCE "public"."orders_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_seq" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "change_seq" = "id", "changed_at" = "created_at";--> statement-breakpoint
SELECT setval('orders_change_seq', coalesce((SELECT max("id") FROM "orders"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "change_seq" SET DEFAULT nextval('orders_change_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "change_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "changed_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "changed_at" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "public"."orders_change_seq" OWNED BY "orders"."change_seq";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_change_seq_idx" ON "orders" USING btree ("change_seq");--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_erp_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status
     OR NEW.total_cents IS DISTINCT FROM OLD.total_cents THEN
    NEW.erp_changed_at := now();
    NEW.change_seq := nextval('orders_change_seq');
    NEW.changed_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;
