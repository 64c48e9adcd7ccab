import type { AdminProductChange } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { priceHistory, products } from "./schema.ts";
import { refreshSaleReferencePrice } from "./omnibus.ts";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import { Refusal } from "../refusals/refusal.ts";

/**
 * The staff's writes to the catalogue. A product's change is one transaction: the product row
 * (with `updated_at`), and when a regular price changes a `price_history` row with both new
 * prices (EU Omnibus: every regular price change is kept) and the product's sale reference price
 * computed again.
 */
export function adminCatalogueService(db: Db) {
  /**
   * Changes the product `id` for `actor` (the changed fields go to the audit log in the same
   * transaction); answers its slug (Croatian), refuses `not_found` for an unknown id.
   */
  async function changeProduct(
    id: number,
    change: AdminProductChange,
    actor: AuditActor,
  ): Promise<{ slug: string }> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          slug: products.slugHr,
          retail: products.retailPriceCents,
          wholesale: products.wholesalePriceCents,
          stock: products.stock,
          active: products.active,
        })
        .from(products)
        .where(eq(products.id, id))
        .for("update");
      if (!before) throw new Refusal("not_found");
      const retail = change.retail_price_cents ?? before.retail;
      const wholesale = change.wholesale_price_cents ?? before.wholesale;
      await tx
        .update(products)
        .set({
          retailPriceCents: retail,
          wholesalePriceCents: wholesale,
          ...(change.stock === undefined ? {} : { stock: change.stock }),
          ...(change.active === undefined ? {} : { active: change.active }),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id));
      if (retail !== before.retail || wholesale !== before.wholesale) {
        await tx
          .insert(priceHistory)
          .values({ productId: id, retailPriceCents: retail, wholesalePriceCents: wholesale });
        await refreshSaleReferencePrice(tx, id);
      }
      await audit.record(tx, {
        ...actor,
        action: "update",
        entity: "product",
        entityId: id,
        changes: changedFields(
          {
            retail_price_cents: before.retail,
            wholesale_price_cents: before.wholesale,
            stock: before.stock,
            active: before.active,
          },
          change,
        ),
      });
      return { slug: before.slug };
    });
  }

  return { changeProduct };
}

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
