import type { Cart, QuickBuyLine } from "@dukan/contract";
import { type CartNoticeCode, cartNoticeCodes } from "@dukan/contract/cart-notices";
import { limits } from "@dukan/contract/limits";
import type { FormResult } from "./forms.ts";

/**
 * The most pieces a line may hold, for the quantity fields (the browser refuses more first);
 * from the contract's zod-free limits, so the browser's code does not load the schemas.
 */
export const MAX_QUANTITY = limits.quantity.max;

/** The attributes of every field that takes a number of pieces: a whole number from 1 to MAX_QUANTITY. */
export const quantityField = {
  name: "quantity",
  type: "number",
  inputMode: "numeric",
  min: "1",
  max: MAX_QUANTITY,
  step: "1",
  required: true,
} as const;

/**
 * What the header needs of the cart: pieces and how far free delivery is. `at` is when the
 * server read the cart (the shop server's clock, ms), so of two copies the newer one wins.
 */
export interface CartSummary {
  count: number;
  threshold_cents: number;
  remaining_cents: number;
  reached: boolean;
  at: number;
}

export function summaryOf(cart: Cart, at = Date.now()): CartSummary {
  return {
    count: cart.item_count,
    threshold_cents: cart.free_delivery.threshold_cents,
    remaining_cents: cart.free_delivery.remaining_cents,
    reached: cart.free_delivery.reached,
    at,
  };
}

/** The newest of some copies of the summary; null when there is none. */
export function newest(...summaries: Array<CartSummary | null | undefined>): CartSummary | null {
  let found: CartSummary | null = null;
  for (const summary of summaries)
    if (summary && (!found || summary.at > found.at)) found = summary;
  return found;
}

/**
 * How a cart change ended, as the shopper reads it: first what a change the API made is called
 * (the API words these itself, in the request's language, and the shop shows its message as it
 * came), then the shop's own (texts in `cart.notices`).
 */
export const cartNotices = [
  ...cartNoticeCodes,
  "removed",
  "cleared",
  "quick_buy",
  "out_of_stock",
  "no_more_stock",
  "wrong_item_code",
  "invalid_quantity",
  "too_many_lines",
  "nothing_to_buy",
  "not_found",
  "failed",
] as const;
export type CartNotice = (typeof cartNotices)[number];
/** The notices the shop words itself (its locale's `cart.notices`). */
export type ShopCartNotice = Exclude<CartNotice, CartNoticeCode>;

/** Notices that mean nothing was changed (the shopper should read why). */
export function isRefusal(notice: CartNotice): boolean {
  return ![
    "added_to_cart",
    "cart_updated",
    "max_available",
    "removed",
    "cleared",
    "quick_buy",
  ].includes(notice);
}

export function isCartNotice(value: unknown): value is CartNotice {
  return typeof value === "string" && (cartNotices as readonly string[]).includes(value);
}

/** A change's answer as the page it came back to shows it (a flash, without JavaScript). */
export interface FlashNotice {
  /** Whether the change was made (a refusal reads as an error). */
  ok: boolean;
  message: string;
  /** About the comparison (a listing card's "Compare"): the page links to the shopper's comparison beside the words. */
  comparison?: true;
}

/** The cart action's answer: a form result (field errors, values typed) with the cart after it and, for quick buy, the report. */
export interface CartAnswer extends FormResult {
  notice: CartNotice;
  /** The cart after the change; null when the cart could not be read. */
  summary: CartSummary | null;
  /** The line a change or refusal concerns. */
  line: number | null;
  report: QuickBuyLine[] | null;
}

/**
 * A guess at the pieces a form on its way names, for the count shown at once: a positive whole
 * number, else 0. Not a check — the server reads the form with the contract's schemas, and its
 * answer replaces the guess.
 */
function guessed(value: FormDataEntryValue | null): number {
  const n = typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * How a cart form still on its way changes the number of pieces, so the count can show it at
 * once: an add adds its pieces (a carton its `units_per_carton`), an update the difference to
 * the line's quantity before (`was`), a remove takes the line's pieces away, clearing empties.
 * 0 when it cannot tell (quick buy); the server's answer replaces the guess either way.
 */
export function pendingDelta(form: FormData): number | "clear" {
  const quantity = guessed(form.get("quantity"));
  const was = guessed(form.get("was"));
  switch (form.get("intent")) {
    case "add":
    case "quick-add":
      if (!quantity) return 0;
      return form.get("unit") === "carton"
        ? quantity * guessed(form.get("units_per_carton"))
        : quantity;
    case "update":
      return quantity ? quantity - was : 0;
    case "remove":
      return -was;
    case "clear":
      return "clear";
    default:
      return 0;
  }
}

/** The count with the pending changes applied, in the order they were sent; never below zero. */
export function optimisticCount(count: number, pending: FormData[]): number {
  let result = count;
  for (const form of pending) {
    const delta = pendingDelta(form);
    result = delta === "clear" ? 0 : result + delta;
  }
  return Math.max(0, result);
}

/** A confirmation step asked for in the address, the way without JavaScript: `?confirm=clear` or `?confirm=remove-12`. */
export type ConfirmStep = { kind: "clear" } | { kind: "remove"; line: number };

export function confirmStepValue(step: ConfirmStep): string {
  return step.kind === "clear" ? "clear" : `remove-${step.line}`;
}

/** Quick buy's text: what was pasted and what the uploaded file holds, one after the other. */
export function quickBuyText(pasted: string, file: string): string {
  return [pasted, file]
    .map((part) => part.replace(/^\uFEFF/, "").trim())
    .filter(Boolean)
    .join("\n");
}
