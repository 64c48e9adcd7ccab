import {
  paymentMethods,
  type CheckoutLine,
  type CheckoutTotals,
  type DeliveryMethod,
  type PaymentMethod,
} from "@dukan/contract";
import type { CheckoutSettings } from "../settings/defaults.ts";
import { appliedRebate } from "./applied-rebate.ts";
import { deliveryFee } from "./delivery-fee.ts";
import { allowedInstalments, instalmentsMinimum } from "./instalments.ts";
import { lineAmounts, sumLines } from "./lines.ts";
import { roundHalfUp } from "./money.ts";
import { orderPieces, yourPrice, type PriceContext, type PricedProduct } from "./price.ts";

/** A cart line as the checkout prices it. */
export interface CheckoutItem {
  productId: number;
  quantity: number;
  vatRate: number;
  product: PricedProduct;
}

export interface CheckoutChoice {
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
}

/**
 * Cash or card on pickup only makes sense when the buyer picks the goods up; on account only for a
 * company the staff gave terms, with no invoice overdue too long (`onAccount`).
 */
export function availablePaymentMethods(
  delivery: DeliveryMethod,
  onAccount = false,
): PaymentMethod[] {
  return paymentMethods.filter(
    (m) =>
      (m !== "cash_on_pickup" || delivery === "personal_pickup") &&
      (m !== "on_account" || onAccount),
  );
}

function priceLine(
  item: CheckoutItem,
  prices: PriceContext,
  method: PaymentMethod,
  surchargePercent: number,
): CheckoutLine {
  const price = yourPrice(item.product, { ...prices, paymentMethod: method });
  const list = yourPrice(item.product, { ...prices, rebates: [] }).cents;
  const line = price.cents * item.quantity;
  // The card price is higher per line, rounded half up once (pricing/money.ts).
  const charged =
    method === "card_instalments" ? roundHalfUp((line * (100 + surchargePercent)) / 100) : line;
  const amounts = lineAmounts(charged, 1, item.vatRate, price.includesVat);
  return {
    product_id: item.productId,
    quantity: item.quantity,
    vat_rate: item.vatRate,
    unit_price_cents: price.cents,
    rebate: appliedRebate(price.rebate),
    rebate_cents: (list - price.cents) * item.quantity,
    card_surcharge_cents: charged - line,
    net_cents: amounts.net,
    vat_cents: amounts.vat,
    gross_cents: amounts.gross,
  };
}

function totalsFor(
  items: readonly CheckoutItem[],
  prices: PriceContext,
  choice: CheckoutChoice,
  settings: CheckoutSettings,
): Omit<CheckoutTotals, "comparison" | "unavailable_payment_methods"> {
  const lines = items.map((i) =>
    priceLine(i, prices, choice.paymentMethod, settings.cardInstalmentsSurchargePercent),
  );
  const sub = sumLines(
    lines.map((l) => ({ net: l.net_cents, vat: l.vat_cents, gross: l.gross_cents })),
  );
  const surcharge = lines.reduce((s, l) => s + l.card_surcharge_cents, 0);
  // Goods with VAT before the card surcharge: the cart's figure for the free-delivery threshold.
  const goodsBeforeSurcharge = sumLines(
    lines.map((l) =>
      lineAmounts(l.unit_price_cents * l.quantity, 1, l.vat_rate, prices.kind === "retail"),
    ),
  ).gross;
  const fee = deliveryFee(choice.deliveryMethod, goodsBeforeSurcharge, settings);
  const byRate = new Map<number, { rate: number; net_cents: number; vat_cents: number }>();
  const addVat = (rate: number, net: number, vat: number) => {
    const row = byRate.get(rate) ?? { rate, net_cents: 0, vat_cents: 0 };
    row.net_cents += net;
    row.vat_cents += vat;
    byRate.set(rate, row);
  };
  for (const l of lines) addVat(l.vat_rate, l.net_cents, l.vat_cents);
  if (fee.gross > 0) addVat(settings.deliveryVatRate, fee.net, fee.vat);
  const total = {
    net_cents: sub.net + fee.net,
    vat_cents: sub.vat + fee.vat,
    gross_cents: sub.gross + fee.gross,
  };
  // Instalments are judged on what would be paid at the plain card price (goods and delivery, no surcharge).
  const instalmentBase = goodsBeforeSurcharge + fee.gross;
  return {
    payment_method: choice.paymentMethod,
    delivery_method: choice.deliveryMethod,
    prices_include_vat: prices.kind === "retail",
    lines,
    subtotal: { net_cents: sub.net, vat_cents: sub.vat, gross_cents: sub.gross },
    rebate_cents: lines.reduce((s, l) => s + l.rebate_cents, 0),
    card_surcharge_cents: surcharge,
    delivery: {
      net_cents: fee.net,
      vat_cents: fee.vat,
      gross_cents: fee.gross,
      free: fee.free,
      threshold_cents: fee.thresholdCents,
      remaining_cents: fee.remainingCents,
    },
    vat_by_rate: [...byRate.values()].sort((a, b) => a.rate - b.rate),
    total,
    instalments:
      choice.paymentMethod === "card_instalments"
        ? allowedInstalments(instalmentBase, settings)
        : null,
  };
}

/**
 * The checkout's figures for the chosen payment and delivery method, with what every other
 * available method would cost (`difference_cents` negative when that method is cheaper). Card in
 * instalments for a total no instalment range allows is unavailable, with the threshold to pass,
 * and is left out of the comparison.
 */
export function checkoutTotals(
  items: readonly CheckoutItem[],
  prices: PriceContext,
  choice: CheckoutChoice,
  settings: CheckoutSettings,
  onAccount = false,
): CheckoutTotals {
  // Quantity tiers count the pieces of this order (pricing/price.ts), as the cart does.
  const order = orderPieces(
    items.map((item) => ({
      quantity: item.quantity,
      product: { ...item.product, id: item.productId },
    })),
  );
  prices = { ...prices, order };
  const chosen = totalsFor(items, prices, choice, settings);
  const totalsOf = (method: PaymentMethod) =>
    method === choice.paymentMethod
      ? chosen
      : totalsFor(items, prices, { ...choice, paymentMethod: method }, settings);
  const minimum = instalmentsMinimum(settings);
  const unavailable =
    minimum !== null && totalsOf("card_instalments").instalments === null
      ? [
          {
            payment_method: "card_instalments" as const,
            reason: "instalments_minimum" as const,
            above_cents: minimum,
          },
        ]
      : [];
  const comparison = availablePaymentMethods(choice.deliveryMethod, onAccount)
    .filter((method) => !unavailable.some((u) => u.payment_method === method))
    .map((method) => {
      const total = totalsOf(method).total.gross_cents;
      return {
        payment_method: method,
        total_cents: total,
        difference_cents: total - chosen.total.gross_cents,
      };
    });
  return { ...chosen, comparison, unavailable_payment_methods: unavailable };
}
