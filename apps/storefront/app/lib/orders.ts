import type {
  CounterPayment,
  Language,
  Order,
  OrderLine,
  PaymentMethod,
  RepeatOrderLine,
} from "@dukan/contract";
import { localizedPath } from "./language.ts";

/** The dates an order's page shows, already written in the page's language by the loader (lib/orders.server.ts). */
export interface OrderDates {
  created: string;
  /** One per history entry, in the same order. */
  history: string[];
  withdrawalUntil: string | null;
  withdrawalReceived: string | null;
  /** The day an unpaid bank transfer must be paid by (its slip's `pay_by`), or null without a slip or once part of it is paid. */
  payBy: string | null;
}

/**
 * How an order is paid, in the buyer's words: its method, or once a cash-on-pickup order was paid
 * at the counter, how (in cash or by card), as its invoice says.
 */
export function paymentMethodText(
  order: Pick<Order, "payment_method" | "paid_with">,
  words: {
    paymentMethods: Record<PaymentMethod, string>;
    paidAtPickup: Record<CounterPayment, string>;
  },
): string {
  return order.paid_with
    ? words.paidAtPickup[order.paid_with]
    : words.paymentMethods[order.payment_method];
}

/**
 * Where an order's payment stands, as its buyer reads it: as the shop records it (`payment_state`),
 * except that a cancelled order that received no money has nothing to pay (`nothing_due`) — "not
 * paid" beside "cancelled" reads as a debt.
 */
export function paymentStateShown(
  order: Pick<Order, "status" | "payment_state">,
): Order["payment_state"] | "nothing_due" {
  return order.status === "cancelled" && order.payment_state === "unpaid"
    ? "nothing_due"
    : order.payment_state;
}

/** One order's page: `/orders/2026-000123` (a protected screen, so at the same path in both languages under /en). */
export function orderPath(language: Language, number: string): string {
  return localizedPath(language, `/orders/${encodeURIComponent(number)}`);
}

/**
 * The withdrawal's place on an order's page: its form (`withdraw`) or, once sent, the
 * acknowledgement (`withdrawn`), at the section's heading — the section is near the page's end, and
 * a page without JavaScript (lib/scroll.ts does the same with it) opens there, not at the top.
 */
export function withdrawalPath(
  language: Language,
  number: string,
  state: "withdraw" | "withdrawn",
): string {
  return `${orderPath(language, number)}?${state}=1#withdrawal-title`;
}

/** The product page of an order line while the product is still sold; null once it left the catalogue. */
export function linePath(line: OrderLine, language: Language): string | null {
  const product = line.product;
  if (!product) return null;
  return language === "hr"
    ? `/${product.category_slug_hr}/${product.slug_hr}`
    : `/en/${product.category_slug_en}/${product.slug_en}`;
}

/** A line's name in the page's language, as it was sold. */
export function lineName(line: Pick<OrderLine, "name_hr" | "name_en">, language: Language): string {
  return language === "hr" ? line.name_hr : line.name_en;
}

/**
 * The withdrawal statement's lines as the form sent them: the ids of the order's lines that were
 * ticked (unknown ids dropped). All of them means the whole order (`null` for the API).
 */
export function withdrawnLines(
  ticked: string[],
  lines: Pick<OrderLine, "id">[],
): { ids: number[]; all: boolean } {
  const chosen = new Set(ticked);
  const ids = lines.filter((line) => chosen.has(String(line.id))).map((line) => line.id);
  return { ids, all: ids.length === lines.length && lines.length > 0 };
}

/** What the withdrawal form holds: carried from the form to the confirmation step and back. */
export interface WithdrawalValues {
  name: string;
  /** Ids of the ticked lines, as posted. */
  lines: string[];
}

/** The answer of an order page's action (lib/orders-actions.server.ts), by what was asked. */
export type OrderActionResult =
  | { kind: "repeated"; number: string; report: RepeatOrderLine[] }
  | { kind: "refused"; intent: "repeat" | "pay"; message: string }
  | {
      kind: "withdrawal";
      step: "form" | "confirm";
      values: WithdrawalValues;
      /** By field of the form: `name`, `lines`. */
      errors: Record<string, string>;
      message: string;
    };
