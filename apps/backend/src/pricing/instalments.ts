import { Refusal } from "../refusals/refusal.ts";
import type { CheckoutSettings } from "../settings/defaults.ts";

/**
 * The instalment counts a total allows: every range whose threshold the total is strictly above
 * (65,00 € allows none, 65,01 € allows 2–12; 130,00 € allows 2–12, 130,01 € allows 2–60). Null when none.
 */
export function allowedInstalments(
  totalCents: number,
  settings: CheckoutSettings,
): { min: number; max: number } | null {
  const ranges = settings.instalmentRanges.filter((r) => totalCents > r.aboveCents);
  if (ranges.length === 0) return null;
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

/** The total card in instalments must be above (the lowest range's threshold); null when no range is set. */
export function instalmentsMinimum(settings: CheckoutSettings): number | null {
  const thresholds = settings.instalmentRanges.map((r) => r.aboveCents);
  return thresholds.length === 0 ? null : Math.min(...thresholds);
}

/**
 * Refuses card in instalments for a total no range allows (`instalments_below_minimum`, naming the
 * payment method), and a count the total does not allow (`instalments_not_allowed`).
 */
export function checkInstalments(
  count: number,
  totalCents: number,
  settings: CheckoutSettings,
): void {
  const allowed = allowedInstalments(totalCents, settings);
  if (!allowed)
    throw new Refusal("instalments_below_minimum", {
      payment_method: "instalments_below_minimum",
    });
  if (!Number.isInteger(count) || count < allowed.min || count > allowed.max)
    throw new Refusal("instalments_not_allowed");
}
