// The wishlist's part of a customer's privacy rights (decision 021).
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { wishlistItems } from "./schema.ts";

/** The customer's wishlist, oldest first. */
export function exportFor(db: Queryable, userId: number) {
  return db
    .select({ productId: wishlistItems.productId, at: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
}

/** The customer's wishlist deleted (account deletion). */
export async function eraseFor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
