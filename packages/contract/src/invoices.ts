import { z } from "zod";
import { listEnvelope } from "./envelope.ts";

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
