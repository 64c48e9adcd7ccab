/**
 * Why the payment dialog's amount cannot be sent, as the message key that names the field in the
 * staff's language, or null when it can: `EuroTextField` gives cents, null for an empty field, or
 * the text as typed when it reads as no amount ("1,2,3", "abc").
 */
export function paymentAmountRefusal(amount: number | string | null): string | null {
  if (amount === null) return "dukan.orders.actions.missing.amount";
  if (typeof amount === "string") return "dukan.forms.euros";
  if (amount <= 0) return "dukan.orders.actions.amount_positive";
  return null;
}

/**
 * What a payment of `amount` brings in beyond what is still open (`outstanding`), in cents: the
 * buyer's to get back, said in the dialog before it is recorded; 0 when it brings in no more.
 */
export function surplusCents(amount: number | string | null, outstanding: number): number {
  return typeof amount === "number" ? Math.max(amount - outstanding, 0) : 0;
}
