import type {
  AdminOrder,
  AdminOrderAction,
  AdminOrderRow,
  CounterPayment,
  PaymentState,
  DeliveryMethod,
  OrderStatus,
  PaymentMethod,
} from "@dukan/contract";
import { ApiError } from "../http.ts";

// The orders section's words and values shared by its list and its order page. The contract's
// lists are repeated here as types only (no zod in the app's bundle), checked against it.

export const STATUSES = [
  "received",
  "confirmed",
  "shipped",
  "ready_for_pickup",
  "completed",
  "cancelled",
] as const satisfies OrderStatus[];
/** Where a payment stands, as the list shows it and its filter picks ("Djelomično plaćeno" too). */
export const PAYMENT_STATES = [
  "unpaid",
  "partly_paid",
  "paid",
  "refunded",
] as const satisfies PaymentState[];
export const PAYMENT_METHODS = [
  "bank_transfer",
  "card",
  "card_instalments",
  "cash_on_pickup",
  "on_account",
] as const satisfies PaymentMethod[];
/** How a cash-on-pickup order was paid at the counter, in the order the dialog offers them. */
export const COUNTER_PAYMENTS = ["cash", "card"] as const satisfies CounterPayment[];
export const DELIVERY_METHODS = [
  "delivery_service",
  "personal_pickup",
  "own_delivery",
] as const satisfies DeliveryMethod[];
/** The buttons of the order page, in the order they are shown. */
export const ACTIONS = [
  "confirm",
  "ready-for-pickup",
  "ship",
  "complete",
  "mark-paid",
  "refund",
  "cancel",
  "resend-confirmation",
] as const satisfies AdminOrderAction[];

export type { AdminOrder, AdminOrderAction, AdminOrderRow, CounterPayment };

/** Whether the API refused because the order changed meanwhile (409 `version_conflict`). */
export function isVersionConflict(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const refusal = error.body.error;
  return (
    typeof refusal === "object" &&
    refusal !== null &&
    (refusal as { code?: unknown }).code === "version_conflict"
  );
}

/** Today in the browser's calendar, `YYYY-MM-DD` (the default day money arrived). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
