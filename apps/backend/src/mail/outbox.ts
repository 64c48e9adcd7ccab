import type { Db } from "../db/client.ts";
import { outboxMails } from "../db/schema.ts";

/** One e-mail as the shop writes it: a plain-text and an HTML version of the same message. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Put a mail in the outbox. Call it with the transaction that makes the change the
 * mail tells about (a new account, a reset request): the mail exists exactly when
 * that change commits, and the mail worker sends it afterwards, with retries.
 *
 * The worker looks for due mail every few seconds; to send at once, call the
 * worker's `wake()` after the transaction has committed (never inside it).
 */
export async function enqueueMail(db: Pick<Db, "insert">, mail: OutgoingMail): Promise<void> {
  await db.insert(outboxMails).values({ toAddress: mail.to.trim(), subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
}
