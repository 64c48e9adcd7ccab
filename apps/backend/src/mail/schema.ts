import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with a mail; `cid` makes it an inline picture the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

/**
 * Mail waiting to be sent: written in the same transaction as the change that causes it and
 * sent by the mail worker with retries. The bodies are cleared once sent (they may hold links).
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Inline pictures and files (the payment slip's barcode as `cid:`), base64; cleared with the bodies once sent. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /**
     * A mail written by the worker when it sends it (`kind` names one of its composers, `data` is the
     * composer's input, e.g. an order id); subject and bodies stay empty until then. Null: written already.
     */
    composer: jsonb("composer").$type<{ kind: string; data: string }>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the mail is about (`order:12`): the staff's pages list the mails of an order by it. */
    about: text("about"),
  },
  (t) => [
    index("outbox_mails_about_idx")
      .on(t.about)
      .where(sql`${t.about} is not null`),
    index("outbox_mails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
