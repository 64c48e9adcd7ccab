import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../testing/database.ts";

/** The first product of the catalogue, as an order line names it. */
export interface OrderedProduct {
  id: number;
  itemCode: string;
  nameHr: string;
  nameEn: string;
}

/**
 * Tests only: a test database with a small demo catalogue (bought before 2026-11-01), one private
 * buyer with no password, and the first product for the orders' lines.
 */
export async function openOrdersFixture(
  buyer: { email: string; name: string },
  options: { products?: number } = {},
): Promise<{ database: Database; userId: number; product: OrderedProduct }> {
  const database = await openTestDatabase();
  await seedDemoCatalogue(database.db, {
    products: options.products ?? 3,
    now: new Date("2026-11-01T12:00:00Z"),
  });
  const [user] = await database.db
    .insert(users)
    .values({ type: "person", email: buyer.email, name: buyer.name })
    .returning({ id: users.id });
  const [product] = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .orderBy(products.id)
    .limit(1);
  if (!user || !product) throw new Error("no buyer or no product");
  return { database, userId: user.id, product };
}
