import type { ErrorCode, Language } from "@dukan/contract";
import { en, enFields } from "./en.ts";
import type { FieldMessageKey, FieldMessages } from "./fields.ts";
import { hr, hrFields } from "./hr.ts";

export type { FieldMessageKey } from "./fields.ts";

const messages: Record<Language, Record<ErrorCode, string>> = { hr, en };

export function errorMessage(code: ErrorCode, language: Language): string {
  return messages[language][code];
}

const fieldMessages: Record<Language, FieldMessages> = { hr: hrFields, en: enFields };

export function fieldMessage(key: FieldMessageKey, language: Language): string {
  return fieldMessages[language][key];
}
