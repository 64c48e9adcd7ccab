// The staff's mails about a contact message and an inquiry: queued as compositions in the
// transaction that stores the message (mail/outbox.ts), written by the mail worker from the stored
// row when sent, with Reply-To the sender. docs/contact-and-inquiries.md.

import type { Language } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { productPageSlugs } from "../catalogue/lookups.ts";
import { formatDateTime } from "../locales/formats.ts";
import { composedMailsFrom, type MailComposer, type QueuedMail } from "../mail/outbox.ts";
import { escapeHtml } from "../mail/templates.ts";
import { settingsStore } from "../settings/store.ts";
import { CONTACT_REPLY_MAIL } from "./inbox.ts";
import { replyMail } from "./reply-mail.ts";
import { contactMessages, inquiries } from "./schema.ts";
import { staffMailTexts as words } from "./texts.ts";

export const CONTACT_MESSAGE_MAIL = "contact_message";
export const INQUIRY_MAIL = "inquiry";

type Executor = Pick<Db, "execute">;

/** Queues the staff's mail about a stored message or inquiry, in the transaction that stored it. */
export async function enqueueStaffMail(
  tx: Executor,
  kind: typeof CONTACT_MESSAGE_MAIL | typeof INQUIRY_MAIL,
  to: string,
  id: number,
) {
  await tx.execute(
    composedMailsFrom(
      kind,
      sql`(select ${to}::text as to_address, ${String(id)}::text as data) as staff_mail`,
    ),
  );
}

/** A product's page in the given language, absolute. */
export function productLink(
  siteUrl: string,
  language: Language,
  slugs: { category: string; product: string },
): string {
  const path = `/${encodeURIComponent(slugs.category)}/${encodeURIComponent(slugs.product)}`;
  return `${siteUrl}${language === "en" ? "/en" : ""}${path}`;
}

type Pair = [label: string, value: string];

/** A plain mail: an intro, label/value rows, the message, a closing line; HTML escaped. */
function staffMail(
  title: string,
  intro: string,
  pairs: Pair[],
  message: string,
  replyTo: string,
): QueuedMail {
  // One line, whatever the sender typed into their name or subject.
  const subject = title.replace(/\s+/g, " ").trim();
  const text = [
    intro,
    pairs.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${words.message}:\n${message}`,
    words.reply,
  ]
    .join("\n\n")
    .concat("\n");
  const row = ([label, value]: Pair) =>
    `<tr><th scope="row" style="padding:4px 12px 4px 0;text-align:left;font-weight:normal;color:#52606d;vertical-align:top;">${escapeHtml(label)}</th><td style="padding:4px 0;">${/^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="hr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">
${pairs.map(row).join("\n")}
</table>
<p style="margin:0 0 4px;color:#52606d;">${escapeHtml(words.message)}:</p>
<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(message).replaceAll("\n", "<br>")}</p>
<p style="color:#52606d;">${escapeHtml(words.reply)}</p>
</body>
</html>
`;
  return { to: "", subject, text, html, headers: { "Reply-To": replyTo } };
}

const goneMail = (): QueuedMail => ({
  to: "",
  subject: words.gone,
  text: `${words.gone}\n`,
  html: `<p>${escapeHtml(words.gone)}</p>`,
});

const who = (userId: number | null) =>
  userId === null ? words.guest : words.registeredCustomer(userId);

/**
 * The worker's composers of the staff's mails and of the staff's replies to customers (registered
 * in index.ts beside the order mails').
 */
export function contactMailComposers(
  db: Db,
  siteUrl: string,
  settings: Pick<ReturnType<typeof settingsStore>, "get"> = settingsStore(db),
): Record<string, MailComposer> {
  return {
    [CONTACT_REPLY_MAIL]: async (data) => {
      const [shop, company, contact] = await Promise.all([
        settings.get("shop"),
        settings.get("company"),
        settings.get("contact"),
      ]);
      return (await replyMail(db, Number(data), { shop, company, contact }, siteUrl)) ?? goneMail();
    },
    [CONTACT_MESSAGE_MAIL]: async (data) => {
      const [message] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, Number(data)));
      if (!message) return goneMail();
      return staffMail(
        words.contactSubject(message.subject, message.name),
        words.contactIntro,
        [
          [words.name, message.name],
          [words.email, message.email],
          [words.language, words.languages[message.language]],
          [words.customer, who(message.userId)],
          [words.received, formatDateTime(message.createdAt, "hr")],
          [words.subject, message.subject],
        ],
        message.message,
        message.email,
      );
    },
    [INQUIRY_MAIL]: async (data) => {
      const [inquiry] = await db
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, Number(data)));
      if (!inquiry) return goneMail();
      const product =
        inquiry.productId === null ? undefined : await productPageSlugs(db, inquiry.productId);
      const link = product
        ? productLink(siteUrl, inquiry.language, {
            category: inquiry.language === "en" ? product.categoryEn : product.categoryHr,
            product: inquiry.language === "en" ? product.slugEn : product.slugHr,
          })
        : words.noLink;
      const pairs: Pair[] = [
        [words.product, inquiry.productName],
        [words.itemCode, inquiry.itemCode],
        [words.link, link],
        [words.quantity, String(inquiry.quantity)],
        [words.name, inquiry.name],
        [words.email, inquiry.email],
        ...(inquiry.phone ? [[words.phone, inquiry.phone] satisfies Pair] : []),
        ...(inquiry.company ? [[words.company, inquiry.company] satisfies Pair] : []),
        [words.language, words.languages[inquiry.language]],
        [words.customer, who(inquiry.userId)],
        [words.received, formatDateTime(inquiry.createdAt, "hr")],
      ];
      return staffMail(
        words.inquirySubject(inquiry.itemCode, inquiry.quantity, inquiry.name),
        words.inquiryIntro,
        pairs,
        inquiry.message || words.noMessage,
        inquiry.email,
      );
    },
  };
}
