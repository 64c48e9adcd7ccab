import polyglotI18nProvider from "ra-i18n-polyglot";
import englishReactAdmin from "ra-language-english";
import type { I18nProvider, TranslationMessages } from "react-admin";
import appEn from "./app.en.ts";
import appHr from "./app.hr.ts";
import croatianReactAdmin from "./ra-hr.ts";
import { type SectionMessages, sections } from "./sections.ts";

export type Language = "hr" | "en";

/** The app's texts in one language with every section's (sections.ts) beside them. */
function withSections(
  app: typeof appHr,
  language: Language,
  added: readonly SectionMessages[],
): typeof appHr {
  return {
    ...app,
    resources: Object.assign({}, app.resources, ...added.map((s) => s[language].resources)),
    dukan: Object.assign({}, app.dukan, ...added.map((s) => s[language].dukan)),
  };
}

/** Every text of the app by language: react-admin's own and ours. Croatian is the default. */
export const messages: Record<Language, TranslationMessages> = {
  hr: { ...croatianReactAdmin, ...withSections(appHr, "hr", sections) },
  en: { ...englishReactAdmin, ...withSections(appEn, "en", sections) },
};

/** The language names in the switch, each in its own language. */
export const LOCALES = [
  { locale: "hr", name: "Hrvatski" },
  { locale: "en", name: "English" },
];

/** BCP 47 tags for dates and numbers. */
export const LOCALE_TAGS: Record<Language, string> = { hr: "hr-HR", en: "en-GB" };

export const isLanguage = (value: unknown): value is Language => value === "hr" || value === "en";

/**
 * Polyglot with Croatian plural rules for "hr" (one · few · many). The language the staff member
 * chose is kept by react-admin's store (localStorage) and set again at the next visit.
 */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    (locale) => messages[isLanguage(locale) ? locale : "hr"],
    "hr",
    LOCALES,
  );
}
