import type { Language, PaymentMethod } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { shopNote } from "../locales/orders.ts";
import { orders, orderStatusHistory } from "../orders/schema.ts";

/** Tests only: an order written straight to the table (no lines), unpaid, for a customer. */
export async function insertTestOrder(
  db: Db,
  values: {
    userId: number;
    number: string;
    totalCents: number;
    paymentMethod: PaymentMethod;
    instalments?: number | null;
    cardSurchargeCents?: number;
    language?: Language;
    /** When it was placed (before the tests' clocks). */
    at?: Date;
  },
) {
  const at = values.at ?? new Date("2026-11-23T08:00:00Z");
  const [order] = await db
    .insert(orders)
    .values({
      number: values.number,
      userId: values.userId,
      paymentMethod: values.paymentMethod,
      instalments: values.instalments ?? null,
      deliveryMethod: "personal_pickup",
      buyerType: "person",
      buyerName: "Test Buyer",
      buyerEmail: "buyer@example.com",
      pricesIncludeVat: true,
      subtotalCents: values.totalCents,
      rebateCents: 0,
      vatCents: 0,
      deliveryFeeCents: 0,
      cardSurchargeCents: values.cardSurchargeCents ?? 0,
      totalCents: values.totalCents,
      idempotencyKey: `key-${values.number}`,
      cartHash: "test",
      language: values.language ?? "hr",
      createdAt: at,
    })
    .returning();
  if (!order) throw new Error("no order");
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: "received",
    paymentStatus: "unpaid",
    at,
    note: shopNote("placed"),
  });
  return order;
}

/** Tests only: a customer to own orders. */
export async function insertTestCustomer(db: Db, email: string) {
  const [user] = await db
    .insert(users)
    .values({ type: "person", email, name: "Test Buyer" })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

/** Tests only: the order as it is now. */
export async function orderNow(db: Db, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}
