// Each import line compared with the catalogue as it is: created, changed (field by field, old →
// new), unchanged, held (a price drop beyond the limit) or refused (with its reasons).

import type { PriceImportOutcome, PriceImportReason } from "@dukan/contract";
import { productSlug } from "@dukan/contract/slug";
import {
  eanOwners,
  importNames,
  importTargets,
  productSlugsTaken,
} from "../catalogue/price-import.ts";
import type { Queryable } from "../db/client.ts";
import type { ImportLine } from "./lines.ts";
import type { FieldChanges, ImportedValues } from "./schema.ts";

export interface ComparedRow {
  position: number;
  itemCode: string;
  name: string;
  productId: number | null;
  outcome: PriceImportOutcome;
  reasons: PriceImportReason[];
  values: ImportedValues;
  changes: FieldChanges;
}

/** True when `after` is below `before` by more than `percent` per cent. */
export function dropsBeyond(before: number, after: number, percent: number): boolean {
  return after < before && (before - after) * 100 > before * percent;
}

/** Compares every line with the catalogue (a few queries for the whole file). */
export async function compareLines(
  q: Queryable,
  lines: readonly ImportLine[],
  maxDropPercent: number,
): Promise<ComparedRow[]> {
  const codes = [...new Set(lines.filter((l) => l.itemCode).map((l) => l.itemCode))];
  const eans = [...new Set(lines.flatMap((l) => (l.ean ? [l.ean] : [])))];
  const [targets, owners, names] = await Promise.all([
    importTargets(q, codes),
    eanOwners(q, eans),
    importNames(q),
  ]);
  const newSlugs = lines
    .filter((l) => l.itemCode && !targets.has(l.itemCode) && l.name)
    .map((l) => productSlug(l.name, l.itemCode));
  const taken = await productSlugsTaken(q, newSlugs);
  const eanCount = new Map<string, number>();
  for (const l of lines) if (l.ean) eanCount.set(l.ean, (eanCount.get(l.ean) ?? 0) + 1);

  return lines.map((line): ComparedRow => {
    const reasons = [...line.reasons];
    const categoryId = line.category
      ? (names.category.get(line.category.toLowerCase()) ?? null)
      : null;
    const brandId = line.brand ? (names.brand.get(line.brand.toLowerCase()) ?? null) : null;
    if (line.category && categoryId === null) reasons.push("unknown_category");
    if (line.brand && brandId === null) reasons.push("unknown_brand");
    const target = line.itemCode ? targets.get(line.itemCode) : undefined;
    if (line.ean) {
      const owner = owners.get(line.ean);
      if ((owner !== undefined && owner !== target?.id) || (eanCount.get(line.ean) ?? 0) > 1)
        reasons.push("ean_taken");
    }
    const values: ImportedValues = {
      name: line.name || null,
      ean: line.ean ?? null,
      retailPriceCents: line.retailPriceCents ?? null,
      wholesalePriceCents: line.wholesalePriceCents ?? null,
      stock: line.stock ?? null,
      categoryId,
      brandId,
    };
    const row = {
      position: line.position,
      itemCode: line.itemCode,
      name: target?.nameHr ?? line.name,
      productId: target?.id ?? null,
      values,
    };
    const changes: FieldChanges = {};
    if (target) {
      const fields = [
        ["retailPriceCents", target.retailPriceCents, line.retailPriceCents],
        ["wholesalePriceCents", target.wholesalePriceCents, line.wholesalePriceCents],
        ["stock", target.stock, line.stock],
        ["ean", target.ean, line.ean],
      ] as const;
      for (const [field, before, after] of fields)
        if (after !== undefined && after !== before) changes[field] = { before, after };
      if (reasons.length > 0) return { ...row, outcome: "refused", reasons, changes };
      if (Object.keys(changes).length === 0)
        return { ...row, outcome: "unchanged", reasons, changes };
      const dropped = (["retailPriceCents", "wholesalePriceCents"] as const).some((field) => {
        const change = changes[field];
        return (
          change !== undefined &&
          dropsBeyond(Number(change.before), Number(change.after), maxDropPercent)
        );
      });
      if (dropped) return { ...row, outcome: "held", reasons: ["price_drop"], changes };
      return { ...row, outcome: "changed", reasons, changes };
    }
    // A new item code: an inactive product, when the row has what one needs.
    if (
      line.itemCode &&
      (!line.name ||
        categoryId === null ||
        brandId === null ||
        line.retailPriceCents === undefined ||
        line.wholesalePriceCents === undefined)
    )
      reasons.push("new_product_incomplete");
    if (line.itemCode && line.name && taken.has(productSlug(line.name, line.itemCode)))
      reasons.push("slug_taken");
    if (reasons.length > 0) return { ...row, outcome: "refused", reasons, changes };
    changes.name = { before: null, after: line.name };
    changes.retailPriceCents = { before: null, after: line.retailPriceCents ?? null };
    changes.wholesalePriceCents = { before: null, after: line.wholesalePriceCents ?? null };
    changes.stock = { before: null, after: line.stock ?? 0 };
    if (line.ean) changes.ean = { before: null, after: line.ean };
    return { ...row, outcome: "created", reasons, changes };
  });
}
