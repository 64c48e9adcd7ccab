import { z } from "zod";
import { cartProductSchema, cartSchema } from "./cart.ts";
import { productSummarySchema } from "./catalogue.ts";
import {
  counterPaymentSchema,
  deliveryMethodSchema,
  paymentMethodSchema,
  paymentMethods,
} from "./checkout.ts";
import { dataEnvelope, listEnvelope } from "./envelope.ts";
import { optionalText, requiredText } from "./fields.ts";
import { limits } from "./limits.ts";
import { queryText } from "./requests.ts";

// ---------------------------------------------------------------------------
// Orders (issue 13): history, one order, repeat, previously ordered products, payment, withdrawal.
// Money is integer euro cents; times are ISO 8601.
// ---------------------------------------------------------------------------

export const orderStatuses = [
  "received",
  "confirmed",
  "shipped",
  "ready_for_pickup",
  "completed",
  "cancelled",
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentStatuses = ["unpaid", "paid", "refunded"] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Where an order's payment stands, as the buyer and the staff read it: its payment status, and
 * `partly_paid` for an unpaid order that has received part of its total (by hand or a bank
 * statement). Derived by the back end (orders/payment-state.ts `paymentStandingOf`); the back
 * office's `payment_status` filter picks by it too, the history keeps the stored status.
 */
export const paymentStates = ["unpaid", "partly_paid", "paid", "refunded"] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** An order number as the shop writes it: the year and six digits (`2026-000123`). */
export const orderNumberPattern = /^\d{4}-\d{6}$/;

/** `/api/orders/{number}`: an unknown or malformed number, or another customer's order, is 404. */
export const orderParamsSchema = z.object({
  number: z
    .string()
    .regex(orderNumberPattern, "invalid")
    .meta({ pattern: orderNumberPattern.source })
    .describe("Order number, e.g. 2026-000123."),
});

/** One row of the order history (`GET /api/orders`). */
export const orderSummarySchema = z.object({
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  /** `payment_status`, or `partly_paid` once part of an unpaid order's total has arrived. */
  payment_state: paymentStateSchema,
  payment_method: paymentMethodSchema,
  /**
   * Cash on pickup, once the staff took the money at the counter: whether it was paid in cash or by
   * card (what its invoice says). Null for every other method, while unpaid, and for orders paid
   * before the shop recorded it (those were taken as cash).
   */
  paid_with: counterPaymentSchema.nullable(),
  delivery_method: deliveryMethodSchema,
  total_cents: z.number().int(),
  /** Lines and pieces, for "3 products, 12 pieces". */
  line_count: z.number().int(),
  item_count: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListResponseSchema = listEnvelope(orderSummarySchema);
export const orderListQuerySchema = z.object({
  page: z.string().optional().describe("Page number, from 1."),
});

/** A line as it was sold: snapshots, so a later price or name change leaves the order as it was. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  /** Null once the product left the catalogue. */
  product_id: z.number().int().nullable(),
  /** The product as it is today, for its link and picture; null once it left the catalogue. */
  product: cartProductSchema.nullable(),
  item_code: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
  /** One piece after the rebate, with VAT or without as the order's `prices_include_vat` says. */
  unit_price_cents: z.number().int(),
  rebate_percent: z.number(),
  vat_rate: z.number(),
  quantity: z.number().int(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  /** Pieces of this line the buyer withdrew from (EU withdrawal function). */
  withdrawn: z.boolean(),
  /**
   * Withdrawn from before the order was paid or sent, so taken off it: not sent, not charged and
   * not in the order's totals.
   */
  cancelled: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The HUB-3 payment slip of an unpaid (or partly paid) bank-transfer order (DESIGN.md §4). */
export const paymentSlipSchema = z.object({
  payer: z.object({ name: z.string(), street: z.string(), place: z.string() }),
  payee: z.object({ name: z.string(), street: z.string(), place: z.string() }),
  iban: z.string(),
  /** Always HR01. */
  model: z.string(),
  /** The order number with its MOD 11 check digit (`2026-000123-6`). */
  reference: z.string(),
  /** What is still to pay: the order's total less `received_cents`. */
  amount_cents: z.number().int(),
  /** What the order has received so far (transfers recorded from a bank statement or by staff); 0 until then. */
  received_cents: z.number().int(),
  currency: z.literal("EUR"),
  purpose_code: z.string(),
  description: z.string(),
  /**
   * Where the PDF417 barcode mobile banking apps scan is, as an SVG image: `GET` it with the
   * order's bearer token (`/api/orders/{number}/payment-slip.svg`; its texts in the request's language).
   */
  barcode_url: z.string(),
  /** How many days the order's stock is held for the payment (settings `bank_transfers.hold_days`). */
  hold_days: z.number().int(),
  /**
   * When the hold ends: an order still unpaid then is cancelled (ISO 8601); null once part of the
   * money arrived or staff confirmed the order (neither is cancelled by the clock: staff settle it).
   */
  pay_by: z.string().nullable(),
});
export type PaymentSlip = z.infer<typeof paymentSlipSchema>;

/** The EU withdrawal function of an order (private persons, 14 days from delivery or, before it, from the order). */
export const orderWithdrawalSchema = z.object({
  /** Whether "Withdraw from contract here" is offered now. */
  available: z.boolean(),
  /** End of the withdrawal period (ISO 8601); null for legal entities. */
  until: z.string().nullable(),
  /** The statement received, once the buyer withdrew. */
  received: z
    .object({
      at: z.string(),
      name: z.string(),
      email: z.string(),
      line_ids: z.array(z.number().int()),
      all_lines: z.boolean(),
    })
    .nullable(),
});
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  at: z.string(),
  /** Why, in the request's language when the shop wrote it (a withdrawal, a payment). */
  note: z.string(),
});

/** `GET /api/orders/{number}`: the whole order. */
export const orderSchema = orderSummarySchema.extend({
  instalments: z.number().int().nullable(),
  buyer_type: z.enum(["company", "person"]),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z
      .object({ name: z.string(), oib: z.string(), address: z.string(), place: z.string() })
      .nullable(),
  }),
  delivery: z.object({ address: z.string(), place: z.string(), zip: z.string() }).nullable(),
  note: z.string(),
  /** Once shipped: the carrier and its tracking number. */
  shipment: z.object({ carrier: z.string(), tracking_number: z.string() }).nullable(),
  prices_include_vat: z.boolean(),
  lines: z.array(orderLineSchema),
  totals: z.object({
    subtotal_cents: z.number().int(),
    rebate_cents: z.number().int(),
    vat_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    card_surcharge_cents: z.number().int(),
    total_cents: z.number().int(),
  }),
  history: z.array(orderHistoryEntrySchema),
  /** Bank transfer while unpaid: the slip to pay with. */
  payment_slip: paymentSlipSchema.nullable(),
  /** Card payments while unpaid: pay (again) through the gateway, or switch to bank transfer. */
  can_pay_by_card: z.boolean(),
  withdrawal: orderWithdrawalSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = dataEnvelope(orderSchema);

/** `POST /api/orders`: the order placed (or the one this key already placed), and where the buyer goes next. */
export const placeOrderResponseSchema = z.object({
  data: orderSchema,
  /** True when the idempotency key had already placed this order (a retry or double click). */
  replayed: z.boolean(),
  /** Card payments: the gateway's page to send the buyer to; null for every other method. */
  payment_url: z.string().nullable(),
});
export type PlacedOrderAnswer = z.infer<typeof placeOrderResponseSchema>;

/** `POST /api/orders/{number}/repeat`: the order's lines back in the cart at today's prices and stock. */
export const repeatOrderLineSchema = z.object({
  item_code: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
  ordered: z.number().int(),
  added: z.number().int(),
  /** added; cut to the stock; out of stock; no longer sold; price changed since the order. */
  status: z.enum(["added", "cut", "out_of_stock", "unavailable"]),
  price_changed: z.boolean(),
  /** What happened, in the request's language. */
  message: z.string(),
});
export type RepeatOrderLine = z.infer<typeof repeatOrderLineSchema>;
export const repeatOrderResponseSchema = z.object({
  data: cartSchema,
  report: z.array(repeatOrderLineSchema),
});

/** `GET /api/me/ordered-products`: every product the customer ordered, newest order first — the reorder list. */
export const orderedProductSchema = z.object({
  product: productSummarySchema,
  last_ordered_at: z.string(),
  last_order_number: z.string(),
  total_quantity: z.number().int(),
  /** One piece on the last order, as it was paid (with VAT for persons). */
  last_unit_price_cents: z.number().int(),
  times_ordered: z.number().int(),
});
export type OrderedProduct = z.infer<typeof orderedProductSchema>;
export const orderedProductListResponseSchema = listEnvelope(orderedProductSchema);
export const orderedProductsQuerySchema = z.object({
  q: queryText(limits.search).describe(
    "Search in item code and name (NUL characters dropped, cut to 200 characters).",
  ),
  page: z.string().optional().describe("Page number, from 1."),
});

/** `POST /api/orders/{number}/payment`: pay an unpaid order by card (again) or switch it to bank transfer. */
export const orderPaymentRequestSchema = z.object({
  payment_method: z
    .enum(paymentMethods, { error: "payment_method" })
    .refine((m) => m !== "cash_on_pickup" && m !== "on_account", "payment_method"),
  instalments: z.number({ error: "instalments" }).int("instalments").nullish(),
});
export const orderPaymentResponseSchema = z.object({
  data: orderSchema,
  payment_url: z.string().nullable(),
});

/** `POST /api/payments/test-gateway/callback`: the test gateway's signed answer (form fields, as Croatian card gateways post them). */
export const gatewayCallbackRequestSchema = z.object({
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "invalid"),
  order_number: z.string().regex(orderNumberPattern, "invalid"),
  amount_cents: z.union([z.number(), z.string().regex(/^\d{1,9}$/, "invalid")]).transform(Number),
  outcome: z.enum(["approved", "declined", "cancelled"], { error: "invalid" }),
  /** Unix seconds when the gateway signed it; old answers are refused. */
  timestamp: z.union([z.number(), z.string().regex(/^\d{1,12}$/, "invalid")]).transform(Number),
  signature: z.string().regex(/^[0-9a-f]{64}$/, "invalid"),
});
export type GatewayCallback = z.output<typeof gatewayCallbackRequestSchema>;
export const gatewayCallbackResponseSchema = z.object({
  data: z.object({
    order_number: z.string(),
    outcome: z.enum(["approved", "declined", "cancelled"]),
    payment_status: paymentStatusSchema,
  }),
});

/**
 * `POST /api/orders/{number}/withdrawal`: the withdrawal statement (Art. 11a of Directive 2011/83/EU).
 * The acknowledgement goes to the account's own e-mail address: the statement names none (an
 * address given is ignored), so no text of the form is ever mailed to an address the caller chose.
 */
export const withdrawalRequestSchema = z.object({
  name: requiredText(limits.name),
  /** Lines withdrawn from; missing or empty means the whole order. */
  line_ids: z
    .array(z.number({ error: "order_lines" }).int("order_lines").min(1, "order_lines"))
    .max(500, "order_lines")
    .nullish(),
  note: optionalText(limits.orderNote),
});
export type WithdrawalInput = z.input<typeof withdrawalRequestSchema>;
