import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type MailAttachment, outboxMails } from "./schema.ts";

/** A file sent with a mail, as nodemailer takes it; with `cid` an inline picture the HTML shows as `<img src="cid:…">`. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/**
 * An attachment drawn by the mail worker when it sends the mail, not when the mail is queued: a
 * picture that takes long to draw (the payment slip's barcode) stays out of the transaction that
 * queues it. `kind` names one of the worker's attachment renderers (`payment-slips/attachment-renderers.ts`), `data` is its input.
 */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  draw: { kind: string; data: string };
}

/** One e-mail as the shop writes it: a plain-text and an HTML version of the same message, and any attachments. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutgoingAttachment[];
  /** Extra headers (a newsletter's `List-Unsubscribe`); only mails written by a composer carry them (the outbox row has no place for them). */
  headers?: Record<string, string>;
}

/** A mail as it is queued: its attachments may still be drawn when it is sent. */
export type QueuedMail = Omit<OutgoingMail, "attachments"> & {
  attachments?: (OutgoingAttachment | RenderedAttachment)[];
  /** What the mail is about (`order:12`), so the mails of one thing can be listed (`mailsAbout`). */
  about?: string;
};

/** An attachment as the outbox keeps it (jsonb): base64 content, or what to draw. */
export type StoredAttachment = MailAttachment & { draw?: { kind: string; data: string } };

/** Attachments as the outbox keeps them. */
export function storedAttachments(
  attachments: readonly (OutgoingAttachment | RenderedAttachment)[],
): StoredAttachment[] {
  return attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: "content" in a ? a.content.toString("base64") : "",
    ...(a.cid === undefined ? {} : { cid: a.cid }),
    ...("draw" in a ? { draw: a.draw } : {}),
  }));
}

/**
 * A mail written when it is sent rather than when it is queued: `kind` names one of the worker's
 * composers, `data` is its input. The transaction that queues it only writes this row (the order
 * confirmation: the order is read and the mail composed by the worker, after the placing commits).
 */
export interface MailComposition {
  kind: string;
  data: string;
}

/**
 * Queues a mail of `kind` to be composed when it is sent, one for each row of `source` (its
 * `to_address` and the composer's `data`): SQL for the statement that writes what the mails tell
 * of. `about` is what each mail is about (`mailsAbout`), an expression over the source's columns.
 */
export function composedMailsFrom(
  kind: string,
  source: SQL,
  about: SQL = sql`null`,
  notBefore: SQL = sql`now()`,
): SQL {
  return sql`insert into outbox_mails (to_address, subject, text_body, html_body, composer, about, next_attempt_at)
    select trim(to_address), '', '', '', jsonb_build_object('kind', ${kind}::text, 'data', data), ${about}, ${notBefore} from ${source}`;
}

/**
 * Writes the mail a composition stands for, from the database as it is when the mail is sent.
 * `null`: the mail is no longer to be sent (a newsletter's subscriber left meanwhile); the worker
 * withdraws it (removes it from the outbox) instead of sending it.
 */
export type MailComposer = (data: string) => Promise<QueuedMail | null>;

/** Draws an attachment's content from its data. */
export type AttachmentRenderer = (data: string) => Promise<Buffer>;

/** Stored attachments back as nodemailer takes them, drawing those that wait to be drawn. */
export async function outgoingAttachments(
  attachments: readonly StoredAttachment[],
  renderers: Readonly<Record<string, AttachmentRenderer>>,
): Promise<OutgoingAttachment[]> {
  return Promise.all(
    attachments.map(async ({ filename, contentType, contentBase64, cid, draw }) => {
      let content: Buffer = Buffer.from(contentBase64, "base64");
      if (draw) {
        const renderer = renderers[draw.kind];
        if (!renderer) throw new Error(`no renderer for attachment kind "${draw.kind}"`);
        content = await renderer(draw.data);
      }
      return { filename, contentType, content, ...(cid === undefined ? {} : { cid }) };
    }),
  );
}

/**
 * Put a mail in the outbox. Call it with the transaction that makes the change the
 * mail tells about (a new account, a reset request): the mail exists exactly when
 * that change commits, and the mail worker sends it afterwards, with retries.
 *
 * The worker looks for due mail every few seconds; to send at once, call the
 * worker's `wake()` after the transaction has committed (never inside it).
 */
export async function enqueueMail(db: Pick<Db, "insert">, mail: QueuedMail): Promise<void> {
  await db.insert(outboxMails).values({
    toAddress: mail.to.trim(),
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: storedAttachments(mail.attachments ?? []),
    about: mail.about ?? null,
  });
}

/** How many mails about one thing (`about`) wait, went out or failed for good. */
export async function mailCountsAbout(
  db: Pick<Db, "select">,
  about: string,
): Promise<{ pending: number; sent: number; failed: number }> {
  const rows = await db
    .select({ status: outboxMails.status, n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(eq(outboxMails.about, about))
    .groupBy(outboxMails.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A mail as the staff see it in the list of a thing's mails. */
export interface MailSent {
  id: number;
  to: string;
  /** Empty for a mail written when it is sent (the order confirmation) until it is sent; `kind` names it. */
  subject: string;
  kind: string | null;
  status: "pending" | "sent" | "failed";
  createdAt: Date;
  sentAt: Date | null;
}

/** The mails queued about one thing (`about`, e.g. `order:12`), oldest first; their bodies are not kept once sent. */
export async function mailsAbout(db: Pick<Db, "select">, about: string): Promise<MailSent[]> {
  const rows = await db
    .select({
      composer: outboxMails.composer,
      id: outboxMails.id,
      to: outboxMails.toAddress,
      subject: outboxMails.subject,
      status: outboxMails.status,
      createdAt: outboxMails.createdAt,
      sentAt: outboxMails.sentAt,
    })
    .from(outboxMails)
    .where(eq(outboxMails.about, about))
    .orderBy(outboxMails.id);
  return rows.map(({ composer, ...mail }) => ({ ...mail, kind: composer?.kind ?? null }));
}
