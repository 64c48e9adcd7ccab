import type { Language } from "@dukan/contract";
import { contactEn } from "./contact.en.ts";
import { contactHr } from "./contact.hr.ts";
import type { Strings } from "./messages.ts";

/** The contact and inquiry forms' texts (Croatian's keys): read by loaders only, so they reach the browser with those pages alone. */
export type ContactTexts = Strings<typeof contactHr>;

export const contactTexts: Record<Language, ContactTexts> = { hr: contactHr, en: contactEn };
