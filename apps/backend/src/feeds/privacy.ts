// The feeds' part of a customer's privacy rights: their feed key's use, never the key (decision 021).
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { feedKeys, feedKeyUsage } from "./schema.ts";

/** When the customer's feed key was made and last used, and its requests per day; null without a key. */
export async function exportFor(db: Queryable, userId: number) {
  const [key] = await db.select().from(feedKeys).where(eq(feedKeys.userId, userId));
  if (!key) return null;
  const usage = await db
    .select()
    .from(feedKeyUsage)
    .where(eq(feedKeyUsage.keyId, key.id))
    .orderBy(asc(feedKeyUsage.day));
  return { createdAt: key.createdAt, lastUsedAt: key.lastUsedAt, usage };
}

/** The customer's feed key deleted (account deletion). */
export async function eraseFor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(feedKeys).where(eq(feedKeys.userId, userId));
}
