-- A line withdrawn from before its order was paid or sent is cancelled (orders/withdrawal.ts): not sent,
-- not invoiced, out of the order's totals; its stock is back. Lines sold before keep null.
ALTER TABLE "order_lines" ADD COLUMN "cancelled_at" timestamp with time zone;
