import type { ErrorCode, Language } from "@dukan/contract";
import { en } from "./en.ts";
import { hr } from "./hr.ts";

const messages: Record<Language, Record<ErrorCode, string>> = { hr, en };

export function errorMessage(code: ErrorCode, language: Language): string {
  return messages[language][code];
}
