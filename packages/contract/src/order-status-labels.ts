import type { Language } from "./language.ts";
import type { CounterPayment, DeliveryMethod, PaymentMethod } from "./checkout.ts";
import type { OrderStatus, PaymentState, PaymentStatus } from "./orders.ts";

/**
 * The words for an order's status and its payment's status, in each language: defined once, so the
 * order mails (back end) and the order pages (storefront) never name the same state differently.
 * Below them the words for its payment and delivery methods, shared the same way by the order
 * mails, the back office's orders and their CSV export.
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
 * payment's status, and a part payment received (`PaymentState`).
 */
export const paymentStateLabels: Record<Language, Record<PaymentState, string>> = {
  hr: { ...paymentStatusLabels.hr, partly_paid: "Djelomično plaćeno" },
  en: { ...paymentStatusLabels.en, partly_paid: "Partly paid" },
};

/**
 * An order's payment method: checkout's choice, the order pages, the order mails, the back office's
 * order list and page, the orders CSV. Paying by bank transfer in advance has one name everywhere,
 * so it is never mistaken for paying on account ("Na račun").
 */
export const paymentMethodLabels: Record<Language, Record<PaymentMethod, string>> = {
  hr: {
    bank_transfer: "Plaćanje unaprijed (virman, uplatnica)",
    card: "Kartica",
    card_instalments: "Kartica na rate",
    cash_on_pickup: "Gotovina ili kartica pri preuzimanju",
    on_account: "Na račun (odgoda plaćanja)",
  },
  en: {
    bank_transfer: "Pay in advance (bank transfer)",
    card: "Card",
    card_instalments: "Card in instalments",
    cash_on_pickup: "Cash or card on pickup",
    on_account: "On account",
  },
};

/**
 * How a cash-on-pickup order was paid at the counter once the staff recorded it (`paid_with`): said
 * instead of "cash or card" wherever the payment method is named after it.
 */
export const paidAtPickupLabels: Record<Language, Record<CounterPayment, string>> = {
  hr: { cash: "Gotovina pri preuzimanju", card: "Kartica pri preuzimanju" },
  en: { cash: "Cash on pickup", card: "Card on pickup" },
};

/** An order's delivery method, where the payment method's words are used. */
export const deliveryMethodLabels: Record<Language, Record<DeliveryMethod, string>> = {
  hr: {
    delivery_service: "Dostavna služba",
    personal_pickup: "Osobno preuzimanje",
    own_delivery: "Kupac šalje vlastitu dostavu",
  },
  en: {
    delivery_service: "Delivery service",
    personal_pickup: "Personal pickup",
    own_delivery: "Buyer sends own delivery",
  },
};
