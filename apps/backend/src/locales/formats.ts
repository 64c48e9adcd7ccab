import type { Language } from "@dukan/contract";

// Money and dates as each language writes them, on the shop's clock (Zagreb). Each formatter is
// made once: building an `Intl` formatter costs far more than using it (an order mail writes a
// dozen amounts, and it was a fifth of the mail's time).

const locales: Record<Language, string> = { hr: "hr-HR", en: "en-GB" };
const ZONE = "Europe/Zagreb";

const perLanguage = <T>(make: (locale: string) => T): Record<Language, T> => ({
  hr: make(locales.hr),
  en: make(locales.en),
});

const money = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }),
);
const wholeMoney = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const unitMoney = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);
const day = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: ZONE, dateStyle: "long" }),
);
const moment = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: ZONE, dateStyle: "long", timeStyle: "medium" }),
);

/** Euro cents as the language writes money ("12,40 €", "€12.40"). */
export function formatMoney(cents: number, language: Language): string {
  return money[language].format(cents / 100);
}

/** Whole euros without decimals ("130 €", "€130"), other amounts with their cents. */
export function formatMoneyShort(cents: number, language: Language): string {
  return (cents % 100 === 0 ? wholeMoney : money)[language].format(cents / 100);
}

/**
 * A unit price that may carry fractions of a cent (a person's gross price divided back to the net):
 * two decimals, up to four when the price has them ("8,0645 €"), so the line's amount can be checked.
 */
export function formatUnitPrice(cents: number, language: Language): string {
  return unitMoney[language].format(cents / 100);
}

/** A date as the language writes it, in Zagreb. */
/** A VAT rate or a rebate: "25 %", "7,5 %" in Croatian (a no-break space before the sign), "25%" in English. */
export function formatPercent(value: number, language: Language): string {
  return language === "hr" ? `${String(value).replace(".", ",")}\u00a0%` : `${value}%`;
}

export function formatDate(at: Date, language: Language): string {
  return day[language].format(at);
}

/** A date and time to the second, in Zagreb (the withdrawal's "received"). */
export function formatDateTime(at: Date, language: Language): string {
  return moment[language].format(at);
}

/** Croatian plural category of a whole number: one (1, 21…), few (2–4, 22–24… but not 12–14), other. */
export function croatianPlural(count: number): "one" | "few" | "other" {
  const last = count % 10;
  const lastTwo = count % 100;
  if (last === 1 && lastTwo !== 11) return "one";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
  return "other";
}

/** "rata" / "rate" after a number of card instalments: 2 rate, 5 rata, 21 rata, 22 rate. */
export const croatianInstalments = (count: number): string =>
  ({ one: "rata", few: "rate", other: "rata" })[croatianPlural(count)];
