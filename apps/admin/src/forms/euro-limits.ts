import type { Validator } from "react-admin";
import { money, parseEuros } from "../i18n/numbers.ts";

/** The smallest and largest amount a euro field takes, in cents (either may be left open). */
export interface EuroLimits {
  min?: number;
  max?: number;
}

/**
 * A euro field's bounds as validators that speak euros in the staff's language ("Najmanji iznos je
 * 0,01 €", "At most €1,000,000.00"), not react-admin's bare numbers of cents. The value is what
 * `EuroInput` keeps: cents, null when empty, or the text as typed when it is no amount; a minus
 * before an amount ("-10") is below any bound from zero up, and said so, rather than "no amount".
 */
export function euroLimitValidators({ min, max }: EuroLimits, locale: string): Validator[] {
  const centsOf = (value: unknown): number | undefined => {
    if (typeof value === "number") return value;
    if (typeof value !== "string") return undefined;
    const negative = /^\s*[-−]\s*(.+)$/.exec(value);
    const cents = negative?.[1] ? parseEuros(negative[1], locale) : undefined;
    return typeof cents === "number" ? -cents : undefined;
  };
  const validators: Validator[] = [];
  if (min !== undefined)
    validators.push((value: unknown) => {
      const cents = centsOf(value);
      return cents !== undefined && cents < min
        ? { message: "dukan.forms.euros_min", args: { amount: money(min, locale) } }
        : undefined;
    });
  if (max !== undefined)
    validators.push((value: unknown) => {
      const cents = centsOf(value);
      return cents !== undefined && cents > max
        ? { message: "dukan.forms.euros_max", args: { amount: money(max, locale) } }
        : undefined;
    });
  return validators;
}
