import type { AdminProductBulk } from "@dukan/contract";
import { asc, eq, inArray } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { refuseFields } from "../refusals/refusal.ts";
import { type AdminCatalogueService, type ProductFields, writeProduct } from "./admin-service.ts";
import { categories, products } from "./schema.ts";

/** Products one bulk action changes at most. */
export const BULK_MAX = 1_000;

/** The change a bulk action makes to one product. */
function changeOf(action: AdminProductBulk, product: typeof products.$inferSelect): ProductFields {
  switch (action.action) {
    case "activate":
      return { active: true };
    case "deactivate":
      return { active: false };
    case "move-to-category":
      return { category_id: action.categoryId };
    case "set-sale": {
      const off = (cents: number) =>
        Math.max(1, Math.round((cents * (100 - action.percent)) / 100));
      return {
        sale_retail_price_cents: off(product.retailPriceCents),
        sale_wholesale_price_cents: off(product.wholesalePriceCents),
        sale_starts_at: action.startsAt,
        sale_ends_at: action.endsAt,
      };
    }
    case "clear-sale":
      return { sale_retail_price_cents: null, sale_wholesale_price_cents: null };
    case "set-new":
      return { new_until: action.until };
    case "clear-new":
      return { new_until: null };
  }
}

/**
 * One bulk action on the products `ids`, in one transaction: each product through the same write
 * as a single change (`writeProduct`: version, price history, sale reference, `updated_at`), and
 * one audit entry per product that changed (action `bulk.<action>`). An unknown id refuses the
 * whole action (`ids`), as does an unknown category; nothing is written then.
 */
export async function bulkChangeProducts(
  db: Db,
  admin: AdminCatalogueService,
  action: AdminProductBulk,
  actor: AuditActor,
): Promise<{ changed: number }> {
  const ids = [...new Set(action.ids)];
  if (ids.length > BULK_MAX) throw refuseFields({ ids: "too_long" });
  return db.transaction(async (tx) => {
    if (action.action === "move-to-category") {
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, action.categoryId));
      if (!found) throw refuseFields({ categoryId: "unknown_category" });
    }
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for("update");
    if (rows.length !== ids.length) throw refuseFields({ ids: "unknown_product" });
    let changed = 0;
    for (const row of rows) {
      const before = await admin.auditView(tx, row.id);
      await writeProduct(tx, row, changeOf(action, row));
      const changes = changedFields(before, await admin.auditView(tx, row.id));
      if (Object.keys(changes).length === 0) continue;
      changed += 1;
      await audit.record(tx, {
        ...actor,
        action: `bulk.${action.action}`,
        entity: "product",
        entityId: row.id,
        changes,
      });
    }
    return { changed };
  });
}
