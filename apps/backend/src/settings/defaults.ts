import { FREE_DELIVERY_THRESHOLD_CENTS } from "@dukan/contract";

/** The checkout's settings (a settings table and its screen come later; until then these defaults). */
export interface CheckoutSettings {
  /** Delivery by the delivery service is free when the goods with VAT (after rebates) reach this. */
  freeDeliveryThresholdCents: number;
  /** The delivery service's fee below the threshold, without VAT. */
  deliveryFeeNetCents: number;
  deliveryVatRate: number;
  /** Card in instalments: the card price is this many per cent higher. */
  cardInstalmentsSurchargePercent: number;
  /** Instalment ranges, each allowed when the total is strictly above `aboveCents`. */
  instalmentRanges: readonly { aboveCents: number; min: number; max: number }[];
}

export const defaultCheckoutSettings: CheckoutSettings = {
  freeDeliveryThresholdCents: FREE_DELIVERY_THRESHOLD_CENTS,
  deliveryFeeNetCents: 300,
  deliveryVatRate: 25,
  cardInstalmentsSurchargePercent: 5,
  instalmentRanges: [
    { aboveCents: 6_500, min: 2, max: 12 },
    { aboveCents: 13_000, min: 13, max: 60 },
  ],
};
