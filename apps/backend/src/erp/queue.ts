import { sql } from "drizzle-orm";
import type { AlsoWritten } from "../orders/place-order.ts";

/**
 * The ERP's outbox row, written by the order's placing statement (one of its `alsoWrite`
 * statements, given by the checkout): `placed` is that statement's inserted order. An order is
 * never placed without its row, nor queued without being placed.
 */
export const erpDeliveryQueued: AlsoWritten = {
  statement: sql`insert into erp_deliveries (order_id) select id from placed`,
  values: () => ({}),
};
