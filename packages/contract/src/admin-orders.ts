import { z } from "zod";
import {
  counterPayments,
  deliveryMethodSchema,
  deliveryMethods,
  paymentMethodSchema,
  paymentMethods,
} from "./checkout.ts";
import { optionalText, pathIdSchema, requiredText } from "./fields.ts";
import { limits } from "./limits.ts";
import {
  orderSchema,
  orderStatusSchema,
  orderStatuses,
  paymentStateSchema,
  paymentStates,
  paymentStatusSchema,
} from "./orders.ts";
import { queryText, queryValue } from "./requests.ts";

// ---------------------------------------------------------------------------
// The staff's orders (issue 34): the list with its filters, one order with everything the back
// office shows, and the actions on it (docs/orders.md "Staff: orders"). Money is integer euro cents.
// ---------------------------------------------------------------------------

/** The actions staff take on an order (`POST /api/admin/orders/{id}/{action}`). */
export const adminOrderActions = [
  "confirm",
  "ready-for-pickup",
  "ship",
  "complete",
  "cancel",
  "refund",
  "mark-paid",
  "note",
  "resend-confirmation",
] as const;
export type AdminOrderAction = (typeof adminOrderActions)[number];

/** A query value given once or repeated (`?status=received&status=confirmed`), each one of `values`. */
function queryList<T extends readonly [string, ...string[]]>(values: T, problem: "invalid") {
  return z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(values, { error: problem }))
      .max(values.length * 2, problem)
      .optional(),
  );
}

const existingDay = z.iso.date();
/** A day that exists (no 31 February, which `Date` reads as 3 March), or a moment of it. */
const dateOrTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "date")
  .refine(
    (value) =>
      existingDay.safeParse(value.slice(0, 10)).success && !Number.isNaN(new Date(value).getTime()),
    "date",
  );
/** The most an order's `total_cents` (a PostgreSQL integer) holds: a filter beyond it was a 500. */
const TOTAL_CENTS_MAX = limits.orderTotalFilterCents.max;
/**
 * A total filter in cents, 0 to what the column holds. Staff type it in euros (the back office
 * sends cents), so its refusal names the filter and speaks of euros (`total_from`, `total_to`).
 */
const centsQuery = (problem: "total_from" | "total_to") =>
  z
    .string()
    .regex(/^\d{1,10}$/, problem)
    .transform(Number)
    .pipe(z.number().int().max(TOTAL_CENTS_MAX, problem));

/** An order's payment as the staff's list and order page show it. */
const paymentStanding = {
  payment_state: paymentStateSchema,
  /** Money received outside the card gateway (by hand, bank statements), in cents. */
  received_cents: z.number().int(),
  /** What is still to pay (0 once paid or refunded), in cents. */
  outstanding_cents: z.number().int(),
  /**
   * Money received that the shop is to give back, in cents: beyond the total (paid too much), or
   * all of it on a cancelled order; 0 once refunded.
   */
  to_return_cents: z.number().int(),
};

export const adminOrderSorts = ["created_at", "total_cents", "number"] as const;

/** `GET /api/admin/orders` and `/api/admin/orders.csv`: filters, search, sort, page. */
export const adminOrderListQuerySchema = z.object({
  page: queryValue(
    z
      .string()
      .regex(/^\d{1,6}$/, "whole_number")
      .optional(),
  ).describe("Page number, from 1."),
  perPage: queryValue(
    z
      .string()
      .regex(/^\d{1,3}$/, "whole_number")
      .optional(),
  ).describe("Orders a page, 1 to 100 (default 25)."),
  sort: queryValue(z.enum([...adminOrderSorts, "id"], { error: "list_sort" }).optional()).describe(
    "created_at (default; `id` means the same), total_cents or number.",
  ),
  order: queryValue(z.enum(["ASC", "DESC"], { error: "list_sort" }).optional()).describe(
    "ASC or DESC (default).",
  ),
  q: queryText(limits.search).describe(
    "Search: an order number (or its start), an OIB (or its start), or part of the buyer's name, e-mail or company.",
  ),
  status: queryList(orderStatuses, "invalid").describe("Order status; repeat for several."),
  payment_status: queryList(paymentStates, "invalid").describe(
    "Where the payment stands, as the list shows it (`payment_state`): unpaid (no money received), partly_paid (unpaid, part of it received), paid or refunded; repeat for several.",
  ),
  payment_method: queryList(paymentMethods, "invalid").describe(
    "Payment method; repeat for several.",
  ),
  delivery_method: queryList(deliveryMethods, "invalid").describe(
    "Delivery method; repeat for several.",
  ),
  buyer_type: queryValue(z.enum(["company", "person"], { error: "customer_type" }).optional()),
  customer_id: queryValue(pathIdSchema.optional()).describe("The customer's (user's) id."),
  created_from: queryValue(dateOrTime.optional()).describe(
    "Placed at or after (a date is its start, Zagreb time... given as UTC when a time).",
  ),
  created_to: queryValue(dateOrTime.optional()).describe(
    "Placed before the end of this date (or before this time).",
  ),
  total_from: queryValue(centsQuery("total_from").optional()).describe(
    "Total at least, in cents (0 to 2147483647).",
  ),
  total_to: queryValue(centsQuery("total_to").optional()).describe(
    "Total at most, in cents (0 to 2147483647).",
  ),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** One row of the staff's order list. */
export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  payment_method: paymentMethodSchema,
  delivery_method: deliveryMethodSchema,
  buyer_type: z.enum(["company", "person"]),
  buyer_name: z.string(),
  buyer_email: z.string(),
  company_name: z.string().nullable(),
  company_oib: z.string().nullable(),
  customer_id: z.number().int(),
  total_cents: z.number().int(),
  ...paymentStanding,
  version: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
/**
 * The most orders the staff's list counts: a list of more answers this total and the screen reads
 * "more than …" and pages on without a last page (an exact count of a broad filter would read most
 * of the table at every page); narrowing it by a filter or the search counts exactly.
 */
export const ADMIN_ORDERS_COUNT_CAP = 1_000;

export const adminOrderListResponseSchema = z.object({
  data: z.array(adminOrderRowSchema),
  total: z.number().int(),
  /** True when more orders match than the list counts (`total` is then ADMIN_ORDERS_COUNT_CAP). */
  capped: z.boolean(),
});

/** An order in the staff's paths: its id, or its number (`2026-000123`) as the old staff path had it. */
export const adminOrderParamsSchema = z.object({
  id: z
    .string()
    .regex(/^(\d{1,10}|\d{4}-\d{6})$/, "invalid")
    .describe("Order id (or order number, e.g. 2026-000123)."),
});

const staffRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** `GET /api/admin/orders/{id}`: the order as the customer sees it, and what only staff see. */
export const adminOrderSchema = orderSchema.omit({ history: true }).extend({
  id: z.number().int(),
  version: z.number().int(),
  customer_id: z.number().int(),
  language: z.enum(["hr", "en"]),
  history: z.array(
    z.object({
      status: orderStatusSchema,
      payment_status: paymentStatusSchema,
      at: z.string(),
      note: z.string(),
      /** Who made the change; null for the shop, the customer or the card gateway. */
      staff: staffRef,
    }),
  ),
  /** Internal notes, never shown to the customer. */
  notes: z.array(
    z.object({ id: z.number().int(), text: z.string(), at: z.string(), staff: staffRef }),
  ),
  /** Money received outside the card gateway (by hand, bank statements), and what it adds up to. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      amount_cents: z.number().int(),
      paid_on: z.string(),
      source: z.enum(["manual", "bank_statement"]),
      reference: z.string(),
      staff: staffRef,
      at: z.string(),
    }),
  ),
  ...paymentStanding,
  /** Trips to the card gateway. */
  payment_attempts: z.array(
    z.object({
      id: z.string(),
      amount_cents: z.number().int(),
      payment_method: paymentMethodSchema,
      instalments: z.number().int().nullable(),
      status: z.enum(["pending", "approved", "declined", "cancelled"]),
      at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  /** Mails sent (or waiting in the outbox) to the customer about this order. */
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      status: z.enum(["pending", "sent", "failed"]),
      at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  /** The actions the order's state allows now (the screen shows only these). */
  actions: z.array(z.enum(adminOrderActions)),
  /**
   * What the buyer's withdrawal statement leaves the staff to do: `none` (the order was cancelled
   * before any money came), `send_rest` (the lines withdrawn from were taken off before the order was
   * paid or sent), `take_back_and_refund`; null while no statement was received.
   */
  withdrawal_follow_up: z.enum(["none", "send_rest", "take_back_and_refund"]).nullable(),
  /** The HUB-3 slip's barcode for staff (`GET /api/admin/orders/{id}/payment-slip.svg`) while a bank transfer is unpaid. */
  payment_slip_barcode_url: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const version = z
  .number({ error: "version" })
  .int("version")
  .min(1, "version")
  .describe("The order's `version` as read: a change made meanwhile answers 409.");

/** The body of an action without fields of its own. */
export const adminOrderActionSchema = z.object({ version });

/**
 * How a cash-on-pickup order was paid at the counter, given when an action takes its money
 * (complete, mark paid): the invoice's payment means (cash: UNCL 4461 code 10, card: 48).
 */
const paidWith = z
  .enum(counterPayments, { error: "paid_with" })
  .optional()
  .describe(
    "How the buyer paid at the counter, `cash` or `card`: required for an unpaid cash-on-pickup order (kept on the order; its invoice names the means), ignored for any other.",
  );

export const adminOrderCompleteSchema = z.object({ version, paidWith });

export const adminOrderCancelSchema = z.object({
  version,
  reason: optionalText(limits.orderNote).describe("Why; told to the customer in the mail."),
});

export const adminOrderShipSchema = z.object({
  version,
  carrier: requiredText(100).describe("Carrier (e.g. GLS, DPD, HP Express)."),
  trackingNumber: requiredText(100).describe("The carrier's tracking number."),
});

export const adminOrderMarkPaidSchema = z.object({
  version,
  amount: z
    .number({ error: "amount_cents" })
    .int("amount_cents")
    .min(limits.paymentCents.min, "amount_cents")
    .max(limits.paymentCents.max, "amount_cents")
    .describe("Amount received, in euro cents (at most 10,000,000.00 €)."),
  paidOn: z.iso
    .date({ error: "date" })
    .describe("The day the money arrived (YYYY-MM-DD), not in the future."),
  paidWith,
});

export const adminOrderNoteSchema = z.object({
  version,
  text: requiredText(limits.orderNote).describe(
    "The note (internal, never shown to the customer).",
  ),
});
