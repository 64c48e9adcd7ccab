/**
 * Every limit a request has, named once, for the back end's request schemas, the storefront's
 * forms and the browser's own checks alike. No zod here: the browser imports this file alone
 * (`@dukan/contract/limits`).
 */
export const limits = {
  /** Pieces on one cart line, and in one add. */
  quantity: { min: 1, max: 99_999 },
  /** Pasted quick-buy lines per request. */
  quickBuyLines: 500,
  /** Characters of pasted quick-buy text. */
  quickBuyText: 2_000_000,
  itemCode: 100,
  search: 200,
  slug: 200,
  brandsPerFilter: 20,
  page: 10_000,
  name: 200,
  email: 254,
  phone: 40,
  passwordMin: 8,
  passwordMax: 200,
  address: 200,
  postOffice: 20,
  /** The buyer's note on an order. */
  orderNote: 2_000,
  /** A contact message's subject, and the text of a contact message or an inquiry. */
  subject: 200,
  message: 5_000,
  zip: 10,
  /** An order's `Idempotency-Key`: one per checkout attempt. */
  idempotencyKey: { min: 8, max: 100 },
  /** Card instalments at most (SPEC.md §9: 2–12 above 65 EUR, 13–60 above 130 EUR). */
  instalments: { min: 2, max: 60 },
  /** Orders per page of the order history, products per page of previously ordered products. */
  ordersPerPage: 20,
  orderedProductsPerPage: 50,
  /** A product's regular price in euro cents, as the staff set it (retail with VAT, wholesale without). */
  productPriceCents: { min: 1, max: 100_000_000 },
  /**
   * Money received for an order, as staff record it by hand, in euro cents: at most 10,000,000.00 €
   * (what the database's integer column holds, 21,474,836.47 €, with room; the refusal names it).
   */
  paymentCents: { min: 1, max: 1_000_000_000 },
  /** A company's credit limit (payment on account) in euro cents: at most 100,000,000.00 €. */
  creditLimitCents: { min: 0, max: 10_000_000_000 },
  /** An amount of the site settings (delivery prices, thresholds) in euro cents: at most 1,000,000.00 €. */
  settingCents: { min: 0, max: 100_000_000 },
  /** The staff's orders list filtered by total, in euro cents: up to what `total_cents` (integer) holds. */
  orderTotalFilterCents: { min: 0, max: 2_147_483_647 },
  /** Pieces in stock of one product, as the staff set it. */
  productStock: { min: 0, max: 10_000_000 },
  /** A product description's characters (HTML), each language. */
  productDescription: 100_000,
  /** Rows of a product's specifications, and characters of one value. */
  productSpecifications: 200,
  productSpecificationValue: 1_000,
  /** Related products of one product. */
  productRelated: 50,
  /** The largest id a database row has (PostgreSQL `integer`). */
  id: 2_147_483_647,
} as const;

/** Bytes a body may have; larger ones are refused while they are read (413). */
export const bodyLimits = {
  json: 256 * 1024,
  form: 1024 * 1024,
  quickBuy: 2 * 1024 * 1024,
} as const;
