import { z } from "zod";
import { onAccountStandingSchema } from "./checkout.ts";
import { dataEnvelope, listEnvelope } from "./envelope.ts";

/** One of the caller's invoices or credit notes (`GET /api/invoices`, newest first). */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["invoice", "credit_note"]).describe("An invoice, or a credit note of one."),
  number: z.string().describe("Sequential number / business premises / device, e.g. 12/WEB1/1."),
  order_number: z.string(),
  issued_at: z.string(),
  due_date: z.string().describe("YYYY-MM-DD"),
  gross_cents: z.number().int(),
  /** What was still to pay when it was issued (0: paid in full). */
  payable_cents: z.number().int(),
  /** Whether a UBL 2.1 e-invoice exists beside the PDF (invoices to legal entities). */
  has_xml: z.boolean(),
  /** The invoice a credit note credits. */
  credits_number: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListResponseSchema = listEnvelope(invoiceSummarySchema);
export const invoiceListQuerySchema = z.object({
  page: z.string().optional().describe("Page number, from 1."),
  order: z.string().max(20).optional().describe("Only the invoices of this order (its number)."),
});

export const invoiceParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "invalid")
    .describe("The invoice's id (from the list)."),
});

/** One of the caller's invoices still to be paid (`GET /api/invoices/open`). */
export const openInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  order_number: z.string(),
  issued_at: z.string(),
  due_date: z.string().describe("YYYY-MM-DD"),
  payable_cents: z.number().int(),
  /** Whole days past the due date today (Zagreb); 0 when not yet due. */
  days_overdue: z.number().int(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/**
 * `GET /api/invoices/open`: the caller's open invoices, the earliest due first, and, for a company
 * with payment terms, where it stands (what it may still order on account).
 */
export const openInvoicesSchema = z.object({
  on_account: onAccountStandingSchema.nullable(),
  invoices: z.array(openInvoiceSchema),
});
export type OpenInvoices = z.infer<typeof openInvoicesSchema>;
export const openInvoicesResponseSchema = dataEnvelope(openInvoicesSchema);
