import { z } from "zod";

/** How the buyer pays; the same names as the rebate rows' `payment_method` and the orders table. */
export const paymentMethods = [
  "bank_transfer",
  "card",
  "card_instalments",
  "cash_on_pickup",
] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
