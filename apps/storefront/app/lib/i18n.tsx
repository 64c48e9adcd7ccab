import type { Language } from "@dukan/contract";
import { useLocation } from "react-router";
import { type Messages, messages } from "../locales/index.ts";
import { languageOfPath } from "./language.ts";

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLanguage());
}

const PAGE_TEXTS_ID = "page-texts";
let embedded: { json: string; texts: Messages } | undefined;

/**
 * The texts of a language. The server holds every language; the browser gets
 * only the page's own, as JSON inside the page (`<PageTexts />`), never as code:
 * `import.meta.env.SSR` is false in the browser build, so the locale modules are
 * left out of it. Changing language always loads a new document.
 */
export function messagesFor(language: Language): Messages {
  if (import.meta.env.SSR) return messages[language];
  return embeddedTexts().texts;
}

function embeddedTexts() {
  if (!embedded) {
    const json = document.getElementById(PAGE_TEXTS_ID)?.textContent ?? "{}";
    embedded = { json, texts: JSON.parse(json) as Messages };
  }
  return embedded;
}

/** Each language's texts as the page carries them, memoised per language (they are code, fixed per process). */
const textsJson = new Map<Language, string>();
function pageTextsJson(language: Language): string {
  let json = textsJson.get(language);
  if (json === undefined)
    textsJson.set(language, (json = JSON.stringify(messages[language]).replace(/</g, "\\u003c")));
  return json;
}

/** The page's texts for the browser, rendered once near the end of the body. */
export function PageTexts() {
  const language = useLanguage();
  const json = import.meta.env.SSR ? pageTextsJson(language) : embeddedTexts().json;
  return (
    <script type="application/json" id={PAGE_TEXTS_ID} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
