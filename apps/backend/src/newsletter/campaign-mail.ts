import type { Language } from "@dukan/contract";
import type { OutgoingMail } from "../mail/outbox.ts";
import { escapeHtml } from "../mail/templates.ts";
import { unsubscribeWords } from "./mails.ts";

/** A campaign's text in one language: its subject and its sanitised HTML. */
export interface CampaignContent {
  subject: string;
  html: string;
}

const ACCENT = "#0f3d5e";
const MUTED = "#52606d";

/**
 * One campaign mail: the staff's HTML (sanitised when saved) in the shop's frame, a plain-text
 * part made from it, a note on why the mail comes with the subscriber's own unsubscribe link, and
 * the `List-Unsubscribe` headers (RFC 2369; one-click per RFC 8058: the mail client posts
 * `List-Unsubscribe=One-Click` to the same page, which unsubscribes at once).
 */
export function campaignMail(
  content: CampaignContent,
  language: Language,
  links: { siteUrl: string; unsubscribe: string },
): Omit<OutgoingMail, "to"> {
  const w = unsubscribeWords(language);
  const body = absoluteLinks(content.html, links.siteUrl);
  const text = [htmlToText(body), "--", w.note, `${w.action}:\n${links.unsubscribe}`]
    .join("\n\n")
    .concat("\n");
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-top:4px solid ${ACCENT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:${ACCENT};">Dućan</td></tr>
<tr><td style="padding:8px 32px 8px;">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-size:13px;color:${MUTED};">
<p style="margin:0 0 8px;">${escapeHtml(w.note)}</p>
<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}" style="color:${ACCENT};">${escapeHtml(w.action)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return {
    subject: content.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The sanitiser keeps links and pictures within the shop relative (`/jamstvo`, `/api/media/…`); in
 * a mail they need the shop's address.
 */
export function absoluteLinks(html: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, "");
  return html.replace(
    /(href|src)="(\/[^/"][^"]*|\/)"/g,
    (_, attribute: string, path: string) => `${attribute}="${base}${path}"`,
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/**
 * The plain-text part of sanitised HTML (headings, paragraphs, lists, tables, quotes, links): blocks
 * become paragraphs, list items `- …`, table cells separated by ` | `, a link `text (address)`.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, "\n")
    .replace(/\s*\n\s*/g, " ")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, "").trim();
      const address = decode(href);
      return text === "" || decode(text) === address ? address : `${text} (${address})`;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(td|th)>\s*(?=<t[dh])/gi, " | ")
    .replace(/<\/(p|h[1-6]|ul|ol|table|blockquote|dl)>/gi, "\n\n")
    .replace(/<\/(tr|li|dt|dd|caption)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .split("\n")
    .map((line) =>
      decode(line)
        .replace(/[ \t]+/g, " ")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}
