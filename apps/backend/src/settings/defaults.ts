import { FREE_DELIVERY_THRESHOLD_CENTS } from "@dukan/contract";

/** The checkout's settings (`site_settings` key `checkout`; the content issue adds the screen that edits them). */
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

/** Who a bank transfer pays (`site_settings` key `payee`): the HUB-3 slip's recipient. Placeholder data, marked as such. */
export interface PayeeSettings {
  name: string;
  street: string;
  /** Zip code and place, as the slip writes it ("10000 Zagreb"). */
  place: string;
  iban: string;
}

export const defaultPayee: PayeeSettings = {
  name: "Dućan d.o.o. (demo)",
  street: "Ilica 1",
  place: "10000 Zagreb",
  // A valid demo IBAN (check digits correct); the real account comes from settings.
  iban: "HR1210010051863000160",
};

/** A window in which orders are refused (`site_settings` key `ordering_blocks`); times are ISO 8601. */
export interface OrderingBlockWindow {
  from: string;
  until: string;
  reasonHr: string;
  reasonEn: string;
}

/** The currency switch to the euro (SPEC.md §4): orders were refused from 30 Dec 2022 to 2 Jan 2023 (Zagreb time). */
export const defaultOrderingBlocks: OrderingBlockWindow[] = [
  {
    from: "2022-12-30T00:00:00+01:00",
    until: "2023-01-03T00:00:00+01:00",
    reasonHr: "Prelazak na euro: narudžbe se ne primaju od 30. prosinca 2022. do 2. siječnja 2023.",
    reasonEn: "Switching to the euro: orders are not taken from 30 December 2022 to 2 January 2023.",
  },
];

/** Every setting the shop has, by key, with its default. */
export const settingDefaults = {
  checkout: defaultCheckoutSettings,
  payee: defaultPayee,
  ordering_blocks: defaultOrderingBlocks,
};
export type SettingKey = keyof typeof settingDefaults;
export type Settings = { [K in SettingKey]: (typeof settingDefaults)[K] };
