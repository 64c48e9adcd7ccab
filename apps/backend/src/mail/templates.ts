import type { Language } from "@dukan/contract";
import type { OutgoingMail } from "./outbox.ts";
import { type AccountMailKind, mailTexts } from "./texts.ts";

const ACCENT = "#0f3d5e";
const MUTED = "#52606d";

/** The confirmation or password-reset mail, in the customer's language, as HTML and plain text. */
export function accountMail(
  kind: AccountMailKind,
  args: { language: Language; name: string; link: string },
): Omit<OutgoingMail, "to"> {
  const words = mailTexts[args.language].accounts[kind];
  return composeMail({
    language: args.language,
    subject: words.subject,
    name: args.name,
    before: [words.intro],
    actions: [{ label: words.action, link: args.link }],
    after: [words.validity, words.ignore],
  });
}

/**
 * To the owner of an account when someone registers with its address again: log in, or set a new
 * password. Registration answers the same as for a new address, so only the owner learns of it.
 */
export function registrationAttemptMail(args: {
  language: Language;
  name: string;
  loginLink: string;
  resetLink: string;
}): Omit<OutgoingMail, "to"> {
  const words = mailTexts[args.language].registrationAttempt;
  return composeMail({
    language: args.language,
    subject: words.subject,
    name: args.name,
    before: [words.intro, words.ifItWasYou],
    actions: [
      { label: words.logIn, link: args.loginLink },
      { label: words.resetPassword, link: args.resetLink },
    ],
    after: [words.ignore],
  });
}

/** To a legal entity the shop approved: wholesale prices from now on, and a button to log in. */
export function companyApprovedMail(args: {
  language: Language;
  name: string;
  loginLink: string;
}): Omit<OutgoingMail, "to"> {
  const words = mailTexts[args.language].companyApproved;
  return composeMail({
    language: args.language,
    subject: words.subject,
    name: args.name,
    before: [words.intro],
    actions: [{ label: words.logIn, link: args.loginLink }],
    after: [],
  });
}

/**
 * To the address an account left, once the move to `newEmail` is confirmed: where the account is
 * now (the address partly hidden, as this mailbox may no longer be the owner's), and what to do if
 * the owner did not ask for it.
 */
export function emailChangedMail(args: {
  language: Language;
  name: string;
  newEmail: string;
}): Omit<OutgoingMail, "to"> {
  const words = mailTexts[args.language].emailChanged;
  return composeMail({
    language: args.language,
    subject: words.subject,
    name: args.name,
    before: [words.intro.replace("{email}", maskedEmail(args.newEmail))],
    actions: [],
    after: [words.ifNotYou],
  });
}

/** `ivana.horvat@example.com` → `iv…@example.com`: enough to recognise, not enough to write to. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(2, Math.max(at, 0)))}…${email.slice(at)}`;
}

export interface MailAction {
  label: string;
  link: string;
}

/** One mail's layout: greeting, paragraphs, a button per action (bare links in the text version), paragraphs, sign-off, footer. */
export function composeMail(mail: {
  language: Language;
  subject: string;
  name: string;
  before: string[];
  actions: MailAction[];
  after: string[];
}): Omit<OutgoingMail, "to"> {
  const texts = mailTexts[mail.language];
  const actions = mail.actions.map((action) => ({
    label: action.label,
    link: checkedLink(action.link),
  }));
  const greeting = texts.greeting(mail.name.replace(/\s+/g, " ").trim());

  const text = [
    greeting,
    ...mail.before,
    ...actions.map((action) => `${action.label}:\n${action.link}`),
    ...mail.after,
    texts.signOff,
    `--\n${texts.footer}`,
  ]
    .join("\n\n")
    .concat("\n");

  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${escapeHtml(content)}</p>`;
  const button = (action: MailAction) =>
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
<tr><td style="background-color:${ACCENT};border-radius:4px;"><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(action.label)}</a></td></tr>
</table>`;
  const bareLink = (action: MailAction) =>
    `<a href="${escapeHtml(action.link)}" style="color:${ACCENT};word-break:break-all;">${escapeHtml(action.link)}</a>`;
  // "If the button does not work, copy …" only under buttons: a mail without any has no address to copy.
  const fallback =
    actions.length === 0
      ? ""
      : `<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${escapeHtml(actions.length === 1 ? texts.linkFallback : texts.linksFallback)}<br>${actions.map(bareLink).join("<br>")}</p>`;
  const html = `<!doctype html>
<html lang="${mail.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-top:4px solid ${ACCENT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:${ACCENT};">Dućan</td></tr>
<tr><td style="padding:8px 32px 8px;">
${[greeting, ...mail.before].map(paragraph).join("\n")}
${actions.map(button).join("\n")}
${fallback}
${mail.after.map(paragraph).join("\n")}
<p style="margin:0 0 16px;">${escapeHtml(texts.signOff).replace("\n", "<br>")}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-size:13px;color:${MUTED};">${escapeHtml(texts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: mail.subject, text, html };
}

/** Text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The shop makes its links itself; anything but an absolute http(s) address is a bug, not a mail to send. */
function checkedLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : "";
  if (protocol !== "https:" && protocol !== "http:")
    throw new Error("a mail's link must be an http(s) address");
  return link;
}
