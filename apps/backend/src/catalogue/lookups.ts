// The catalogue's answers for other modules (decision 021): they read products and brands only
// through these functions, never through the catalogue's tables.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { brands, products } from "./schema.ts";

/** A product with its brand's name, for its brochure; undefined when no product has the code. */
export async function productForBrochure(db: Db, itemCode: string) {
  const [row] = await db
    .select({ product: products, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.itemCode, itemCode))
    .limit(1);
  return row;
}

/** What a demo product's generated picture shows; undefined when no product has the code. */
export async function productForDemoPicture(db: Db, itemCode: string) {
  const [row] = await db
    .select({
      kind: products.kind,
      name: products.nameEn,
      brand: brands.name,
      itemCode: products.itemCode,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.itemCode, itemCode))
    .limit(1);
  return row;
}
