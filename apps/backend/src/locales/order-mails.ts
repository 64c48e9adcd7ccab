import type {
  DeliveryMethod,
  Language,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from "@dukan/contract";
import { enOrderMails } from "./order-mails.en.ts";
import { hrOrderMails } from "./order-mails.hr.ts";

/** Every word of the order mails (confirmation, shipping, withdrawal acknowledgement), per language. */
export interface OrderMailTexts {
  greeting(name: string): string;
  signOff: string;
  footer: string;
  paymentMethods: Record<PaymentMethod, string>;
  deliveryMethods: Record<DeliveryMethod, string>;
  statuses: Record<OrderStatus, string>;
  paymentStatuses: Record<PaymentStatus, string>;
  columns: {
    itemCode: string;
    product: string;
    quantity: string;
    unitPrice: string;
    /** Shown when a line has a rebate: the one its price and amount include. */
    rebate: string;
    total: string;
  };
  totals: {
    subtotal: string;
    rebate: string;
    deliveryFee: string;
    /** The delivery fee when there is none (free delivery, pickup), as the order's page says it. */
    freeDelivery: string;
    cardSurcharge: string;
    vat: string;
    vatIncluded: string;
    total: string;
  };
  pricesWithVat: string;
  pricesWithoutVat: string;
  confirmation: {
    subject(number: string): string;
    intro(number: string, date: string): string;
    delivery: string;
    payment: string;
    instalments(count: number): string;
    note: string;
    nextBankTransfer: string;
    nextCard: string;
    nextCashOnPickup: string;
    nextOnAccount: string;
    /** The button to the order's page in the shop. */
    viewOrder: string;
  };
  slip: {
    heading: string;
    payee: string;
    iban: string;
    model: string;
    reference: string;
    amount: string;
    /** The amount's label once part of the order is paid: the slip asks for the rest. */
    outstanding: string;
    /** Instead of the deadline once part of the order is paid (what arrived, written as money). */
    partlyPaid(received: string): string;
    description: string;
    barcodeAlt: string;
    scan: string;
    /** The payment deadline: the date the stock hold ends and how long it is ("8 dana", with plural forms). */
    payBy(date: string, days: string): string;
  };
  withdrawalInfo: { heading: string; text: string };
  /** A consumer's legal guarantee for defects (two years), beside the maker's warranty. */
  legalGuarantee: string;
  /** The heading of the model withdrawal form a person's confirmation carries. */
  withdrawalForm: string;
  /** Who sold: the company's legal data and how to reach it (settings `company`, `contact`). */
  seller: {
    heading: string;
    company: string;
    seat: string;
    oib: string;
    phone: string;
    email: string;
  };
  shipping: {
    subject(number: string, status: "shipped" | "ready_for_pickup"): string;
    shipped(number: string): string;
    readyForPickup(number: string): string;
    /** Ready for pickup: where (settings `contact`) and when (`opening_hours`). */
    pickupAddress: string;
    openingHours: string;
    /** A range of days the shop is closed ("Nedjelja i blagdani: zatvoreno"). */
    closed: string;
    /** Ready for pickup, cash on pickup still unpaid: what is due at the counter. */
    payOnPickup(amount: string): string;
    withdrawalReminder: string;
  };
  /** The mails of the staff's changes (orders/order-mails.ts `enqueueStatusMail`). */
  status: {
    carrier: string;
    trackingNumber: string;
    confirmed: { subject(number: string): string; text(number: string): string };
    cancelled: {
      subject(number: string): string;
      text(number: string): string;
      reason: string;
      paidBack: string;
    };
    refunded: { subject(number: string): string; text(number: string, amount: string): string };
    paid: { subject(number: string): string; text(number: string, amount: string): string };
    partlyPaid: {
      subject(number: string): string;
      text(number: string, amount: string, missing: string): string;
    };
  };
  withdrawal: {
    subject(number: string): string;
    intro(number: string): string;
    received(dateTime: string): string;
    statement: string;
    name: string;
    email: string;
    order: string;
    lines: string;
    wholeOrder: string;
    note: string;
    next: string;
    /** Instead of `next` when the withdrawal ended an order neither paid nor sent (orders/withdrawal.ts). */
    cancelled: string;
    /**
     * Instead of `next` when the withdrawal cancelled some lines of an order neither paid nor sent:
     * what is left to pay (formatted) and how (a bank transfer's slip, or on pickup).
     */
    linesCancelled(total: string, paymentMethod: PaymentMethod): string;
  };
}

const texts: Record<Language, OrderMailTexts> = { hr: hrOrderMails, en: enOrderMails };

export function orderMailTexts(language: Language): OrderMailTexts {
  return texts[language];
}
