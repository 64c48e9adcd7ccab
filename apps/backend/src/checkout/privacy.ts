// The checkout's part of a customer's privacy rights: a checkout in progress (decision 021).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { checkoutDrafts } from "./schema.ts";

/** What the customer entered in a checkout not finished yet, or null. */
export async function exportFor(db: Queryable, userId: number) {
  const [draft] = await db.select().from(checkoutDrafts).where(eq(checkoutDrafts.userId, userId));
  return draft?.data ?? null;
}

/** A checkout in progress deleted (account deletion). */
export async function eraseFor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(checkoutDrafts).where(eq(checkoutDrafts.userId, userId));
}
