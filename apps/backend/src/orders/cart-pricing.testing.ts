import type { Cart } from "@dukan/contract";
import type { UserRow } from "../accounts/user.ts";
import type { OrderPricing, PricedOrder } from "./pricing.ts";

/**
 * Tests of placing only (the checkout prices orders in checkout/pricing.ts): the order priced
 * exactly as the cart shows it — no delivery fee, no card surcharge, rebates already in the lines.
 */
export function cartPricing(loadCart: (user: UserRow) => Promise<Cart>): OrderPricing {
  return async (user) => pricedFromCart(await loadCart(user));
}

export function pricedFromCart(cart: Cart): PricedOrder {
  return {
    lines: cart.lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      itemCode: line.product.item_code,
      nameHr: line.product.name_hr,
      nameEn: line.product.name_en,
      unitPriceCents: line.unit_price_cents,
      rebatePercent: line.rebate?.percent ?? 0,
      vatRate: line.vat_rate,
      netCents: line.net_cents,
      vatCents: line.vat_cents,
      totalCents: line.gross_cents,
    })),
    pricesIncludeVat: cart.prices_include_vat,
    totals: {
      subtotalCents: cart.totals.net_cents,
      rebateCents: 0,
      vatCents: cart.totals.vat_cents,
      deliveryFeeCents: 0,
      cardSurchargeCents: 0,
      totalCents: cart.totals.gross_cents,
    },
  };
}
