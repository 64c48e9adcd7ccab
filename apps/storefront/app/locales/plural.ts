import type { Language } from "@dukan/contract";
import { formatNumber, pluralCategory } from "../lib/number-format.ts";
import { format } from "./format.ts";

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
