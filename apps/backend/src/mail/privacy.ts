// The mail module's part of account deletion (decision 021).
import { and, eq, ne } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { outboxMails } from "./schema.ts";

/**
 * The address taken out of mails already sent (their bodies are cleared by the worker); a mail
 * still pending, such as the deletion's own confirmation, keeps it so it can leave.
 */
export async function eraseFor(tx: Queryable, email: string, erasedEmail: string): Promise<void> {
  await tx
    .update(outboxMails)
    .set({ toAddress: erasedEmail })
    .where(and(eq(outboxMails.toAddress, email), ne(outboxMails.status, "pending")));
}
