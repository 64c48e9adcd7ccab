// An order's card payment attempts as the staff's order page shows them (orders/admin-order.ts
// receives this reader from app.ts: orders never import payments, decision 021).

import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { paymentAttempts } from "./schema.ts";

/** One attempt to pay an order by card. */
export interface OrderPaymentAttempt {
  id: string;
  amountCents: number;
  paymentMethod: typeof paymentAttempts.$inferSelect.paymentMethod;
  instalments: number | null;
  status: typeof paymentAttempts.$inferSelect.status;
  at: Date;
  completedAt: Date | null;
}

/** The order's card payment attempts, newest first. */
export async function orderPaymentAttempts(
  db: Queryable,
  orderId: number,
): Promise<OrderPaymentAttempt[]> {
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt));
  return attempts.map((a) => ({
    id: a.id,
    amountCents: a.amountCents,
    paymentMethod: a.paymentMethod,
    instalments: a.instalments,
    status: a.status,
    at: a.createdAt,
    completedAt: a.completedAt,
  }));
}
