import { z } from "zod";
import { cartProductSchema } from "./cart.ts";
import { appliedRebateSchema } from "./catalogue.ts";
import { dataEnvelope } from "./envelope.ts";
import {
  emailSchema,
  oibSchema,
  optionalPhoneSchema,
  optionalText,
  requiredText,
  zipSchema,
} from "./fields.ts";
import { limits } from "./limits.ts";

export {
  type CounterPayment,
  counterPaymentSchema,
  counterPayments,
  type PaymentMethod,
  paymentMethodSchema,
  paymentMethods,
} from "./payment-methods.ts";
import { paymentMethodSchema, paymentMethods } from "./payment-methods.ts";

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
  /**
   * Payment methods this total does not allow, and why: card in instalments when the total (at the
   * plain card price) is not above the lowest instalment threshold (`above_cents`; SPEC §9: 65 €).
   * They are left out of `comparison` (and of the preview's `payment_methods`).
   */
  unavailable_payment_methods: z.array(
    z.object({
      payment_method: paymentMethodSchema,
      reason: z.enum(["instalments_minimum"]),
      above_cents: cents,
    }),
  ),
  /** Every payment method available for this delivery: its total and the difference to the chosen one (negative = cheaper). */
  comparison: z.array(
    z.object({ payment_method: paymentMethodSchema, total_cents: cents, difference_cents: cents }),
  ),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

// ---------------------------------------------------------------------------
// Checkout requests (issue 13): the buyer's data, the delivery, the payment choice. Prices are never
// part of a request: the back end computes them (`POST /api/checkout/preview`, `POST /api/orders`).
// ---------------------------------------------------------------------------

/** The company an order is for (legal entities): prefilled from the profile, editable for this order. */
export const checkoutCompanySchema = z.object({
  name: requiredText(limits.name),
  oib: oibSchema,
  address: requiredText(limits.address),
  place: requiredText(limits.address),
});

/** `PUT /api/checkout/buyer` body (step 1, data verification). `company` is required of a legal entity and ignored for a person. */
export const checkoutBuyerRequestSchema = z.object({
  name: requiredText(limits.name),
  email: emailSchema,
  phone: optionalPhoneSchema,
  company: checkoutCompanySchema.nullish(),
});
export type CheckoutBuyerInput = z.input<typeof checkoutBuyerRequestSchema>;

/** Where the delivery service brings the goods. */
export const deliveryAddressSchema = z.object({
  address: requiredText(limits.address),
  place: requiredText(limits.address),
  zip: zipSchema,
});

/** `PUT /api/checkout/delivery` body (step 2): the method, and the address for the delivery service. */
export const checkoutDeliveryRequestSchema = z
  .object({
    delivery_method: z.enum(deliveryMethods, { error: "delivery_method" }),
    delivery: z
      .object({
        address: optionalText(limits.address),
        place: optionalText(limits.address),
        zip: optionalText(limits.zip),
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body?.delivery_method !== "delivery_service") return;
    const parsed = deliveryAddressSchema.safeParse(body.delivery ?? {});
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["delivery", ...issue.path] });
  });
export type CheckoutDeliveryInput = z.input<typeof checkoutDeliveryRequestSchema>;

const instalmentsSchema = z
  .union([z.number({ error: "instalments" }), z.string().regex(/^\s*\d{1,2}\s*$/, "instalments")], {
    error: "instalments",
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int("instalments")
      .min(limits.instalments.min, "instalments")
      .max(limits.instalments.max, "instalments"),
  )
  .nullish();

/** `PUT /api/checkout/payment` body (step 3): the payment choice and the note, kept while the buyer looks at the totals. */
export const checkoutPaymentRequestSchema = z.object({
  payment_method: z.enum(paymentMethods, { error: "payment_method" }),
  instalments: instalmentsSchema,
  note: optionalText(limits.orderNote),
});
export type CheckoutPaymentInput = z.input<typeof checkoutPaymentRequestSchema>;

/** `POST /api/checkout/preview` body: the computation for these choices (nothing is stored). */
export const checkoutPreviewRequestSchema = z.object({
  payment_method: z.enum(paymentMethods, { error: "payment_method" }),
  delivery_method: z.enum(deliveryMethods, { error: "delivery_method" }),
  instalments: instalmentsSchema,
});
export type CheckoutPreviewInput = z.input<typeof checkoutPreviewRequestSchema>;

/**
 * `POST /api/orders` body, with an `Idempotency-Key` header (one per checkout attempt). Everything
 * the buyer chose; no figure: the server prices the cart itself, and fields not named here (a
 * tampered price or total) are ignored.
 */
export const placeOrderRequestSchema = z
  .object({
    buyer: checkoutBuyerRequestSchema,
    delivery_method: z.enum(deliveryMethods, { error: "delivery_method" }),
    delivery: z
      .object({
        address: optionalText(limits.address),
        place: optionalText(limits.address),
        zip: optionalText(limits.zip),
      })
      .nullish(),
    payment_method: z.enum(paymentMethods, { error: "payment_method" }),
    instalments: instalmentsSchema,
    note: optionalText(limits.orderNote),
  })
  .superRefine((body, ctx) => {
    if (body?.delivery_method !== "delivery_service") return;
    const parsed = deliveryAddressSchema.safeParse(body.delivery ?? {});
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["delivery", ...issue.path] });
  });
export type PlaceOrderInput = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

/** The `Idempotency-Key` header of `POST /api/orders`. */
export const idempotencyKeySchema = z
  .string({ error: "required" })
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${limits.idempotencyKey.min},${limits.idempotencyKey.max}}$`),
    "invalid",
  );

// ---------------------------------------------------------------------------
// Checkout answers
// ---------------------------------------------------------------------------

/** A window in which orders are refused (settings; e.g. the currency switch of 30 Dec 2022 – 2 Jan 2023). */
export const orderingBlockSchema = z.object({
  from: z.string().describe("ISO 8601 time the window opens."),
  until: z.string().describe("ISO 8601 time ordering opens again."),
  /** Why, in the request's language. */
  reason: z.string(),
});
export type OrderingBlock = z.infer<typeof orderingBlockSchema>;

/** What the buyer entered so far (`GET /api/checkout` and every step's `PUT`), kept on the server so going back or reloading loses nothing. */
export const checkoutDraftSchema = z.object({
  buyer_type: z.enum(["company", "person"]),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z
      .object({ name: z.string(), oib: z.string(), address: z.string(), place: z.string() })
      .nullable(),
  }),
  delivery_method: deliveryMethodSchema.nullable(),
  delivery: z.object({ address: z.string(), place: z.string(), zip: z.string() }),
  payment_method: paymentMethodSchema.nullable(),
  instalments: z.number().int().nullable(),
  note: z.string(),
  /** Steps done: the confirmation step needs both. */
  steps: z.object({ data: z.boolean(), delivery: z.boolean() }),
  /** One per checkout attempt: the confirmation form sends it as `Idempotency-Key`; a new one after each order placed. */
  idempotency_key: z.string(),
  /** Set while orders are refused (an ordering block window). */
  blocked: orderingBlockSchema.nullable(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;
export const checkoutDraftResponseSchema = dataEnvelope(checkoutDraftSchema);

/**
 * Where a company with payment terms stands (payment on account): its days to pay, its limit, what it
 * owes (open invoices and orders on account not yet invoiced), what it may still order, and whether
 * an invoice overdue too long keeps it from ordering on account.
 */
export const onAccountStandingSchema = z.object({
  days: z.number().int(),
  credit_limit_cents: z.number().int(),
  open_cents: z.number().int(),
  available_cents: z.number().int(),
  blocked: z.boolean(),
});
export type OnAccountStanding = z.infer<typeof onAccountStandingSchema>;

/** A line of the preview: the totals' line and the product it is. */
export const checkoutPreviewLineSchema = checkoutLineSchema.extend({ product: cartProductSchema });

/** `POST /api/checkout/preview`: the whole computation for one payment and delivery method, with the products and what would stop the order. */
export const checkoutPreviewSchema = checkoutTotalsSchema.extend({
  lines: z.array(checkoutPreviewLineSchema),
  /** Payment methods this delivery allows (cash or card on pickup only with personal pickup; on account only with terms and nothing overdue too long). */
  payment_methods: z.array(paymentMethodSchema),
  /** The company's payment terms (payment on account), or null without them. */
  on_account: onAccountStandingSchema.nullable(),
  /** Lines the stock no longer covers, with the spec's stock message; the order would be refused. */
  stock_problems: z.array(
    z.object({
      product_id: z.number().int(),
      code: z.enum(["out_of_stock", "no_more_stock"]),
      available: z.number().int(),
      message: z.string(),
    }),
  ),
  blocked: orderingBlockSchema.nullable(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
export const checkoutPreviewResponseSchema = dataEnvelope(checkoutPreviewSchema);
