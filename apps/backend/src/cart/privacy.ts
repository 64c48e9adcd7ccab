// The cart's part of a customer's privacy rights (decision 021).
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { cartLines } from "./schema.ts";

/** The customer's cart lines in the order they were added. */
export function exportFor(db: Queryable, userId: number) {
  return db
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      at: cartLines.createdAt,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
}

/** The customer's cart emptied (account deletion). */
export async function eraseFor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}
