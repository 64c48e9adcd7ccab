import type { InvoiceSummary, PageMeta } from "@dukan/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { pageMeta } from "../http/page-meta.ts";
import { invoices } from "./schema.ts";

/**
 * A customer's invoices and credit notes, newest first, a page at a time (invoices_user_issued_idx);
 * a page past the last answers the last page. Another customer's never: every query is by user.
 */
export async function customerInvoices(
  db: Db,
  userId: number,
  options: { page: number; perPage: number; orderNumber: string | null },
): Promise<{ data: InvoiceSummary[]; meta: PageMeta }> {
  const where: SQL[] = [eq(invoices.userId, userId)];
  if (options.orderNumber !== null) where.push(eq(invoices.orderNumber, options.orderNumber));
  const [counted] = await db
    .select({ total: count() })
    .from(invoices)
    .where(and(...where));
  const total = counted?.total ?? 0;
  const { perPage } = options;
  const page = Math.min(options.page, Math.max(1, Math.ceil(total / perPage)));
  if (total === 0) return { data: [], meta: pageMeta(0, page, perPage) };
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      orderNumber: invoices.orderNumber,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
      payableCents: invoices.payableCents,
      hasXml: sql<boolean>`${invoices.ubl} is not null`,
      creditsNumber: invoices.creditsNumber,
    })
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      order_number: row.orderNumber,
      issued_at: row.issuedAt.toISOString(),
      due_date: row.dueDate,
      gross_cents: row.grossCents,
      payable_cents: row.payableCents,
      has_xml: Boolean(row.hasXml),
      credits_number: row.creditsNumber,
    })),
    meta: pageMeta(total, page, perPage),
  };
}

/** One of the customer's invoices as a file; null when it is not theirs, does not exist or has no such format. */
export async function customerInvoiceFile(
  db: Db,
  userId: number,
  id: number,
  format: "pdf" | "xml",
): Promise<{ content: Buffer; filename: string } | null> {
  const [row] = await db
    .select({ kind: invoices.kind, number: invoices.number, pdf: invoices.pdf, ubl: invoices.ubl })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) return null;
  const name = `${row.kind === "invoice" ? "racun" : "odobrenje"}-${row.number.replaceAll("/", "-")}`;
  if (format === "pdf") return { content: row.pdf, filename: `${name}.pdf` };
  return row.ubl === null
    ? null
    : { content: Buffer.from(row.ubl, "utf8"), filename: `${name}.xml` };
}
