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
