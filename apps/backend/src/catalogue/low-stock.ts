// Active products running out (the back office's dashboard reads it through this function, decision
// 021). `stock` is deliberately not indexed (an order's stock change stays a HOT update,
// catalogue/stock-touches.ts), so this reads the products table once: tens of milliseconds at 100,000.

import type { Language } from "@dukan/contract";
import { and, asc, count, eq, lt } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { products } from "./schema.ts";

/** Active products whose stock is below `threshold`, lowest stock first (at most `shown`), and how many there are. */
export async function lowStockProducts(
  db: Queryable,
  threshold: number,
  shown: number,
  language: Language,
): Promise<{
  total: number;
  products: { id: number; itemCode: string; name: string; stock: number }[];
}> {
  const where = and(eq(products.active, true), lt(products.stock, threshold));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        itemCode: products.itemCode,
        nameHr: products.nameHr,
        nameEn: products.nameEn,
        stock: products.stock,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.stock), asc(products.itemCode))
      .limit(shown),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    products: rows.map((row) => ({
      id: row.id,
      itemCode: row.itemCode,
      name: language === "en" ? row.nameEn || row.nameHr : row.nameHr,
      stock: row.stock,
    })),
  };
}
