import type { Language } from "@dukan/contract";
import { b2bEn } from "./b2b.en.ts";
import { b2bHr } from "./b2b.hr.ts";
import type { Strings } from "./messages.ts";

/** The B2B page's own texts (Croatian's keys): read by its loader only, so they reach the browser with that page alone. */
export type B2bTexts = Strings<typeof b2bHr>;

export const b2bTexts: Record<Language, B2bTexts> = { hr: b2bHr, en: b2bEn };
