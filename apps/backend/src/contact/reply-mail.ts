// The mail with a member of staff's reply to a contact message or an inquiry: written by the mail
// worker when it sends it (a composition queued in the reply's transaction, contact/inbox.ts), in the
// conversation's language, with the shop's signature from the site settings and the customer's
// message quoted below. Reply-To is the shop's contact address, so the customer's answer reaches the staff.

import type { Language } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { formatDateTime } from "../locales/formats.ts";
import type { QueuedMail } from "../mail/outbox.ts";
import { escapeHtml } from "../mail/templates.ts";
import { mailTexts } from "../mail/texts.ts";
import type { Settings } from "../settings/defaults.ts";
import { staffNames } from "../staff/names.ts";
import { contactMessages, contactReplies, inquiries } from "./schema.ts";
import { replyMailTexts } from "./texts.ts";

const ACCENT = "#0f3d5e";
const MUTED = "#52606d";

/** The shop's signature in a language: who replied, the shop, how to reach it. */
export function shopSignature(
  settings: Pick<Settings, "shop" | "company" | "contact">,
  siteUrl: string,
  language: Language,
  staffName: string,
): string[] {
  const words = replyMailTexts[language];
  return [
    words.signOff,
    ...(staffName ? [staffName] : []),
    settings.shop.name,
    settings.company.legalName,
    `${settings.contact.street}, ${settings.contact.place}`,
    `${words.phone}: ${settings.contact.phone}`,
    `${words.email}: ${settings.contact.email}`,
    `${words.web}: ${siteUrl}${language === "en" ? "/en" : ""}`,
  ];
}

/** The reply mail of a stored reply, or null when its conversation is gone (the customer erased their data). */
export async function replyMail(
  db: Db,
  replyId: number,
  settings: Pick<Settings, "shop" | "company" | "contact">,
  siteUrl: string,
): Promise<QueuedMail | null> {
  const [reply] = await db.select().from(contactReplies).where(eq(contactReplies.id, replyId));
  if (!reply) return null;
  const language = reply.language;
  const words = replyMailTexts[language];
  let original: { name: string; subject: string; message: string; at: Date } | undefined;
  if (reply.messageId !== null) {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, reply.messageId));
    if (message)
      original = {
        name: message.name,
        subject: words.messageSubject(message.subject),
        message: message.message,
        at: message.createdAt,
      };
  } else if (reply.inquiryId !== null) {
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, reply.inquiryId));
    if (inquiry)
      original = {
        name: inquiry.name,
        subject: words.inquirySubject(inquiry.productName, inquiry.itemCode),
        message: inquiry.message,
        at: inquiry.createdAt,
      };
  }
  if (!original) return null;
  const staff =
    reply.staffId === null ? undefined : (await staffNames(db, [reply.staffId])).get(reply.staffId);
  const signature = shopSignature(settings, siteUrl, language, staff?.name ?? "");
  const greeting = mailTexts[language].greeting(original.name.replace(/\s+/g, " ").trim());
  const subject = original.subject.replace(/\s+/g, " ").trim();
  const quoted = original.message
    ? [words.yourMessage(formatDateTime(original.at, language)), original.message]
    : [];

  const text = [
    greeting,
    reply.body,
    signature.join("\n"),
    ...(quoted.length ? [`${quoted[0]}\n${(quoted[1] ?? "").replace(/^/gm, "> ")}`] : []),
  ]
    .join("\n\n")
    .concat("\n");
  const lines = (value: string) => escapeHtml(value).replaceAll("\n", "<br>");
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background-color:#f3f5f7;">
<div style="max-width:560px;margin:0 auto;background-color:#ffffff;border-top:4px solid ${ACCENT};padding:24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;">${lines(reply.body)}</p>
<p style="margin:0 0 16px;">${signature.map(escapeHtml).join("<br>")}</p>
${
  quoted.length
    ? `<p style="margin:24px 0 4px;font-size:14px;color:${MUTED};">${escapeHtml(quoted[0] ?? "")}</p>
<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #e4e7eb;font-size:14px;color:${MUTED};">${lines(quoted[1] ?? "")}</blockquote>`
    : ""
}
</div>
</body>
</html>
`;
  return {
    to: "",
    subject,
    text,
    html,
    headers: { "Reply-To": settings.contact.email },
  };
}
