// The invoices module's part of a customer's privacy rights (decision 021). Invoices are kept when
// an account is deleted: the Accounting Act keeps them 11 years, as it keeps the orders.
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { invoices } from "./schema.ts";

/** The customer's invoices and credit notes, oldest first (their data, not the files). */
export function exportFor(db: Queryable, userId: number) {
  return db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      orderNumber: invoices.orderNumber,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
