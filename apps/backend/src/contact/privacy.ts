// The contact module's part of a customer's privacy rights: inquiries and messages (decision 021).
import { asc, eq, or } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { contactMessages, inquiries } from "./schema.ts";

/** The customer's inquiries and contact messages (theirs by account), oldest first. */
export async function exportFor(db: Queryable, userId: number) {
  const [inquiryRows, messageRows] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(eq(inquiries.userId, userId))
      .orderBy(asc(inquiries.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
  ]);
  return { inquiries: inquiryRows, messages: messageRows };
}

/** Inquiries and contact messages deleted, by account or sent from the address (account deletion). */
export async function eraseFor(tx: Queryable, userId: number, email: string): Promise<void> {
  await tx.delete(inquiries).where(or(eq(inquiries.userId, userId), eq(inquiries.email, email)));
  await tx
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)));
}
