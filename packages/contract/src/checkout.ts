import { z } from "zod";
import { appliedRebateSchema } from "./catalogue.ts";

/** How the buyer pays; the same names as the rebate rows' `payment_method` and the orders table. */
export const paymentMethods = ["bank_transfer", "card", "card_instalments", "cash_on_pickup"] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** How the goods reach the buyer. */
export const deliveryMethods = ["delivery_service", "personal_pickup", "own_delivery"] as const;
export const deliveryMethodSchema = z.enum(deliveryMethods);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

const cents = z.number().int();

/** One line priced for the chosen payment method (integer euro cents). */
export const checkoutLineSchema = z.object({
  product_id: z.number().int(),
  quantity: z.number().int(),
  vat_rate: z.number(),
  /** One piece after the rebate, before any card surcharge; with VAT when `prices_include_vat`. */
  unit_price_cents: cents,
  rebate: appliedRebateSchema.nullable(),
  /** What the rebate took off the line. */
  rebate_cents: cents,
  /** Card in instalments only: what the higher card price adds to the line. */
  card_surcharge_cents: cents,
  net_cents: cents,
  vat_cents: cents,
  gross_cents: cents,
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

const amountsSchema = z.object({ net_cents: cents, vat_cents: cents, gross_cents: cents });

/** The whole checkout computation for one payment and delivery method. */
export const checkoutTotalsSchema = z.object({
  payment_method: paymentMethodSchema,
  delivery_method: deliveryMethodSchema,
  prices_include_vat: z.boolean(),
  lines: z.array(checkoutLineSchema),
  /** The lines' sums (goods only). */
  subtotal: amountsSchema,
  rebate_cents: cents,
  card_surcharge_cents: cents,
  delivery: amountsSchema.extend({
    free: z.boolean(),
    threshold_cents: cents,
    /** How much more (goods with VAT) reaches free delivery; 0 once reached or when delivery is free anyway. */
    remaining_cents: cents,
  }),
  vat_by_rate: z.array(z.object({ rate: z.number(), net_cents: cents, vat_cents: cents })),
  /** Goods and delivery: what the buyer pays is `gross_cents`. */
  total: amountsSchema,
  /** Instalment counts the total allows (card in instalments); null when none. */
  instalments: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Every payment method available for this delivery: its total and the difference to the chosen one (negative = cheaper). */
  comparison: z.array(z.object({ payment_method: paymentMethodSchema, total_cents: cents, difference_cents: cents })),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;
