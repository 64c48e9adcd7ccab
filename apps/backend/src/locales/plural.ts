import type { Language } from "@dukan/contract";

const plurals = { hr: new Intl.PluralRules("hr-HR"), en: new Intl.PluralRules("en-GB") };
const numbers = { hr: new Intl.NumberFormat("hr-HR"), en: new Intl.NumberFormat("en-GB") };

/** A text per plural form (Croatian has one, few and other: 1 znak, 2 znaka, 5 znakova), `{count}` in it. */
export type PluralTexts = Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>>;

/** The text of the plural form `count` takes in the language, the count written as the language writes numbers. */
export function counted(texts: PluralTexts, count: number, language: Language): string {
  const forms = texts[language];
  const text = forms[plurals[language].select(count)] ?? forms.other ?? "";
  return text.replace("{count}", numbers[language].format(count));
}
