-- Products whose stock an order changed, their updated_at still to be moved by the stock-touch job
-- (apps/backend/src/orders/stock-touches.ts, decision 012): the decrement is then a HOT update.
CREATE TABLE "product_touches" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Room on every page for a product's new row version, so that the decrement stays on its page (HOT).
ALTER TABLE "products" SET (fillfactor = 90);
