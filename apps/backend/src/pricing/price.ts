import { lessPercent } from "./money.ts";

/**
 * A customer's rebate: for a product, a brand, a category (and its subcategories) or a brand in a
 * category; for everything when all are null; for one payment method, or any when `paymentMethod`
 * is null. A tier (`minQuantity` > 1) applies only once one order holds that many pieces of what the
 * rule covers (all its lines together); without an order (listings, feeds) it does not apply.
 */
export interface RebateRule {
  id?: number;
  productId?: number | null;
  brandId: number | null;
  categoryId: number | null;
  paymentMethod?: string | null;
  percent: number;
  /** From this many pieces on one order (1 or absent: always). */
  minQuantity?: number;
}

/** One line of the order being priced (the cart, the checkout), for quantity tiers. */
export interface OrderPiece {
  productId: number;
  brandId: number;
  categoryIds: readonly number[];
  quantity: number;
}

/**
 * Whose prices to show: visitors and persons pay retail with VAT (persons less a rebate if they
 * have one); legal entities pay wholesale without VAT less their rebate. `paymentMethod` is the
 * method chosen at checkout; without one only rebates for any method apply.
 */
export type PriceContext =
  | { kind: "retail"; rebates: RebateRule[]; paymentMethod?: string; order?: readonly OrderPiece[] }
  | {
      kind: "wholesale";
      rebates: RebateRule[];
      paymentMethod?: string;
      order?: readonly OrderPiece[];
    };

export const retailPrices: PriceContext = { kind: "retail", rebates: [] };

export interface PricedProduct {
  /** Needed by product rules; a product without one matches none. */
  id?: number;
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

/** How narrowly a rule aims: product, then brand and category, brand, category, everything. */
function specificity(rule: RebateRule): number {
  return (
    (rule.productId == null ? 0 : 8) +
    (rule.brandId === null ? 0 : 2) +
    (rule.categoryId === null ? 0 : 1) +
    (rule.paymentMethod ? 4 : 0) +
    ((rule.minQuantity ?? 1) > 1 ? 16 : 0)
  );
}

/** Whether a rule covers a product (payment method and quantity aside). */
function covers(
  rule: RebateRule,
  product: Pick<PricedProduct, "id" | "brandId" | "categoryIds">,
): boolean {
  return (
    (rule.productId == null || rule.productId === product.id) &&
    (rule.brandId === null || rule.brandId === product.brandId) &&
    (rule.categoryId === null || product.categoryIds.includes(rule.categoryId))
  );
}

/** The pieces of what `rule` covers on the order, all its lines together. */
function piecesCovered(rule: RebateRule, order: readonly OrderPiece[]): number {
  let pieces = 0;
  for (const line of order)
    if (covers(rule, { id: line.productId, ...line })) pieces += line.quantity;
  return pieces;
}

/**
 * The rebate that applies to a product: the highest percent among the rules that match its
 * brand, one of its categories, or everything, for the payment method (or any). Ties go to the
 * more specific rule, then the older one, so the answer is stable.
 */
export function bestRebate(
  product: Pick<PricedProduct, "id" | "brandId" | "categoryIds">,
  rules: readonly RebateRule[],
  paymentMethod?: string,
  order: readonly OrderPiece[] = [],
): RebateRule | null {
  let best: RebateRule | null = null;
  for (const rule of rules) {
    const matches =
      covers(rule, product) &&
      (!rule.paymentMethod || rule.paymentMethod === paymentMethod) &&
      ((rule.minQuantity ?? 1) <= 1 || piecesCovered(rule, order) >= (rule.minQuantity ?? 1));
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

/** The lines of an order as quantity tiers count them. */
export function orderPieces(
  lines: readonly {
    quantity: number;
    product: Pick<PricedProduct, "brandId" | "categoryIds"> & { id: number };
  }[],
): OrderPiece[] {
  return lines.map(({ quantity, product }) => ({
    productId: product.id,
    brandId: product.brandId,
    categoryIds: product.categoryIds,
    quantity,
  }));
}

/** "Your price" for one piece: the sale price while on sale, less the best rebate, rounded half up. */
export function yourPrice(product: PricedProduct, context: PriceContext): YourPrice {
  const base =
    context.kind === "retail"
      ? (product.saleRetailPriceCents ?? product.retailPriceCents)
      : (product.saleWholesalePriceCents ?? product.wholesalePriceCents);
  const rebate = bestRebate(product, context.rebates, context.paymentMethod, context.order);
  return {
    cents: rebate ? lessPercent(base, rebate.percent) : base,
    includesVat: context.kind === "retail",
    rebate,
  };
}

/** What a tier counts toward its quantity: pieces of the product, of its brand, category, brand in that category, or everything. */
export type TierCounts = "product" | "brand" | "category" | "brand_in_category" | "everything";

/** A quantity tier of one product: from `minQuantity` pieces on one order, a piece costs `cents`. */
export interface QuantityPrice {
  minQuantity: number;
  cents: number;
  rebate: RebateRule;
  counts: TierCounts;
}

function tierCounts(rule: RebateRule): TierCounts {
  if (rule.productId != null) return "product";
  if (rule.brandId !== null && rule.categoryId !== null) return "brand_in_category";
  if (rule.brandId !== null) return "brand";
  if (rule.categoryId !== null) return "category";
  return "everything";
}

/**
 * A product's quantity tiers as a buyer's own shop can use them (the B2B feeds): for each tier
 * threshold of the rules that cover it, the price of one piece once an order holds that many pieces
 * of this product alone — `yourPrice` with that order, the very price the cart would show. Only
 * thresholds that lower the price are listed, lowest quantity first. Rules tied to a payment method
 * are for the context's method as always (none: any method only).
 */
export function quantityPrices(product: PricedProduct, context: PriceContext): QuantityPrice[] {
  const thresholds = [
    ...new Set(
      context.rebates
        .filter((rule) => (rule.minQuantity ?? 1) > 1 && rule.percent > 0 && covers(rule, product))
        .map((rule) => rule.minQuantity ?? 1),
    ),
  ].sort((a, b) => a - b);
  if (thresholds.length === 0 || product.id === undefined) return [];
  const productId = product.id;
  const tiers: QuantityPrice[] = [];
  let lowest = yourPrice(product, { ...context, order: [] }).cents;
  for (const quantity of thresholds) {
    const order = [
      { productId, brandId: product.brandId, categoryIds: product.categoryIds, quantity },
    ];
    const price = yourPrice(product, { ...context, order });
    if (price.rebate === null || price.cents >= lowest) continue;
    lowest = price.cents;
    tiers.push({
      minQuantity: quantity,
      cents: price.cents,
      rebate: price.rebate,
      counts: tierCounts(price.rebate),
    });
  }
  return tiers;
}
