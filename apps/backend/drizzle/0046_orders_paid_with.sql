-- Cash on pickup: how the staff took the money at the counter, cash or card; the invoice's payment
-- means follows it. Orders paid before keep null, which the invoice reads as cash, as it did.
ALTER TABLE "orders" ADD COLUMN "paid_with" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_with_check" CHECK ("orders"."paid_with" is null or ("orders"."paid_with" in ('cash', 'card') and "orders"."payment_method" = 'cash_on_pickup'));