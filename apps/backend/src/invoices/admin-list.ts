// The staff's invoice list (`GET /api/admin/invoices`, docs/invoices.md "Staff: invoices"): filters
// by kind, state and issue days, the search, newest first. Indexes (schema.ts): issued_at, kind with
// issued_at, due_date, the credit notes' invoice (unique), number / order number / OIB by prefix,
// the buyer's name by trigram. Whether an order is paid now is the orders module's to say
// (`orderPaidNow`): the list reads it as a condition, never the orders table itself.

import type { AdminInvoiceListQuery, AdminInvoiceRow, AdminInvoiceStatus } from "@dukan/contract";
import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { zagrebDayStart, zagrebIsoDay } from "../calendar/zagreb.ts";
import { startsWith } from "../db/starts-with.ts";
import { likeLiteral } from "../db/like.ts";
import { orderPaidNow } from "../orders/invoicing.ts";
import type { Queryable } from "../orders/queryable.ts";
import { invoices } from "./schema.ts";

export const ADMIN_INVOICES_PER_PAGE = 25;
const MAX_PER_PAGE = 100;

/** An invoice a credit note credits, or a credit note: both sides of a credit count as credited. */
export const credited = sql`(${invoices.kind} = 'credit_note' or exists (select 1 from invoices cn where cn.credits_invoice_id = ${invoices.id} and cn.kind = 'credit_note'))`;
/** Nothing was payable when it was issued, or the order has been paid since. */
export const paid = sql`(${invoices.payableCents} = 0 or ${orderPaidNow(invoices.orderId)})`;

/** The state of each row, as the list shows it (credited before paid before overdue). */
function statusOf(today: string): SQL<AdminInvoiceStatus> {
  return sql<AdminInvoiceStatus>`case when ${credited} then 'credited' when ${paid} then 'paid' when ${invoices.dueDate} < ${today}::date then 'overdue' else 'open' end`;
}

function statusCondition(status: AdminInvoiceStatus, today: string): SQL {
  switch (status) {
    case "credited":
      return credited;
    case "paid":
      return sql`(not ${credited} and ${paid})`;
    case "overdue":
      return sql`(not ${credited} and not ${paid} and ${invoices.dueDate} < ${today}::date)`;
    case "open":
      return sql`(not ${credited} and not ${paid} and ${invoices.dueDate} >= ${today}::date)`;
  }
}

/**
 * What `q` searches, each by its own index: an order number or its start (`2026-0001`); digits:
 * the start of an invoice number or of an OIB; an invoice number with its premises (`12/WEB1`);
 * anything else any part of the buyer's name (any case, trigrams).
 */
export function searchCondition(q: string): SQL {
  if (/^\d{4}-\d{0,6}$/.test(q)) return startsWith(invoices.orderNumber, q);
  if (/^\d{1,11}$/.test(q))
    return or(startsWith(invoices.number, `${q}/`), startsWith(invoices.buyerOib, q)) as SQL;
  if (/^\d+\/\S*$/.test(q)) return startsWith(invoices.number, q.toUpperCase());
  return sql`lower(${invoices.buyerName}) like ${`%${likeLiteral(q.toLowerCase())}%`}`;
}

export function listConditions(
  query: Partial<AdminInvoiceListQuery>,
  today: string,
): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) where.push(searchCondition(query.q));
  if (query.kind) where.push(eq(invoices.kind, query.kind));
  if (query.status) where.push(statusCondition(query.status, today));
  if (query.issued_from) where.push(gte(invoices.issuedAt, zagrebDayStart(query.issued_from)));
  if (query.issued_to) where.push(lt(invoices.issuedAt, zagrebDayStart(query.issued_to, 1)));
  return where.length === 0 ? undefined : and(...where);
}

function pageOf(query: Partial<AdminInvoiceListQuery>) {
  const perPage = Math.min(
    Math.max(Number(query.perPage ?? ADMIN_INVOICES_PER_PAGE) || ADMIN_INVOICES_PER_PAGE, 1),
    MAX_PER_PAGE,
  );
  const page = Math.max(Number(query.page ?? 1) || 1, 1);
  return { perPage, offset: (page - 1) * perPage };
}

/** A page of the staff's invoice list, newest first, and how many invoices match. */
export async function adminInvoiceList(
  db: Queryable,
  query: Partial<AdminInvoiceListQuery>,
  now: Date,
): Promise<{ data: AdminInvoiceRow[]; total: number }> {
  const today = zagrebIsoDay(now);
  const where = listConditions(query, today);
  const { perPage, offset } = pageOf(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        orderId: invoices.orderId,
        orderNumber: invoices.orderNumber,
        buyerName: invoices.buyerName,
        buyerOib: invoices.buyerOib,
        issuedAt: invoices.issuedAt,
        dueDate: invoices.dueDate,
        grossCents: invoices.grossCents,
        payableCents: invoices.payableCents,
        status: statusOf(today),
        creditsNumber: invoices.creditsNumber,
        hasXml: sql<boolean>`${invoices.ubl} is not null`,
        exchangeId: invoices.exchangeId,
        exchangeError: invoices.exchangeError,
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(perPage)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      order_id: row.orderId,
      order_number: row.orderNumber,
      buyer_name: row.buyerName,
      buyer_oib: row.buyerOib,
      issued_at: row.issuedAt.toISOString(),
      due_date: row.dueDate,
      gross_cents: row.grossCents,
      payable_cents: row.payableCents,
      status: row.status,
      credits_number: row.creditsNumber,
      has_xml: Boolean(row.hasXml),
      exchange_id: row.exchangeId,
      exchange_error: row.exchangeError,
    })),
    total: count?.total ?? 0,
  };
}

/** One invoice's PDF or UBL for the staff; null when there is no such invoice or it has no UBL. */
export async function adminInvoiceFile(
  db: Queryable,
  id: number,
  format: "pdf" | "xml",
): Promise<{ content: Buffer; filename: string } | null> {
  const [row] = await db
    .select({ kind: invoices.kind, number: invoices.number, pdf: invoices.pdf, ubl: invoices.ubl })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) return null;
  const name = invoiceFileName(row.kind, row.number);
  if (format === "pdf") return { content: row.pdf, filename: `${name}.pdf` };
  return row.ubl === null
    ? null
    : { content: Buffer.from(row.ubl, "utf8"), filename: `${name}.xml` };
}

/** `racun-12-WEB1-1` / `odobrenje-3-WEB1-1`: the name the customer's download and the mail use. */
export const invoiceFileName = (kind: "invoice" | "credit_note", number: string) =>
  `${kind === "invoice" ? "racun" : "odobrenje"}-${number.replaceAll("/", "-")}`;
