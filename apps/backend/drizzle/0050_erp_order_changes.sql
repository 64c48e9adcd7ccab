-- The ERP hears of an order's changes, not only of its placing (docs/erp.md): a delivery tells an
-- event, `order.placed` once per order or `order.changed` after it, each with the whole order as it is
-- when sent. The trigger marks an order whose status, payment or total changed, in the transaction
-- that changes it; the ERP worker queues a delivery for it and clears the mark in one transaction.
DROP INDEX "erp_deliveries_order_idx";--> statement-breakpoint
ALTER TABLE "erp_deliveries" ADD COLUMN "event" text DEFAULT 'order.placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_deliveries_order_placed_idx" ON "erp_deliveries" USING btree ("order_id") WHERE "erp_deliveries"."event" = 'order.placed';--> statement-breakpoint
CREATE INDEX "orders_erp_changed_idx" ON "orders" USING btree ("erp_changed_at") WHERE "orders"."erp_changed_at" is not null;--> statement-breakpoint
CREATE INDEX "erp_deliveries_order_idx" ON "erp_deliveries" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "erp_deliveries" ADD CONSTRAINT "erp_deliveries_event_check" CHECK ("erp_deliveries"."event" in ('order.placed', 'order.changed'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_erp_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status
     OR NEW.total_cents IS DISTINCT FROM OLD.total_cents THEN
    NEW.erp_changed_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_erp_changed BEFORE UPDATE OF status, payment_status, total_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_erp_changed();
