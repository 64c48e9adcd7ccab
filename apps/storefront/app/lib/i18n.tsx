import type { Language } from "@dukan/contract";
import { useLocation } from "react-router";
import { type Messages, messages } from "../locales/index.ts";
import { languageOfPath } from "./language.ts";

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messages[useLanguage()];
}
