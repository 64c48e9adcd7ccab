// The order mails' layout: a heading, paragraphs, tables of label/value rows or lines, an optional
// picture (`cid:`), a button to a page, as HTML (tables and inline styles, as mail clients need) and as plain text.

import type { Language } from "@dukan/contract";
import { orderMailTexts } from "../locales/order-mails.ts";
import { shopPage } from "../mail/shop-pages.ts";
import { escapeHtml } from "../mail/templates.ts";

const ACCENT = "#0f3d5e";
const MUTED = "#52606d";

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "pairs"; rows: [label: string, value: string][] }
  | { kind: "table"; head: string[]; rows: string[][]; numeric: number[] }
  | { kind: "image"; cid: string; alt: string; width: number }
  /** A button to a page (in the text version: the label, then the address on its own line). */
  | { kind: "link"; label: string; href: string };

/** The button to an order's page on the storefront, in the mail's language ("Pogledajte narudžbu"). */
export function orderPageLink(siteUrl: string, language: Language, number: string): MailBlock {
  return {
    kind: "link",
    label: orderMailTexts(language).confirmation.viewOrder,
    href: shopPage(siteUrl, language, `/orders/${encodeURIComponent(number)}`),
  };
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`;
    case "pairs":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "table":
      // The column names first, as the HTML's head: "Šifra | Proizvod | Kol. | Cijena | Iznos".
      return [block.head, ...block.rows].map((row) => row.join(" | ")).join("\n");
    case "image":
      return "";
    case "link":
      return `${block.label}:\n${block.href}`;
  }
}

const cell = (content: string, numeric: boolean, tag = "td") =>
  `<${tag} style="padding:6px 8px;border-bottom:1px solid #e4e7eb;text-align:${numeric ? "right" : "left"};vertical-align:top;">${escapeHtml(content)}</${tag}>`;

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text).replaceAll("\n", "<br>")}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:${ACCENT};">${escapeHtml(block.text)}</h2>`;
    case "pairs":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">
${block.rows.map(([label, value]) => `<tr><th scope="row" style="padding:4px 12px 4px 0;text-align:left;font-weight:normal;color:${MUTED};vertical-align:top;">${escapeHtml(label)}</th><td style="padding:4px 0;">${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`).join("\n")}
</table>`;
    case "table":
      return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;">
<thead><tr>${block.head.map((h, i) => cell(h, block.numeric.includes(i), "th")).join("")}</tr></thead>
<tbody>
${block.rows.map((row) => `<tr>${row.map((c, i) => cell(c, block.numeric.includes(i))).join("")}</tr>`).join("\n")}
</tbody>
</table>`;
    case "link":
      return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;background-color:${ACCENT};border-radius:4px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
    case "image":
      return `<p style="margin:0 0 16px;"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="${block.width}" style="display:block;max-width:100%;height:auto;"></p>`;
  }
}

/** One order mail in the order's language: greeting, the blocks, sign-off and footer. */
export function composeOrderMail(
  language: Language,
  subject: string,
  name: string,
  blocks: MailBlock[],
): ComposedMail {
  const words = orderMailTexts(language);
  const greeting = words.greeting(name.replace(/\s+/g, " ").trim());
  const text = [
    greeting,
    ...blocks.map(textOf).filter((t) => t !== ""),
    words.signOff,
    `--\n${words.footer}`,
  ]
    .join("\n\n")
    .concat("\n");
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:640px;background-color:#ffffff;border-top:4px solid ${ACCENT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:${ACCENT};">Dućan</td></tr>
<tr><td style="padding:8px 32px 8px;">
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
${blocks.map(htmlOf).join("\n")}
<p style="margin:16px 0;">${escapeHtml(words.signOff).replace("\n", "<br>")}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-size:13px;color:${MUTED};">${escapeHtml(words.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
