import type { AppliedRebate } from "@dukan/contract";
import type { RebateRule } from "./price.ts";

/** The rebate a price answer names (`null` when none applied). */
export function appliedRebate(rule: RebateRule | null): AppliedRebate | null {
  if (!rule) return null;
  return {
    id: rule.id ?? null,
    percent: rule.percent,
    brand_id: rule.brandId,
    category_id: rule.categoryId,
    payment_method: rule.paymentMethod ?? null,
  };
}

/** Each category's id followed by its ancestors' ids. */
export function categoryLineage(
  rows: readonly { id: number; parentId: number | null }[],
): Map<number, number[]> {
  const parentOf = new Map(rows.map((c) => [c.id, c.parentId]));
  const lineage = new Map<number, number[]>();
  for (const { id } of rows) {
    const path: number[] = [];
    for (
      let at: number | null | undefined = id;
      at != null && !path.includes(at);
      at = parentOf.get(at)
    )
      path.push(at);
    lineage.set(id, path);
  }
  return lineage;
}
