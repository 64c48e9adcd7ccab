import type { ErrorCode, Language } from "@dukan/contract";
import { en, enFields, enNotices } from "./en.ts";
import type { FieldMessageKey, FieldMessages, NoticeKey, Notices } from "./fields.ts";
import { hr, hrFields, hrNotices } from "./hr.ts";

export type { FieldMessageKey, NoticeKey } from "./fields.ts";

const messages: Record<Language, Record<ErrorCode, string>> = { hr, en };

export function errorMessage(code: ErrorCode, language: Language): string {
  return messages[language][code];
}

const fieldMessages: Record<Language, FieldMessages> = { hr: hrFields, en: enFields };

export function fieldMessage(key: FieldMessageKey, language: Language): string {
  return fieldMessages[language][key];
}

const notices: Record<Language, Notices> = { hr: hrNotices, en: enNotices };

export function noticeMessage(key: NoticeKey, language: Language): string {
  return notices[language][key];
}
