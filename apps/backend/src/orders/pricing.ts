import type { UserRow } from "../accounts/user.ts";
import type { DeliveryMethod, Language, OrderLine, PaymentMethod } from "@dukan/contract";

/** What the buyer chose and entered at checkout; prices are never part of it (the server computes them). */
export interface OrderInput {
  /** One per checkout attempt (`Idempotency-Key`): a retry with it returns the order already made. */
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  /** Card instalments only: how many. */
  instalments?: number | null;
  /** On account only: the terms' days, taken by the placing from the terms it locked (never from the buyer). */
  paymentDays?: number | null;
  deliveryMethod: DeliveryMethod;
  buyer: {
    type: "company" | "person";
    name: string;
    email: string;
    phone: string;
    company: { name: string; oib: string; address: string; place: string } | null;
  };
  /** Needed for the delivery service (zip code included); null for pickup or the buyer's own delivery. */
  delivery: { address: string; place: string; zip: string } | null;
  note: string;
  /** The buyer's language: the order's mails are written in it. */
  language?: Language;
}

/** One cart line as the order will keep it: the product's data and price at this moment. */
export interface PricedOrderLine {
  productId: number;
  quantity: number;
  itemCode: string;
  nameHr: string;
  nameEn: string;
  /** One piece after the rebate, with VAT or without as `pricesIncludeVat` says. */
  unitPriceCents: number;
  rebatePercent: number;
  vatRate: number;
  netCents: number;
  vatCents: number;
  /** What the line costs as shown to the buyer (gross). */
  totalCents: number;
  /** The product as it was priced (links, picture, stock before the order), for the placed order's answer. */
  product?: OrderLine["product"];
}

/**
 * The order's figures, all integer cents, computed by the server for the buyer's choices. They add
 * up as the order shows them: `subtotal − rebate + deliveryFee + cardSurcharge` is the total for a
 * person (prices with VAT; `vat` is the VAT it contains), and that plus `vat` for a legal entity
 * (prices without VAT).
 */
export interface PricedOrder {
  lines: PricedOrderLine[];
  pricesIncludeVat: boolean;
  totals: {
    /** The lines at their price before rebates and before the card surcharge (with VAT for persons). */
    subtotalCents: number;
    /** What the rebates took off the lines. */
    rebateCents: number;
    /** All VAT of the order (goods and delivery). */
    vatCents: number;
    /** The delivery service's fee (with VAT for persons); 0 when free or not delivered. */
    deliveryFeeCents: number;
    cardSurchargeCents: number;
    /** What the buyer pays. */
    totalCents: number;
  };
}

/**
 * Prices the customer's cart for the buyer's choices. The caller passes it to `placeOrder`, which
 * calls it before its transaction opens (on PGlite a transaction must never wait on a query sent
 * over another connection) and checks inside the transaction that the cart is still the one priced.
 */
export type OrderPricing = (user: UserRow, input: OrderInput) => Promise<PricedOrder>;
