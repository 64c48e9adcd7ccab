import type { Cart, CartLine, PaymentMethod } from "@dukan/contract";
import { FREE_DELIVERY_THRESHOLD_CENTS, paymentMethods } from "@dukan/contract";
import { availabilityOf } from "../catalogue/availability.ts";
import { appliedRebate } from "../pricing/applied-rebate.ts";
import { lineAmounts, sumLines } from "../pricing/lines.ts";
import { orderPieces, type PriceContext, type PricedProduct, yourPrice } from "../pricing/price.ts";

/** What a cart line needs of its product and its first picture, as read from the database. */
export interface CartLineRow {
  id: number;
  quantity: number;
  product: Omit<PricedProduct, "categoryIds"> & {
    id: number;
    categoryId: number;
    itemCode: string;
    slugHr: string;
    slugEn: string;
    nameHr: string;
    nameEn: string;
    unitsPerCarton: number;
    stock: number;
    vatRate: number;
  };
  picture: { url: string; width: number; height: number; altHr: string; altEn: string } | null;
}

export type RawLineProduct = Record<string, unknown>;

const int = (value: unknown): number => Number(value);
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A row selected with the catalogue's `cartLineProductColumns` as a cart line with this id and quantity. */
export function cartLineRow(id: number, quantity: number, raw: RawLineProduct): CartLineRow {
  return {
    id,
    quantity,
    product: {
      id: int(raw.product_id),
      itemCode: text(raw.item_code),
      slugHr: text(raw.slug_hr),
      slugEn: text(raw.slug_en),
      nameHr: text(raw.name_hr),
      nameEn: text(raw.name_en),
      brandId: int(raw.brand_id),
      categoryId: int(raw.category_id),
      retailPriceCents: int(raw.retail_price_cents),
      saleRetailPriceCents: intOrNull(raw.sale_retail_price_cents),
      wholesalePriceCents: int(raw.wholesale_price_cents),
      saleWholesalePriceCents: intOrNull(raw.sale_wholesale_price_cents),
      unitsPerCarton: int(raw.units_per_carton),
      stock: int(raw.stock),
      vatRate: int(raw.vat_rate),
    },
    picture:
      typeof raw.picture_url === "string" && raw.picture_url !== ""
        ? {
            url: raw.picture_url,
            width: int(raw.picture_width ?? 0),
            height: int(raw.picture_height ?? 0),
            altHr: text(raw.picture_alt_hr),
            altEn: text(raw.picture_alt_en),
          }
        : null,
  };
}

export interface CategoryLookup {
  categories: Map<number, { slug_hr: string; slug_en: string }>;
  lineage: Map<number, number[]>;
}

/**
 * The cart answer: every line priced for the customer, totals summed from the lines, the
 * free-delivery line. `priced` keeps lines priced before (same prices, same lookup) by row.
 */
export function priceCart(
  rows: readonly CartLineRow[],
  prices: PriceContext,
  lookup: CategoryLookup,
  priced = new WeakMap<CartLineRow, CartLine>(),
  /** From the checkout's settings (`checkout.freeDeliveryThresholdCents`), as the checkout's fee uses it. */
  freeDeliveryThresholdCents: number = FREE_DELIVERY_THRESHOLD_CENTS,
): Cart {
  // Quantity tiers count the pieces of the whole cart: a line's price then depends on the others,
  // so lines priced before are kept only while the customer has no tier.
  const tiers = prices.rebates.some((rule) => (rule.minQuantity ?? 1) > 1);
  if (tiers)
    prices = {
      ...prices,
      order: orderPieces(
        rows.map(({ quantity, product }) => ({
          quantity,
          product: { ...product, categoryIds: lineageOf(product, lookup) },
        })),
      ),
    };
  const lines = rows.map((row) => {
    const known = tiers ? undefined : priced.get(row);
    if (known) return known;
    const line = priceLine(row, prices, lookup);
    priced.set(row, line);
    return line;
  });
  const totals = sumLines(
    lines.map((l) => ({ net: l.net_cents, vat: l.vat_cents, gross: l.gross_cents })),
  );
  return {
    lines,
    prices_include_vat: prices.kind === "retail",
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    totals: { net_cents: totals.net, vat_cents: totals.vat, gross_cents: totals.gross },
    free_delivery: {
      threshold_cents: freeDeliveryThresholdCents,
      remaining_cents: Math.max(0, freeDeliveryThresholdCents - totals.gross),
      reached: totals.gross >= freeDeliveryThresholdCents,
    },
  };
}

/** The product of a cart row as answers show it (cart lines, checkout lines). */
export function cartProductOf(
  { product, picture }: Pick<CartLineRow, "product" | "picture">,
  lookup: CategoryLookup,
): CartLine["product"] {
  const category = lookup.categories.get(product.categoryId);
  return {
    id: product.id,
    item_code: product.itemCode,
    slug_hr: product.slugHr,
    slug_en: product.slugEn,
    category_slug_hr: category?.slug_hr ?? "",
    category_slug_en: category?.slug_en ?? "",
    name_hr: product.nameHr,
    name_en: product.nameEn,
    units_per_carton: product.unitsPerCarton,
    stock: product.stock,
    availability: availabilityOf(product.stock),
    picture: picture
      ? {
          url: picture.url,
          width: picture.width,
          height: picture.height,
          alt_hr: picture.altHr,
          alt_en: picture.altEn,
        }
      : null,
  };
}

function priceLine(row: CartLineRow, prices: PriceContext, lookup: CategoryLookup): CartLine {
  const { id, quantity, product } = row;
  const priced = { ...product, categoryIds: lineageOf(product, lookup) };
  const price = yourPrice(priced, prices);
  const amounts = lineAmounts(price.cents, quantity, product.vatRate, price.includesVat);
  return {
    id,
    quantity,
    product: cartProductOf(row, lookup),
    unit_price_cents: price.cents,
    rebate: appliedRebate(price.rebate),
    payment_prices: paymentPrices(priced, prices, price.cents),
    vat_rate: product.vatRate,
    net_cents: amounts.net,
    vat_cents: amounts.vat,
    gross_cents: amounts.gross,
  };
}

/**
 * The piece's price with each payment method that has a rule of its own and beats `cents` (the
 * price before the payment is chosen), lowest first: what the cart tells the buyer before step 3.
 */
function paymentPrices(
  product: PricedProduct,
  prices: PriceContext,
  cents: number,
): CartLine["payment_prices"] {
  const methods = new Set(
    prices.rebates.flatMap((rule) =>
      rule.paymentMethod && isPaymentMethod(rule.paymentMethod) ? [rule.paymentMethod] : [],
    ),
  );
  const better: CartLine["payment_prices"] = [];
  for (const method of methods) {
    const price = yourPrice(product, { ...prices, paymentMethod: method });
    const rebate = appliedRebate(price.rebate);
    if (rebate && price.cents < cents)
      better.push({ payment_method: method, unit_price_cents: price.cents, rebate });
  }
  return better.sort((a, b) => a.unit_price_cents - b.unit_price_cents);
}

function isPaymentMethod(name: string): name is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(name);
}

function lineageOf(product: { categoryId: number }, lookup: CategoryLookup): readonly number[] {
  return lookup.lineage.get(product.categoryId) ?? [product.categoryId];
}
