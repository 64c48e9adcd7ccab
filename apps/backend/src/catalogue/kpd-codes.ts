// The catalogue's answer to the invoices (decision 021): each invoice line names its product's
// KPD 2025 code (Fiskalizacija 2.0), and the invoices module reads it only through this function.
import { inArray } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { products } from "./schema.ts";

/**
 * The KPD code of each product in `productIds`, in the caller's transaction when `db` is one:
 * null for a product not yet classified (no invoice may be issued for it); products no longer
 * there are left out.
 */
export async function kpdCodesOf(
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, kpdCode: products.kpdCode })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.kpdCode]));
}
