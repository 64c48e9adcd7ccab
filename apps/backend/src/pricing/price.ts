import { lessPercent } from "./money.ts";

/** A rebate a legal-entity customer has: for a brand, a category or everything (both null). */
export interface RebateRule {
  brandId: number | null;
  categoryId: number | null;
  percent: number;
}

/** Whose prices to show: visitors and persons pay retail with VAT; legal entities wholesale less rebate, without VAT. */
export type PriceContext = { kind: "retail" } | { kind: "wholesale"; rebates: RebateRule[] };

export const retailPrices: PriceContext = { kind: "retail" };

export interface PricedProduct {
  brandId: number;
  categoryId: number;
  retailPriceCents: number;
  saleRetailPriceCents: number | null;
  wholesalePriceCents: number;
  saleWholesalePriceCents: number | null;
}

/** The best rebate that matches the product: the highest percent among rules for its brand, its category, or all. */
export function bestRebate(product: Pick<PricedProduct, "brandId" | "categoryId">, rebates: RebateRule[]): number {
  let best = 0;
  for (const rule of rebates) {
    const matches =
      (rule.brandId === null || rule.brandId === product.brandId) && (rule.categoryId === null || rule.categoryId === product.categoryId);
    if (matches && rule.percent > best) best = rule.percent;
  }
  return best;
}

/** "Your price" for one piece. */
export function yourPrice(product: PricedProduct, context: PriceContext): { cents: number; includesVat: boolean } {
  if (context.kind === "retail") return { cents: product.saleRetailPriceCents ?? product.retailPriceCents, includesVat: true };
  const wholesale = product.saleWholesalePriceCents ?? product.wholesalePriceCents;
  return { cents: lessPercent(wholesale, bestRebate(product, context.rebates)), includesVat: false };
}
