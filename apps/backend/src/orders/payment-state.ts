// What the payments module reads and changes of an order, through the orders module (decision 021):
// the order's payment method and state. Marking an order paid is `changeOrderStatus` (transitions.ts),
// which keeps the order's rules and history.
import type { PaymentMethod } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { orders } from "./schema.ts";

/** The customer's order by its number, locked for the rest of the transaction; undefined if not theirs. */
export async function lockCustomerOrder(tx: Queryable, number: string, userId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    .for("update");
  return order;
}

/** The order's number, language and where its payment and status stand; undefined for no order. */
export async function orderPaymentState(db: Queryable, orderId: number) {
  const [order] = await db
    .select({
      number: orders.number,
      language: orders.language,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** Another way to pay an unpaid order (its prices stay as placed). */
export async function setPaymentMethod(
  tx: Queryable,
  orderId: number,
  paymentMethod: PaymentMethod,
  instalments: number | null,
): Promise<void> {
  await tx.update(orders).set({ paymentMethod, instalments }).where(eq(orders.id, orderId));
}
