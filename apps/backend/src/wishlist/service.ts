import { limits, type ProductSummary } from "@dukan/contract";
import { and, desc, eq } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import type { Db } from "../db/client.ts";
import { isActiveProduct } from "../catalogue/lookups.ts";
import { wishlistItems } from "./schema.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { Refusal } from "../refusals/refusal.ts";

/** The products a customer keeps for later, newest first, priced for them. */
export function wishlistService(db: Db, catalogue: CatalogueService) {
  async function list(user: UserRow): Promise<ProductSummary[]> {
    const rows = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, user.id))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return catalogue.productsByIds(
      rows.map((r) => r.productId),
      await priceContextFor(db, user),
    );
  }

  return {
    list,
    /** Whether the product is on the customer's wishlist. */
    async has(user: UserRow, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)));
      return row !== undefined;
    },
    /** Keep an active product; an id larger than any row's names nothing. */
    async add(user: UserRow, id: number): Promise<ProductSummary[]> {
      if (id > limits.id) throw new Refusal("not_found");
      if (!(await isActiveProduct(db, id))) throw new Refusal("not_found");
      await db
        .insert(wishlistItems)
        .values({ userId: user.id, productId: id })
        .onConflictDoNothing();
      return list(user);
    },
    async remove(user: UserRow, productId: number): Promise<ProductSummary[]> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.productId });
      if (removed.length === 0) throw new Refusal("not_found");
      return list(user);
    },
  };
}

export type WishlistService = ReturnType<typeof wishlistService>;
