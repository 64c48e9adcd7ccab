import type { Language } from "@dukan/contract";

const plurals = { hr: new Intl.PluralRules("hr-HR"), en: new Intl.PluralRules("en-GB") };
const numbers = { hr: new Intl.NumberFormat("hr-HR"), en: new Intl.NumberFormat("en-GB") };

const addedUpToStockTexts: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  hr: {
    one: "U košaricu je dodan {count} komad – više nema na zalihi.",
    few: "U košaricu su dodana {count} komada – više nema na zalihi.",
    other: "U košaricu je dodano {count} komada – više nema na zalihi.",
  },
  en: {
    one: "Added {count} piece to the cart – no more in stock.",
    other: "Added {count} pieces to the cart – no more in stock.",
  },
};

/**
 * An add cut to the stock (`max_available`): how many pieces went in and why no more — a whole
 * carton asked for when fewer pieces are left reads "U košaricu je dodano 7 komada – više nema na zalihi."
 */
export function addedUpToStock(count: number, language: Language): string {
  const forms = addedUpToStockTexts[language];
  const text = forms[plurals[language].select(count)] ?? forms.other ?? "";
  return text.replace("{count}", numbers[language].format(count));
}
