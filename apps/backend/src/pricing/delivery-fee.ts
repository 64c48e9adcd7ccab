import type { DeliveryMethod } from "@dukan/contract";
import type { CheckoutSettings } from "../settings/defaults.ts";
import { roundHalfUp } from "./money.ts";

export interface DeliveryFee {
  net: number;
  vat: number;
  gross: number;
  free: boolean;
  thresholdCents: number;
  remainingCents: number;
}

/**
 * The delivery fee. The threshold compares the goods with VAT after the chosen method's rebates
 * and before any card surcharge — the figure the cart's "free delivery from 130 €" uses — for
 * persons and legal entities alike. Personal pickup and the buyer's own delivery cost nothing.
 */
export function deliveryFee(
  method: DeliveryMethod,
  goodsGrossCents: number,
  settings: CheckoutSettings,
): DeliveryFee {
  const thresholdCents = settings.freeDeliveryThresholdCents;
  const reached = goodsGrossCents >= thresholdCents;
  if (method !== "delivery_service" || reached)
    return { net: 0, vat: 0, gross: 0, free: true, thresholdCents, remainingCents: 0 };
  const net = settings.deliveryFeeNetCents;
  const vat = roundHalfUp((net * settings.deliveryVatRate) / 100);
  return {
    net,
    vat,
    gross: net + vat,
    free: false,
    thresholdCents,
    remainingCents: thresholdCents - goodsGrossCents,
  };
}
