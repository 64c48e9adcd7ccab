import type { Language, ProductSummary } from "@dukan/contract";
import { createContext, useContext } from "react";
import { format, type Messages } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { CartSummary } from "./cart.ts";
import { formatNumber, formatPrice } from "./number-format.ts";

/*
 * What a page shows of the logged-in customer: their name, their cart and their price of each
 * product. A customer's category and product pages are written once as a frame with these texts
 * left out (server/page-frames.ts), and each request fills in its customer's: the texts below are
 * what both the page's components and the frame's filling write, so the two cannot differ.
 */

/** The start and end of a slot's name in a frame's HTML (private-use characters no text holds). */
export const SLOT_START = "\uE000";
export const SLOT_END = "\uE001";

const FrameRender = createContext(false);

/** Wraps a render that writes a frame: personal texts become the marks of their slots. */
export const FrameRenderProvider = FrameRender.Provider;

/** A personal text as a component writes it: the text itself, or in a frame's render the mark of its slot. */
export function usePersonal(): (slot: string, text: string) => string {
  return useContext(FrameRender) ? markOf : textOf;
}
const markOf = (slot: string) => `${SLOT_START}${slot}${SLOT_END}`;
const textOf = (_slot: string, text: string) => text;

type Priced = Pick<
  ProductSummary,
  "your_price_cents" | "your_price_includes_vat" | "vat_rate" | "rebate"
>;

/** Whether a product card shows the customer's own price: a legal entity's always, a person's when it differs from the one shown. */
export function showsYourPrice(
  product: Priced & Pick<ProductSummary, "price_cents" | "sale_price_cents">,
): boolean {
  return (
    !product.your_price_includes_vat ||
    product.your_price_cents !== (product.sale_price_cents ?? product.price_cents)
  );
}

/** The texts of the customer's price of a product: the amount, the VAT it does or does not include, and its rebate. */
export function yourPriceTexts(product: Priced, language: Language, t: Messages["catalogue"]) {
  return {
    amount: formatPrice(product.your_price_cents, language),
    vat: product.your_price_includes_vat
      ? t.vatIncluded
      : format(t.plusVat, { rate: product.vat_rate }),
    rebate: product.rebate
      ? format(t.rebate, { percent: formatNumber(product.rebate.percent, language) })
      : "",
  };
}

/** The texts of the header's cart: the pieces in it (as a number and in words) and how far free delivery is. */
export function cartTexts(summary: CartSummary, count: number, language: Language, t: Messages) {
  return {
    count: String(count),
    pieces: plural(language, count, t.cart.pieces),
    delivery: summary.reached
      ? t.cart.freeDeliveryReached
      : format(summary.count === 0 ? t.cart.freeDeliveryAbove : t.cart.freeDeliveryLeft, {
          amount: formatPrice(
            summary.count === 0 ? summary.threshold_cents : summary.remaining_cents,
            language,
          ),
        }),
  };
}
