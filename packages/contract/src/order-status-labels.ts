import type { Language } from "./language.ts";
import type { AdminPaymentState } from "./admin-orders.ts";
import type { OrderStatus, PaymentStatus } from "./orders.ts";

/**
 * The words for an order's status and its payment's status, in each language: defined once, so the
 * order mails (back end) and the order pages (storefront) never name the same state differently.
 */
export const orderStatusLabels: Record<Language, Record<OrderStatus, string>> = {
  hr: {
    received: "Zaprimljena",
    confirmed: "Potvrđena",
    shipped: "Poslana",
    ready_for_pickup: "Spremna za preuzimanje",
    completed: "Završena",
    cancelled: "Otkazana",
  },
  en: {
    received: "Received",
    confirmed: "Confirmed",
    shipped: "Shipped",
    ready_for_pickup: "Ready for pickup",
    completed: "Completed",
    cancelled: "Cancelled",
  },
};

export const paymentStatusLabels: Record<Language, Record<PaymentStatus, string>> = {
  hr: { unpaid: "Nije plaćeno", paid: "Plaćeno", refunded: "Novac vraćen" },
  en: { unpaid: "Unpaid", paid: "Paid", refunded: "Refunded" },
};

/**
 * Where a payment stands as the staff read it (the back office's list, order page and CSV): the
 * payment's status, and a part payment received (`AdminPaymentState`).
 */
export const paymentStateLabels: Record<Language, Record<AdminPaymentState, string>> = {
  hr: { ...paymentStatusLabels.hr, partly_paid: "Djelomično plaćeno" },
  en: { ...paymentStatusLabels.en, partly_paid: "Partly paid" },
};
