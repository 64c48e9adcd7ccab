import type { ErrorCode, Language } from "@dukan/contract";
import { en, enFields, enNotices } from "./en.ts";
import type { FieldMessages, FieldRefusal, NoticeKey, Notices } from "./fields.ts";
import { hr, hrFields, hrNotices } from "./hr.ts";
import { counted, type PluralTexts } from "./plural.ts";

export type { FieldMessageKey, FieldRefusal, NoticeKey } from "./fields.ts";

const messages: Record<Language, Record<ErrorCode, string>> = { hr, en };

export function errorMessage(code: ErrorCode, language: Language): string {
  return messages[language][code];
}

const fieldMessages: Record<Language, FieldMessages> = { hr: hrFields, en: enFields };

const tooLongTexts: PluralTexts = {
  hr: {
    one: "Tekst je predug: najviše {count} znak",
    few: "Tekst je predug: najviše {count} znaka",
    other: "Tekst je predug: najviše {count} znakova",
  },
  en: {
    one: "This text is too long: at most {count} character",
    other: "This text is too long: at most {count} characters",
  },
};

export function fieldMessage(refusal: FieldRefusal, language: Language): string {
  return typeof refusal === "string"
    ? fieldMessages[language][refusal]
    : counted(tooLongTexts, refusal.max, language);
}

const notices: Record<Language, Notices> = { hr: hrNotices, en: enNotices };

export function noticeMessage(key: NoticeKey, language: Language): string {
  return notices[language][key];
}
