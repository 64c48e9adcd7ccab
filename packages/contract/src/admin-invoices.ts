import { z } from "zod";
import { limits } from "./limits.ts";
import { queryText, queryValue } from "./requests.ts";

// ---------------------------------------------------------------------------
// The staff's invoices (issue 37, docs/invoices.md "Staff: invoices"): the list with its filters,
// the refused invoices, "issue the invoice now", and the accountant's exports of a period.
// Money is integer euro cents.
// ---------------------------------------------------------------------------

/**
 * An invoice's state as the staff's list shows it: `credited` (an invoice a credit note credits,
 * and the credit note itself), `paid` (nothing was payable at issue, or the order is paid now),
 * `overdue` (unpaid, its due date passed) or `open` (unpaid, not yet due).
 */
export const adminInvoiceStatuses = ["open", "paid", "overdue", "credited"] as const;
export type AdminInvoiceStatus = (typeof adminInvoiceStatuses)[number];

export const adminInvoiceKinds = ["invoice", "credit_note"] as const;

/** A day that exists (no 31 February), as `YYYY-MM-DD`. */
const day = z.iso.date({ error: (issue) => (issue.input == null ? "required" : "date") });

/** `GET /api/admin/invoices`: filters, search, page; always newest first. */
export const adminInvoiceListQuerySchema = z.object({
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
  ).describe("Invoices a page, 1 to 100 (default 25)."),
  sort: queryValue(z.enum(["issued_at", "id"], { error: "list_sort" }).optional()).describe(
    "issued_at (`id` means the same): the list is always newest first.",
  ),
  order: queryValue(z.enum(["ASC", "DESC"], { error: "list_sort" }).optional()).describe(
    "DESC (the only order; ASC is read as DESC).",
  ),
  q: queryText(limits.search).describe(
    "Search: an invoice number or its start (`12/WEB1`), an order number or its start (`2026-0001`), an OIB or its start, or part of the buyer's name.",
  ),
  kind: queryValue(z.enum(adminInvoiceKinds, { error: "invalid" }).optional()).describe(
    "invoice or credit_note.",
  ),
  status: queryValue(z.enum(adminInvoiceStatuses, { error: "invalid" }).optional()).describe(
    "open, paid, overdue or credited.",
  ),
  issued_from: queryValue(day.optional()).describe("Issued on or after this day (Zagreb)."),
  issued_to: queryValue(day.optional()).describe("Issued on or before this day (Zagreb)."),
});
export type AdminInvoiceListQuery = z.output<typeof adminInvoiceListQuerySchema>;

/** One row of the staff's invoice list. */
export const adminInvoiceRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(adminInvoiceKinds),
  number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  buyer_name: z.string(),
  buyer_oib: z.string().nullable(),
  issued_at: z.string(),
  due_date: z.string().describe("YYYY-MM-DD"),
  gross_cents: z.number().int(),
  payable_cents: z.number().int().describe("What was still to pay when it was issued."),
  status: z.enum(adminInvoiceStatuses),
  /** The invoice a credit note credits. */
  credits_number: z.string().nullable(),
  has_xml: z.boolean(),
  /** The e-invoice intermediary's id of the sent UBL, or why it refused it (companies only). */
  exchange_id: z.string().nullable(),
  exchange_error: z.string().nullable(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

export const adminInvoiceListResponseSchema = z.object({
  data: z.array(adminInvoiceRowSchema),
  total: z.number().int(),
});

export const adminInvoiceParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "invalid")
    .describe("The invoice's id (from the list)."),
});

/** `GET /api/admin/invoice-refusals`: a page. */
export const adminInvoiceRefusalQuerySchema = z.object({
  page: adminInvoiceListQuerySchema.shape.page,
  perPage: adminInvoiceListQuerySchema.shape.perPage,
  sort: queryValue(z.enum(["at", "id"], { error: "list_sort" }).optional()).describe(
    "at (`id` means the same): always newest first.",
  ),
  order: adminInvoiceListQuerySchema.shape.order,
});

/** An order whose invoice (or credit note) was refused, and why (until it is issued). */
export const adminInvoiceRefusalSchema = z.object({
  /** The order's id: react-admin's record id. */
  id: z.number().int(),
  order_number: z.string(),
  buyer_name: z.string(),
  reasons: z.array(z.string()),
  at: z.string(),
});
export type AdminInvoiceRefusal = z.infer<typeof adminInvoiceRefusalSchema>;

export const adminInvoiceRefusalListSchema = z.object({
  data: z.array(adminInvoiceRefusalSchema),
  total: z.number().int(),
});

/** `POST /api/admin/orders/{id}/invoice`: what issuing the order's invoice now did. */
export const adminIssueInvoiceResponseSchema = z.object({
  outcome: z.enum(["issued", "refused", "nothing"]),
  /** Issued: an invoice or a credit note, its id and number. */
  kind: z.enum(adminInvoiceKinds).nullable(),
  id: z.number().int().nullable(),
  number: z.string().nullable(),
  /** Refused: why (fix them, then issue again). */
  reasons: z.array(z.string()),
});
export type AdminIssueInvoiceResponse = z.infer<typeof adminIssueInvoiceResponseSchema>;

/** The longest period one export covers (a year and a day: a calendar year with room to spare). */
export const ADMIN_INVOICE_EXPORT_MAX_DAYS = 366;

/** `GET /api/admin/invoices/export.csv` and `.zip`: the period, both days included (Zagreb). */
export const adminInvoiceExportQuerySchema = z
  .object({
    from: queryValue(day).describe("First day of the period (YYYY-MM-DD, Zagreb)."),
    to: queryValue(day).describe("Last day of the period, included."),
  })
  .refine((period) => period.from <= period.to, { message: "date_order", path: ["to"] })
  .refine(
    (period) =>
      (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000 <
      ADMIN_INVOICE_EXPORT_MAX_DAYS,
    { message: "invalid", path: ["to"] },
  );
export type AdminInvoiceExportQuery = z.output<typeof adminInvoiceExportQuerySchema>;
