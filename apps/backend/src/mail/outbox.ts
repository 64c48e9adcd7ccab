import type { Db } from "../db/client.ts";
import { type MailAttachment, outboxMails } from "../db/schema.ts";

/** A file sent with a mail, as nodemailer takes it; with `cid` an inline picture the HTML shows as `<img src="cid:…">`. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** One e-mail as the shop writes it: a plain-text and an HTML version of the same message, and any attachments. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutgoingAttachment[];
}

/** Attachments as the outbox keeps them (base64 in jsonb). */
export function storedAttachments(attachments: readonly OutgoingAttachment[]): MailAttachment[] {
  return attachments.map(({ filename, contentType, content, cid }) => ({
    filename,
    contentType,
    contentBase64: content.toString("base64"),
    ...(cid === undefined ? {} : { cid }),
  }));
}

/** Stored attachments back as nodemailer takes them. */
export function outgoingAttachments(attachments: readonly MailAttachment[]): OutgoingAttachment[] {
  return attachments.map(({ filename, contentType, contentBase64, cid }) => ({
    filename,
    contentType,
    content: Buffer.from(contentBase64, "base64"),
    ...(cid === undefined ? {} : { cid }),
  }));
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
  await db.insert(outboxMails).values({
    toAddress: mail.to.trim(),
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: storedAttachments(mail.attachments ?? []),
  });
}
