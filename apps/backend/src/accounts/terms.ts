// A company's payment terms (payment on account, docs/invoices.md). The accounts module owns the
// table; the checkout reads and locks the terms through these functions, the staff edit them
// through customers-admin.ts.

import type { CustomerTerms } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { customerTerms } from "./schema.ts";

/** A customer's terms, or null when it pays in advance. */
export async function termsOf(db: Queryable, userId: number): Promise<CustomerTerms | null> {
  const [row] = await db
    .select({
      days: customerTerms.days,
      creditLimitCents: customerTerms.creditLimitCents,
      blockAfterOverdueDays: customerTerms.blockAfterOverdueDays,
    })
    .from(customerTerms)
    .where(eq(customerTerms.userId, userId));
  return row ?? null;
}

/**
 * The customer's terms, their row locked until the caller's transaction ends: the placing of an
 * order on account takes it first, so two orders of one company at once are checked against the
 * limit one after the other (the second sees the first's order). Null without terms.
 */
export async function lockTerms(tx: Queryable, userId: number): Promise<CustomerTerms | null> {
  const [row] = await tx
    .select({
      days: customerTerms.days,
      creditLimitCents: customerTerms.creditLimitCents,
      blockAfterOverdueDays: customerTerms.blockAfterOverdueDays,
    })
    .from(customerTerms)
    .where(eq(customerTerms.userId, userId))
    .for("update");
  return row ?? null;
}

/** Gives a customer terms, changes them, or (null) takes them away, in the caller's transaction. */
export async function saveTerms(
  tx: Queryable,
  userId: number,
  terms: CustomerTerms | null,
  at: Date,
): Promise<void> {
  if (terms === null) {
    await tx.delete(customerTerms).where(eq(customerTerms.userId, userId));
    return;
  }
  await tx
    .insert(customerTerms)
    .values({ userId, ...terms, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: customerTerms.userId, set: { ...terms, updatedAt: at } });
}
