import { z } from "zod";

/** How the buyer pays; the same names as the rebate rows' `payment_method` and the orders table. */
export const paymentMethods = [
  "bank_transfer",
  "card",
  "card_instalments",
  "cash_on_pickup",
  // Paid later against an invoice, within the company's terms (offered only to a customer the staff gave terms).
  "on_account",
] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * How a cash-on-pickup order ("Gotovinom ili karticom pri preuzimanju") was paid at the counter,
 * as the staff record it when they take the money (complete the order, or record the payment):
 * the invoice's payment means follows it (cash: UNCL 4461 code 10, card: 48).
 */
export const counterPayments = ["cash", "card"] as const;
export const counterPaymentSchema = z.enum(counterPayments);
export type CounterPayment = z.infer<typeof counterPaymentSchema>;
