import type { InvoiceSummary, Language, OpenInvoice } from "@dukan/contract";
import { screenPath } from "./lists-paths.ts";

/** The two files of an issued invoice or credit note: the PDF for everyone, the UBL 2.1 e-invoice for legal entities. */
export type InvoiceFormat = "pdf" | "xml";

/** An invoice or credit note as its tables show it: the API's row with its dates already written in the page's language. */
export interface InvoiceRow extends InvoiceSummary {
  issuedOn: string;
  dueOn: string;
}

/** An open invoice as the profile lists it: the due day written out in the page's language. */
export interface OpenInvoiceRow extends OpenInvoice {
  dueOn: string;
}

/**
 * Where the customer downloads a file of theirs: `/my-invoices/12.pdf` (`/en/my-invoices/12.xml`),
 * under the screen that lists them. A plain link to a resource route (routes/invoice-file.ts),
 * so it downloads without JavaScript and the file's address names its type.
 */
export function invoiceFilePath(language: Language, id: number, format: InvoiceFormat): string {
  return `${screenPath(language, "my-invoices")}/${id}.${format}`;
}

/** The id and format in a download's last segment (`12.pdf`), or null for anything else. */
export function invoiceFileOf(
  segment: string | undefined,
): { id: number; format: InvoiceFormat } | null {
  const match = /^(\d{1,9})\.(pdf|xml)$/.exec(segment ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 ? { id, format: match[2] as InvoiceFormat } : null;
}
