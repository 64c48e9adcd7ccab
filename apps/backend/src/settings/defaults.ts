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
    reasonEn:
      "Switching to the euro: orders are not taken from 30 December 2022 to 2 January 2023.",
  },
];

/** The shop's name (`site_settings` key `shop`). */
export interface ShopSettings {
  name: string;
}

export const defaultShop: ShopSettings = { name: "Dućan" };

/**
 * The company's legal data (`company`), which Croatian company law asks its web pages to show
 * (Zakon o trgovačkim društvima, čl. 21). SPEC.md gives none of it: every value is a placeholder,
 * the texts marked "(demo)", the numbers valid but made up. The bank account is the payee's IBAN.
 */
export interface CompanySettings {
  legalName: string;
  seat: string;
  registryCourt: string;
  /** MBS, the court register's number. */
  registryNumber: string;
  oib: string;
  bankName: string;
  shareCapitalCents: number;
  shareCapitalPaidInFull: boolean;
  managementBoard: string[];
}

export const defaultCompany: CompanySettings = {
  legalName: "Dućan d.o.o. (demo)",
  seat: "Ilica 1, 10000 Zagreb (demo)",
  registryCourt: "Trgovački sud u Zagrebu (demo)",
  registryNumber: "080000000 (demo)",
  oib: "12345678903",
  bankName: "Demo banka d.d. (demo)",
  shareCapitalCents: 250_000,
  shareCapitalPaidInFull: true,
  // Names only: the list shows in both languages under "Članovi uprave" / "Management board".
  managementBoard: ["Ivan Primjer (demo)"],
};

/** How to reach the shop (`contact`): placeholders, marked as such (SPEC.md shows none). */
export interface ContactSettings {
  email: string;
  phone: string;
  street: string;
  place: string;
  mapUrl: string;
}

export const defaultContact: ContactSettings = {
  email: "info@dukan.demo",
  phone: "+385 1 555 0000",
  street: "Ilica 1 (demo)",
  place: "10000 Zagreb",
  mapUrl: "https://www.openstreetmap.org/?mlat=45.8131&mlon=15.9772#map=17/45.8131/15.9772",
};

/** Days and their times (`opening_hours`); `opens` and `closes` null is closed. */
export interface OpeningHoursRange {
  daysHr: string;
  daysEn: string;
  opens: string | null;
  closes: string | null;
}

/** SPEC.md §9: Monday to Friday 7:00–19:00, Saturday 8:00–13:00 (Sundays and holidays closed). */
export const defaultOpeningHours: OpeningHoursRange[] = [
  { daysHr: "Ponedjeljak – petak", daysEn: "Monday – Friday", opens: "7:00", closes: "19:00" },
  { daysHr: "Subota", daysEn: "Saturday", opens: "8:00", closes: "13:00" },
  {
    daysHr: "Nedjelja i blagdani",
    daysEn: "Sundays and public holidays",
    opens: null,
    closes: null,
  },
];

/** The bars under the header and the currency line (`info_bars`), each on or off. */
export interface InfoBarsSettings {
  /** `{{freeDeliveryThreshold}}` and `{{deliveryFee}}` are filled from `checkout` (as information pages write them). */
  delivery: { enabled: boolean; textHr: string; textEn: string };
  euFund: { enabled: boolean };
  currency: { enabled: boolean };
}

/** SPEC.md §9: free delivery from the threshold on, delivery in 3 to 5 working days (the delivery page's span, docs/decisions/031). */
export const defaultInfoBars: InfoBarsSettings = {
  delivery: {
    enabled: true,
    textHr:
      "Besplatna dostava za narudžbe od {{freeDeliveryThreshold}} · Isporuka u 3 do 5 radnih dana",
    textEn:
      "Free delivery for orders of {{freeDeliveryThreshold}} or more · Delivery in 3 to 5 working days",
  },
  euFund: { enabled: true },
  currency: { enabled: true },
};

/**
 * Bank transfers (`bank_transfers`): an unpaid bank-transfer order holds its stock this many days
 * (reminded the day before, then cancelled: orders/unpaid-holds.ts); a private person's unpaid
 * bank-transfer order may total at most `personLimitCents` (one person could otherwise hold
 * thousands of pieces of stock).
 */
export interface BankTransferSettings {
  holdDays: number;
  personLimitCents: number;
}

export const defaultBankTransfers: BankTransferSettings = {
  holdDays: 8,
  personLimitCents: 500_000,
};
/** The staff's rule for new customers (`site_settings` key `customers`). */
export interface CustomersSettings {
  /** New legal entities see retail prices until the staff approve them (off: wholesale at once). */
  approveNewCompanies: boolean;
}

export const defaultCustomersSettings: CustomersSettings = { approveNewCompanies: false };

/** The dashboard's low-stock list (`low_stock`): active products with fewer pieces than this. */
export interface LowStockSettings {
  threshold: number;
}

export const defaultLowStock: LowStockSettings = { threshold: 5 };

/**
 * Orders to the ERP (`erp`, docs/erp.md): the webhook each placed order is posted to (empty: none,
 * the orders wait in the delivery log), the secret its HMAC signature is keyed with, and the key the
 * ERP pulls `GET /api/erp/orders` with (empty: the pull endpoint answers 401 to everyone).
 */
export interface ErpSettings {
  webhookUrl: string;
  webhookSecret: string;
  pullKey: string;
}

export const defaultErp: ErpSettings = { webhookUrl: "", webhookSecret: "", pullKey: "" };
/** The ERP's price and stock imports (`price_import`, apps/backend/src/price-imports). */
export interface PriceImportSettings {
  maxDropPercent: number;
  pollEnabled: boolean;
  /** An absolute folder path or an HTTPS address; null when none is set. */
  pollSource: string | null;
  pollIntervalMinutes: number;
  /** The saved column mapping's name; null: the demo ERP's mapping. */
  pollMapping: string | null;
  /** Apply a polled file by itself when no row is held or refused. */
  pollApply: boolean;
}

export const defaultPriceImport: PriceImportSettings = {
  maxDropPercent: 50,
  pollEnabled: false,
  pollSource: null,
  pollIntervalMinutes: 60,
  pollMapping: null,
  pollApply: false,
};

/**
 * Invoicing (`invoicing`, docs/invoices.md): when an order's invoice is issued (when its payment is
 * complete, an order paid on pickup when marked paid; or, with `issueOnShipment`, when it is shipped
 * or ready for pickup), the business premises and device its numbers carry (`123/WEB1/1`), the place
 * of issue, and how many days an invoice not yet paid is due in.
 */
export interface InvoicingSettings {
  issueOnShipment: boolean;
  premises: string;
  device: string;
  placeOfIssue: string;
  paymentDays: number;
}

export const defaultInvoicing: InvoicingSettings = {
  issueOnShipment: false,
  premises: "WEB1",
  device: "1",
  placeOfIssue: "Zagreb",
  paymentDays: 8,
};

/** Every setting the shop has, by key, with its default. */
export const settingDefaults = {
  shop: defaultShop,
  company: defaultCompany,
  contact: defaultContact,
  opening_hours: defaultOpeningHours,
  info_bars: defaultInfoBars,
  checkout: defaultCheckoutSettings,
  payee: defaultPayee,
  ordering_blocks: defaultOrderingBlocks,
  bank_transfers: defaultBankTransfers,
  customers: defaultCustomersSettings,

  low_stock: defaultLowStock,
  erp: defaultErp,
  price_import: defaultPriceImport,
  invoicing: defaultInvoicing,
};
export type SettingKey = keyof typeof settingDefaults;
export type Settings = { [K in SettingKey]: (typeof settingDefaults)[K] };
