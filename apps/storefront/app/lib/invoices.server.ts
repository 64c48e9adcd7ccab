import type { InvoiceSummary, Language, OnAccountStanding } from "@dukan/contract";
import type { ApiClient } from "./api.server.ts";
import type { InvoiceRow, OpenInvoiceRow } from "./invoices.ts";
import { failed, formatDate } from "./orders.server.ts";

type Args = { url: URL };

/** The rows as the tables show them: the issue day and the due day in the page's language (on the shop's clock). */
export function invoiceRows(list: InvoiceSummary[], language: Language): InvoiceRow[] {
  return list.map((invoice) => ({
    ...invoice,
    issuedOn: formatDate(invoice.issued_at, language),
    // A calendar day, not an instant: read at noon UTC so no time zone moves it to the day before.
    dueOn: formatDate(`${invoice.due_date}T12:00:00Z`, language),
  }));
}

/**
 * One order's invoices and credit notes for its page, newest first. The order page is still worth
 * showing when the list cannot be had (the back end busy): then null, and the page leaves the
 * section out; a session that ended logs in again, as for the order itself.
 */
export async function orderInvoices(
  args: Args,
  api: ApiClient,
  orderNumber: string,
  language: Language,
): Promise<InvoiceRow[] | null> {
  const outcome = await api.invoices({ order: orderNumber });
  if (outcome.ok) return invoiceRows(outcome.data.data, language);
  if (outcome.status === 401) failed(args, outcome);
  return null;
}

/**
 * The profile's open invoices and, for a company with payment terms, where it stands (payment on
 * account). The profile is still worth showing without them (the back end busy): then null.
 */
export async function profileOpenInvoices(
  api: ApiClient,
  language: Language,
): Promise<{ onAccount: OnAccountStanding | null; invoices: OpenInvoiceRow[] } | null> {
  const outcome = await api.openInvoices();
  if (!outcome.ok) return null;
  return {
    onAccount: outcome.data.on_account,
    invoices: outcome.data.invoices.map((invoice) => ({
      ...invoice,
      dueOn: formatDate(`${invoice.due_date}T12:00:00Z`, language),
    })),
  };
}
