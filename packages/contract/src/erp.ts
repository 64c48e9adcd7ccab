import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

/**
 * Orders handed to the ERP (issue 35, docs/erp.md): the order as the webhook posts it and the pull
 * endpoint lists it (snake_case, money in euro cents), and the staff's log of webhook deliveries.
 */
export const erpOrderLineSchema = z.object({
  position: z.number().int().describe("1, 2, … as the lines were ordered"),
  item_code: z
    .string()
    .describe("The shop's item code (šifra) as ordered: the ERP's key for the product"),
  name_hr: z.string(),
  name_en: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z
    .number()
    .int()
    .describe("One piece after the rebate: with VAT for a person, without for a company"),
  rebate_percent: z.number().int(),
  vat_rate: z.number().int(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
});

export const erpOrderSchema = z.object({
  number: z.string().describe("The order number (`2026-000123`): stable, never reused"),
  placed_at: z.string().describe("ISO 8601, UTC"),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  delivery_method: z.string(),
  language: z.enum(["hr", "en"]),
  currency: z.literal("EUR"),
  buyer: z.object({
    type: z.enum(["company", "person"]),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z
      .object({ name: z.string(), oib: z.string(), address: z.string(), place: z.string() })
      .nullable(),
  }),
  delivery: z.object({ address: z.string(), place: z.string(), zip: z.string() }).nullable(),
  note: z.string(),
  prices_include_vat: z.boolean(),
  subtotal_cents: z.number().int(),
  rebate_cents: z.number().int(),
  vat_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  card_surcharge_cents: z.number().int(),
  total_cents: z.number().int(),
  lines: z.array(erpOrderLineSchema),
});
export type ErpOrder = z.infer<typeof erpOrderSchema>;

/** What a delivery tells: an order placed, or a change of it (status, payment, lines taken off). */
export const erpDeliveryEvents = ["order.placed", "order.changed"] as const;
export type ErpDeliveryEvent = (typeof erpDeliveryEvents)[number];

/** The body the shop posts to the ERP's webhook (docs/erp.md), signed in `X-Dukan-Signature`. */
export const erpWebhookBodySchema = z.object({
  event: z
    .enum(erpDeliveryEvents)
    .describe(
      "`order.placed` once per order; `order.changed` after its status, payment or total changed",
    ),
  delivery_id: z.number().int().describe("The same as `X-Dukan-Delivery`"),
  order: erpOrderSchema.describe("The whole order as it is when posted"),
});
export type ErpWebhookBody = z.infer<typeof erpWebhookBodySchema>;

/** `GET /api/erp/orders`: a page of orders and the cursor of the next (null: none yet; ask again later with the last one). */
export const erpOrderPageSchema = z.object({
  data: z.array(erpOrderSchema),
  next_cursor: z.string().nullable(),
});

export const erpOrdersQuerySchema = z.object({
  since: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && Number.isFinite(Date.parse(v)), "invalid")
    .optional()
    .describe("ISO 8601: orders placed at or after it"),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, "invalid")
    .optional()
    .describe("`next_cursor` of the previous page"),
  limit: z.coerce
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "whole_number")
    .max(500, "whole_number")
    .optional()
    .describe("Orders a page, 1–500 (default 100)"),
  format: z.enum(["json", "xml"]).optional().describe("Or `Accept: application/xml`"),
});

/** `GET /api/erp/orders/changes`: the same page, its cursor the last order's change number. */
export const erpOrderChangesQuerySchema = erpOrdersQuerySchema.extend({
  since: erpOrdersQuerySchema.shape.since.describe(
    "ISO 8601: orders placed or changed at or after it (first call)",
  ),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, "invalid")
    .optional()
    .describe("`next_cursor` of the previous page"),
});

export const erpDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export type ErpDeliveryStatus = (typeof erpDeliveryStatuses)[number];

/** One webhook delivery as the staff's log shows it (camelCase, as the staff API speaks). */
export const erpDeliverySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  event: z.enum(erpDeliveryEvents),
  status: z.enum(erpDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ErpDelivery = z.infer<typeof erpDeliverySchema>;

export const erpDeliveryListQuerySchema = z.object({
  status: z.enum(erpDeliveryStatuses).optional(),
  page: z.coerce
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "whole_number")
    .max(10_000, "whole_number")
    .optional(),
  perPage: z.coerce
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "whole_number")
    .max(100, "whole_number")
    .optional(),
});

export const erpDeliveryListSchema = z.object({
  data: z.array(erpDeliverySchema),
  total: z.number().int(),
});
export const erpDeliveryResponseSchema = dataEnvelope(erpDeliverySchema);

/** Whether orders are posted to the ERP's webhook now (off while its address or secret is empty). */
export const erpSendingSchema = z.object({ sending: z.boolean() });
export type ErpSending = z.infer<typeof erpSendingSchema>;
