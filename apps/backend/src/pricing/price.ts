import { lessPercent } from "./money.ts";

/**
 * A customer's rebate: for a brand, a category (and its subcategories) or both; for everything
 * when both are null; for one payment method, or any when `paymentMethod` is null.
 */
export interface RebateRule {
  id?: number;
  brandId: number | null;
  categoryId: number | null;
  paymentMethod?: string | null;
  percent: number;
}

/**
 * Whose prices to show: visitors and persons pay retail with VAT (persons less a rebate if they
 * have one); legal entities pay wholesale without VAT less their rebate. `paymentMethod` is the
 * method chosen at checkout; without one only rebates for any method apply.
 */
export type PriceContext =
  | { kind: "retail"; rebates: RebateRule[]; paymentMethod?: string }
  | { kind: "wholesale"; rebates: RebateRule[]; paymentMethod?: string };

export const retailPrices: PriceContext = { kind: "retail", rebates: [] };

export interface PricedProduct {
  brandId: number;
  /** The product's category and every category above it. */
  categoryIds: readonly number[];
  retailPriceCents: number;
  saleRetailPriceCents: number | null;
  wholesalePriceCents: number;
  saleWholesalePriceCents: number | null;
}

export interface YourPrice {
  /** One piece, euro cents. */
  cents: number;
  includesVat: boolean;
  /** The rebate taken off, if any. */
  rebate: RebateRule | null;
}

/** How narrowly a rule aims: brand and category beats brand, beats category, beats everything. */
function specificity(rule: RebateRule): number {
  return (
    (rule.brandId === null ? 0 : 2) +
    (rule.categoryId === null ? 0 : 1) +
    (rule.paymentMethod ? 4 : 0)
  );
}

/**
 * The rebate that applies to a product: the highest percent among the rules that match its
 * brand, one of its categories, or everything, for the payment method (or any). Ties go to the
 * more specific rule, then the older one, so the answer is stable.
 */
export function bestRebate(
  product: Pick<PricedProduct, "brandId" | "categoryIds">,
  rules: readonly RebateRule[],
  paymentMethod?: string,
): RebateRule | null {
  let best: RebateRule | null = null;
  for (const rule of rules) {
    const matches =
      (rule.brandId === null || rule.brandId === product.brandId) &&
      (rule.categoryId === null || product.categoryIds.includes(rule.categoryId)) &&
      (!rule.paymentMethod || rule.paymentMethod === paymentMethod);
    if (!matches || rule.percent <= 0) continue;
    if (
      best === null ||
      rule.percent > best.percent ||
      (rule.percent === best.percent && specificity(rule) > specificity(best)) ||
      (rule.percent === best.percent &&
        specificity(rule) === specificity(best) &&
        (rule.id ?? 0) < (best.id ?? 0))
    )
      best = rule;
  }
  return best;
}

/** "Your price" for one piece: the sale price while on sale, less the best rebate, rounded half up. */
export function yourPrice(product: PricedProduct, context: PriceContext): YourPrice {
  const base =
    context.kind === "retail"
      ? (product.saleRetailPriceCents ?? product.retailPriceCents)
      : (product.saleWholesalePriceCents ?? product.wholesalePriceCents);
  const rebate = bestRebate(product, context.rebates, context.paymentMethod);
  return {
    cents: rebate ? lessPercent(base, rebate.percent) : base,
    includesVat: context.kind === "retail",
    rebate,
  };
}
