// The staff's side of refusals (docs/invoices.md "Staff: invoices"): the orders whose invoice or
// credit note was refused, with the reasons, and "issue the invoice now" once the cause is fixed.

import type { AdminInvoiceRefusal, AdminIssueInvoiceResponse } from "@dukan/contract";
import { and, count, desc, eq, gte } from "drizzle-orm";
import type { AuditEntry } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { invoicingOrderSummaries, markInvoiceDue } from "../orders/invoicing.ts";
import type { Queryable } from "../orders/queryable.ts";
import type { InvoiceIssuing } from "./issue.ts";
import { invoiceRefusals, invoices } from "./schema.ts";

/** A page of refused invoices, newest first (few: each is one order waiting for the staff). */
export async function adminInvoiceRefusals(
  db: Queryable,
  page: { page: number; perPage: number },
): Promise<{ data: AdminInvoiceRefusal[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invoiceRefusals)
      .orderBy(desc(invoiceRefusals.at), desc(invoiceRefusals.orderId))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(invoiceRefusals),
  ]);
  const orders = await invoicingOrderSummaries(
    db,
    rows.map((row) => row.orderId),
  );
  return {
    data: rows.map((row) => ({
      id: row.orderId,
      order_number: orders.get(row.orderId)?.number ?? "",
      buyer_name: orders.get(row.orderId)?.buyerName ?? "",
      reasons: row.reasons,
      at: row.at.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * Marks the order due and issues what is due for it at once. The mark and its audit entry commit
 * together (the staff's change); issuing runs in its own transaction as the job's does. Should the
 * job take the order between the two, its outcome is read back rather than answered as nothing.
 */
export async function issueInvoiceNow(
  db: Db,
  issuing: Pick<InvoiceIssuing, "issueFor">,
  orderId: number,
  audit: (tx: Queryable, entry: Pick<AuditEntry, "action" | "changes">) => Promise<void>,
  now: () => Date,
): Promise<AdminIssueInvoiceResponse | null> {
  const markedAt = now();
  const marked = await db.transaction(async (tx) => {
    if (!(await markInvoiceDue(tx, orderId))) return false;
    await audit(tx, { action: "order.invoice_issue", changes: {} });
    return true;
  });
  if (!marked) return null;
  const outcome = await issuing.issueFor(orderId);
  if ("issued" in outcome)
    return answer("issued", { kind: outcome.issued, id: outcome.id, number: outcome.number });
  if ("refused" in outcome) return answer("refused", { reasons: outcome.refused });
  const [issued] = await db
    .select({ id: invoices.id, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), gte(invoices.issuedAt, markedAt)))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (issued) return answer("issued", issued);
  const [refused] = await db
    .select({ reasons: invoiceRefusals.reasons })
    .from(invoiceRefusals)
    .where(and(eq(invoiceRefusals.orderId, orderId), gte(invoiceRefusals.at, markedAt)));
  return refused ? answer("refused", { reasons: refused.reasons }) : answer("nothing", {});
}

function answer(
  outcome: AdminIssueInvoiceResponse["outcome"],
  parts: Partial<Omit<AdminIssueInvoiceResponse, "outcome">>,
): AdminIssueInvoiceResponse {
  return {
    outcome,
    kind: parts.kind ?? null,
    id: parts.id ?? null,
    number: parts.number ?? null,
    reasons: parts.reasons ?? [],
  };
}
