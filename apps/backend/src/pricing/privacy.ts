// Pricing's part of a customer's privacy rights: their rebates (decision 021).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { customerRebatesOf } from "./customer-prices.ts";
import { customerRebates } from "./schema.ts";

/** The customer's rebates in the order they were given; brand and category by id. */
export const exportFor = customerRebatesOf;

/** The customer's rebates deleted (account deletion). */
export async function eraseFor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(customerRebates).where(eq(customerRebates.userId, userId));
}
