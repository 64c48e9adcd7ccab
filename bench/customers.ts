// Customers for the cart benchmarks, written straight into the benchmark database before the shop starts.
import { asc, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import { defaultScope } from "../apps/backend/src/accounts/user.ts";
import { users } from "../apps/backend/src/accounts/schema.ts";
import { products } from "../apps/backend/src/catalogue/schema.ts";
import { customerRebates } from "../apps/backend/src/pricing/schema.ts";
import { openBenchDatabase } from "./catalogue.ts";

export const BENCH_PASSWORD = "bench-customer-password";
export const benchCustomer = (kind: "cart" | "quick", n: number) =>
  `bench-${kind}-${n}@dukan.bench`;

/**
 * `count` legal entities for each cart benchmark (with a rebate on everything), and the first
 * `stocked` products given stock enough never to run out while the benchmark adds to carts.
 * Answers those products' item codes. Safe to run again on the same database.
 */
export async function prepareBenchCustomers(
  target: { pgliteDir?: string; databaseUrl?: string },
  count: number,
  stocked: number,
): Promise<string[]> {
  const database = await openBenchDatabase(target);
  try {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const rows = (["cart", "quick"] as const).flatMap((kind) =>
      Array.from({ length: count }, (_, n) => ({
        type: "company" as const,
        email: benchCustomer(kind, n),
        name: `Bench ${kind} ${n}`,
        passwordHash,
        emailConfirmedAt: new Date(),
        scope: defaultScope("company"),
        companyName: `Bench ${n} d.o.o.`,
        companyOib: "33392005961",
      })),
    );
    const inserted = await database.db
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0)
      await database.db
        .insert(customerRebates)
        .values(inserted.map((u) => ({ userId: u.id, percent: 10 })));
    const chosen = await database.db
      .select({ id: products.id, itemCode: products.itemCode })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
      .limit(stocked);
    await database.db
      .update(products)
      .set({ stock: 1_000_000_000 })
      .where(
        inArray(
          products.id,
          chosen.map((p) => p.id),
        ),
      );
    return chosen.map((p) => p.itemCode);
  } finally {
    await database.close();
  }
}
