import type { Language } from "@dukan/contract";
import { locales } from "./language.ts";

const formatters = new Map<Language, Intl.NumberFormat>();

/** Euro cents as the shopper reads them: "12,99 €" in Croatian, "€12.99" in English. */
export function formatPrice(cents: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === "hr" ? locales.hr : "en-IE", { style: "currency", currency: "EUR" });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}
