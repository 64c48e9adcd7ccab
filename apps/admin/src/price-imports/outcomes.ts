import { type PriceImportOutcome, priceImportOutcomes } from "@dukan/contract";
import { money } from "../i18n/numbers.ts";

/** The outcomes in the order the staff read them. */
export const OUTCOMES: readonly PriceImportOutcome[] = priceImportOutcomes;

/** A changed field's value as the staff read it: cents as euros, the rest as it is. */
export function fieldValue(field: string, value: number | string | null, locale: string): string {
  if (value === null) return "—";
  if (field.endsWith("Cents") && typeof value === "number") return money(value, locale);
  return String(value);
}
