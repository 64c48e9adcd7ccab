/** Money is integer euro cents; every rounding in the shop goes through here (half up). */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/** `cents` less `percent` per cent, rounded half up. */
export function lessPercent(cents: number, percent: number): number {
  return roundHalfUp((cents * (100 - percent)) / 100);
}

/** Euros as typed by a shopper ("12.5", "12,50") to cents; null when it is not a price. */
export function eurosToCents(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  return roundHalfUp(Number(normalised) * 100);
}
