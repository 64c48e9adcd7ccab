// The HUB-3 payment slip of an order paid by bank transfer (DESIGN.md §4): the buyer pays the shop
// (payee from settings) what is still open of the order (its total, less money already received)
// with model HR01 and the order number as reference.

import type { Language, PaymentSlip as ContractSlip } from "@dukan/contract";
import { orderTexts } from "../locales/orders.ts";
import { defaultBankTransfers, defaultPayee, type PayeeSettings } from "../settings/defaults.ts";
import type { PaymentSlip } from "./hub3.ts";
import { orderReference } from "./reference.ts";

/** What the slip needs of an order. */
export interface SlipOrder {
  number: string;
  /** What the slip asks for: what is still open of the order (orders/view.ts `slipAmountCents`). */
  amountCents: number;
  buyerType: "company" | "person";
  buyerName: string;
  companyName: string | null;
  companyAddress: string | null;
  companyPlace: string | null;
  deliveryAddress: string | null;
  deliveryPlace: string | null;
  deliveryZip: string | null;
  /** The buyer's language when ordering: the slip's description is written in it wherever it is shown. */
  language: Language;
}

export const SLIP_MODEL = "HR01";
export const SLIP_PURPOSE_CODE = "OTHR";

/**
 * The payee from the stored value of the settings key `payee` (undefined: no row), over its default,
 * as the settings store merges it; read with the order (`orderParts`), so that a slip drawn inside a
 * transaction never waits for a read on another connection (PGlite).
 */
export function payeeFrom(stored: unknown): PayeeSettings {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return defaultPayee;
  const pick = (key: keyof PayeeSettings): string => {
    const value: unknown = (stored as Record<string, unknown>)[key];
    return typeof value === "string" ? value : defaultPayee[key];
  };
  return { name: pick("name"), street: pick("street"), place: pick("place"), iban: pick("iban") };
}

/**
 * The days an unpaid bank transfer's stock is held, from the stored value of the settings key
 * `bank_transfers` (undefined: no row) over its default, read with the order like the payee.
 */
export function holdDaysFrom(stored: unknown): number {
  const value: unknown =
    typeof stored === "object" && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>).holdDays
      : undefined;
  return typeof value === "number" && Number.isInteger(value) && value > 0
    ? value
    : defaultBankTransfers.holdDays;
}

/** When an order placed at `createdAt` stops holding its stock (and is cancelled if still unpaid). */
export function holdEnds(createdAt: Date, holdDays: number): Date {
  return new Date(createdAt.getTime() + holdDays * 24 * 60 * 60 * 1000);
}

/** The payer: a company's name and address, or the person's name and delivery address. */
function payerOf(order: SlipOrder): PaymentSlip["payer"] {
  if (order.buyerType === "company") {
    return {
      name: order.companyName ?? order.buyerName,
      street: order.companyAddress ?? "",
      place: order.companyPlace ?? "",
    };
  }
  const place = [order.deliveryZip ?? "", order.deliveryPlace ?? ""]
    .filter((part) => part.trim() !== "")
    .join(" ");
  return { name: order.buyerName, street: order.deliveryAddress ?? "", place };
}

/**
 * The slip's data (the HUB-3 fields) for an order. Its description is in the order's language, not
 * the reader's: the printed slip, its barcode, the mail and the invoice carry the same words, as
 * the buyer's bank will.
 */
export function orderPaymentSlip(order: SlipOrder, payee: PayeeSettings): PaymentSlip {
  return {
    amountCents: order.amountCents,
    payer: payerOf(order),
    recipient: { name: payee.name, street: payee.street, place: payee.place },
    iban: payee.iban,
    model: SLIP_MODEL,
    reference: orderReference(order.number),
    purposeCode: SLIP_PURPOSE_CODE,
    description: orderTexts(order.language).slipDescription(order.number),
  };
}

/**
 * Where the API answers the barcode of an order's slip as SVG, drawn when asked for: inline, it was
 * 7.7 KB of a 5-line placing's 33 KB answer, and every placing drew and gzipped it.
 */
export function paymentSlipBarcodeUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/payment-slip.svg`;
}

/**
 * The slip of order `orderNumber` as the API answers it, its barcode by address, what the order
 * received already, and when to pay by while the order is `held` (orders/view.ts `heldForTransfer`):
 * none once money was received or staff confirmed it, as such an order is not cancelled when its
 * hold ends (orders/unpaid-holds.ts, left to staff).
 */
export function paymentSlipAnswer(
  slip: PaymentSlip,
  orderNumber: string,
  hold: { createdAt: Date; holdDays: number },
  held: boolean,
  receivedCents: number,
): ContractSlip {
  return {
    payer: slip.payer,
    payee: slip.recipient,
    iban: slip.iban,
    model: slip.model,
    reference: slip.reference,
    amount_cents: slip.amountCents,
    received_cents: receivedCents,
    currency: "EUR",
    purpose_code: slip.purposeCode,
    description: slip.description,
    barcode_url: paymentSlipBarcodeUrl(orderNumber),
    hold_days: hold.holdDays,
    pay_by: held ? holdEnds(hold.createdAt, hold.holdDays).toISOString() : null,
  };
}
