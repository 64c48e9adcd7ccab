import type { Language } from "@dukan/contract";
import { en } from "./en.ts";
import { hr } from "./hr.ts";
import type { Messages } from "./messages.ts";
import { formatNumber, pluralCategory } from "../lib/number-format.ts";

export type { Messages, PageName } from "./messages.ts";

export const messages: Record<Language, Messages> = { hr, en };

/** Replace `{name}` placeholders. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

/** Croatian has three forms: 1 proizvod, 2 proizvoda, 5 proizvoda (21 proizvod, 22 proizvoda…). */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const rule = pluralCategory(count, language);
  const text = rule === "one" ? forms.one : rule === "few" ? forms.few : forms.other;
  return format(text, { count: formatNumber(count, language) });
}
