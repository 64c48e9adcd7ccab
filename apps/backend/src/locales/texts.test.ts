import { describe, expect, it } from "vitest";
import { mailTexts } from "../mail/texts.ts";
import { en, enFields, enNotices } from "./en.ts";
import { hr, hrFields, hrNotices } from "./hr.ts";
import { invoiceTexts } from "./invoices.ts";
import { orderMailTexts } from "./order-mails.ts";
import { orderTexts } from "./orders.ts";
import { gatewayPageTexts } from "./payments.ts";

// The house style of the API's and the mails' words (the storefront's texts have the same test,
// apps/storefront/app/locales/texts.test.ts): Croatian quotes „…“, English “…”, no straight double
// quotes or guillemets; the formal "Pogledajte"; a sentence starts with a capital letter.

function stringsOf(texts: unknown, prefix = ""): Array<[string, string]> {
  if (typeof texts === "string") return [[prefix, texts]];
  if (texts === null || typeof texts !== "object") return [];
  return Object.entries(texts).flatMap(([key, value]) =>
    stringsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

function problems(texts: unknown, language: "hr" | "en"): string[] {
  const [open, close] = language === "hr" ? ["„", "“"] : ["“", "”"];
  return stringsOf(texts).flatMap(([key, text]) => {
    const found: string[] = [];
    const words = text.replace(/<[^>]*>/g, "");
    if (/["»«]/.test(words)) found.push("straight double quotes or guillemets");
    const marks = [...words].filter((c) => c === "„" || c === "“" || c === "”");
    if (marks.length % 2 !== 0 || marks.some((c, i) => c !== (i % 2 === 0 ? open : close)))
      found.push(`quotes not as ${open}…${close}`);
    if (language === "hr" && /\bPogledaj\b/i.test(text)) found.push("the informal Pogledaj");
    const first = text.trim()[0] ?? "";
    if (/\s/.test(text.trim()) && /[.!?]$/.test(text.trim()) && first !== first.toUpperCase())
      found.push("a sentence starting with a small letter");
    return found.map((problem) => `${key}: ${problem} — ${text}`);
  });
}

describe("the API's and the mails' words keep the house style", () => {
  it("in Croatian", () => {
    const texts = {
      errors: hr,
      fields: hrFields,
      notices: hrNotices,
      mails: mailTexts.hr,
      orderMails: orderMailTexts("hr"),
      orders: orderTexts("hr"),
      gateway: gatewayPageTexts("hr"),
      invoices: invoiceTexts("hr"),
    };
    expect(problems(texts, "hr")).toEqual([]);
  });

  it("in English", () => {
    const texts = {
      errors: en,
      fields: enFields,
      notices: enNotices,
      mails: mailTexts.en,
      orderMails: orderMailTexts("en"),
      orders: orderTexts("en"),
      gateway: gatewayPageTexts("en"),
      invoices: invoiceTexts("en"),
    };
    expect(problems(texts, "en")).toEqual([]);
  });

  it("the password-reset notice is a sentence", () => {
    expect(hrNotices.reset_link_sent).toBe("Poveznica za novu lozinku poslana je na vašu e-poštu.");
    expect(enNotices.reset_link_sent).toBe("Password reset link sent to your email.");
  });
});
