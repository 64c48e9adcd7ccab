import type { Language } from "@dukan/contract";
import type { OutgoingMail } from "./outbox.ts";
import { type AccountMailKind, mailTexts } from "./texts.ts";

const ACCENT = "#0f3d5e";
const MUTED = "#52606d";

/** The confirmation or password-reset mail, in the customer's language, as HTML and plain text. */
export function accountMail(kind: AccountMailKind, args: { language: Language; name: string; link: string }): Omit<OutgoingMail, "to"> {
  const texts = mailTexts[args.language];
  const words = texts.accounts[kind];
  const link = checkedLink(args.link);
  const greeting = texts.greeting(args.name.replace(/\s+/g, " ").trim());

  const text = [greeting, words.intro, `${words.action}:\n${link}`, words.validity, words.ignore, texts.signOff, `--\n${texts.footer}`]
    .join("\n\n")
    .concat("\n");

  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${content}</p>`;
  const html = `<!doctype html>
<html lang="${args.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-top:4px solid ${ACCENT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:${ACCENT};">Dućan</td></tr>
<tr><td style="padding:8px 32px 8px;">
${paragraph(escapeHtml(greeting))}
${paragraph(escapeHtml(words.intro))}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="background-color:${ACCENT};border-radius:4px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(words.action)}</a></td></tr>
</table>
${paragraph(escapeHtml(words.validity))}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${escapeHtml(texts.linkFallback)}<br><a href="${escapeHtml(link)}" style="color:${ACCENT};word-break:break-all;">${escapeHtml(link)}</a></p>
${paragraph(escapeHtml(words.ignore))}
${paragraph(escapeHtml(texts.signOff).replace("\n", "<br>"))}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-size:13px;color:${MUTED};">${escapeHtml(texts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}

/** Text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The shop makes its links itself; anything but an absolute http(s) address is a bug, not a mail to send. */
function checkedLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw new Error("an account mail needs an http(s) link");
  return link;
}
