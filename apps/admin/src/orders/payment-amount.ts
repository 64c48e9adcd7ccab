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
