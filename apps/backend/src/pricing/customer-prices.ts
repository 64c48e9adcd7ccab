import { hasPermission } from "@dukan/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { customerRebates } from "../db/schema.ts";
import { type PriceContext, retailPrices } from "./price.ts";

/**
 * Whose prices a caller sees: visitors and persons retail with VAT; a legal entity (scope
 * "company") the wholesale price without VAT less its best rebate. Listings use the rebates
 * that hold for any payment method; the cart and checkout add the chosen method's.
 */
export async function priceContextFor(db: Db, user: UserRow | null): Promise<PriceContext> {
  if (!user || !hasPermission(user.scope, "company")) return retailPrices;
  const rebates = await db
    .select({ brandId: customerRebates.brandId, categoryId: customerRebates.categoryId, percent: customerRebates.percent })
    .from(customerRebates)
    .where(and(eq(customerRebates.userId, user.id), isNull(customerRebates.paymentMethod)));
  return { kind: "wholesale", rebates };
}
