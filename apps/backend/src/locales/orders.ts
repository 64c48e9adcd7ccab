import type { Language, OrderStatus, PaymentStatus } from "@dukan/contract";
import { orderStatusLabels, paymentStatusLabels } from "@dukan/contract/order-status-labels";

/** Notes the shop itself writes into an order's history; stored by key, shown in the reader's language. */
export const historyNoteKeys = [
  "placed",
  "paid_by_card",
  "withdrawal_received",
  "stock_returned",
  "paid_by_bank_transfer",
  "paid_by_hand",
  "unpaid_transfer_cancelled",
  "withdrawal_cancelled",
  "withdrawal_lines_cancelled",
] as const;
export type HistoryNoteKey = (typeof historyNoteKeys)[number];

/** The order texts of the back end (payment slip, history notes, repeat report), in both languages. */
export interface OrderTexts {
  /** The payment slip's description ("Narudžba 2026-000123"). */
  slipDescription: (number: string) => string;
  historyNotes: Record<HistoryNoteKey, string>;
  repeat: {
    added: string;
    cut: (added: number, ordered: number) => string;
    outOfStock: string;
    unavailable: string;
    priceChanged: string;
  };
  /** Why a cancelled order's confirmation is not sent again (staff's resend refused). */
  cancelledNotConfirmed: string;
}

const hr: OrderTexts = {
  slipDescription: (number) => `Narudžba ${number}`,
  historyNotes: {
    placed: "Narudžba zaprimljena",
    paid_by_card: "Plaćeno karticom",
    withdrawal_received: "Zaprimljena izjava o jednostranom raskidu ugovora",
    stock_returned: "Narudžba otkazana, zaliha vraćena",
    paid_by_bank_transfer: "Plaćeno uplatom na račun (izvod banke)",
    paid_by_hand: "Plaćanje evidentirano ručno",
    unpaid_transfer_cancelled: "Automatski otkazano: uplata nije stigla u roku, zaliha vraćena",
    withdrawal_cancelled:
      "Otkazano izjavom o odustanku: narudžba nije bila ni plaćena ni poslana, zaliha vraćena",
    withdrawal_lines_cancelled:
      "Stavke od kojih se odustalo otkazane: narudžba nije bila ni plaćena ni poslana, iznos umanjen, zaliha vraćena",
  },
  repeat: {
    added: "Dodano u košaricu",
    cut: (added, ordered) => `Dodano ${added} od ${ordered} kom. (više nema na zalihi)`,
    outOfStock: "Nema na zalihi",
    unavailable: "Proizvod se više ne prodaje",
    priceChanged: "Cijena se promijenila od narudžbe",
  },
  cancelledNotConfirmed:
    "Narudžba je otkazana pa joj se potvrda ne šalje ponovno: kupac bi dobio potvrdu narudžbe koja više ne vrijedi.",
};

const en: OrderTexts = {
  slipDescription: (number) => `Order ${number}`,
  historyNotes: {
    placed: "Order received",
    paid_by_card: "Paid by card",
    withdrawal_received: "Withdrawal statement received",
    stock_returned: "Order cancelled, stock returned",
    paid_by_bank_transfer: "Paid by bank transfer (bank statement)",
    paid_by_hand: "Payment recorded by hand",
    unpaid_transfer_cancelled:
      "Cancelled automatically: payment did not arrive in time, stock returned",
    withdrawal_cancelled:
      "Cancelled by the withdrawal statement: the order was neither paid nor sent, stock returned",
    withdrawal_lines_cancelled:
      "Withdrawn lines cancelled: the order was neither paid nor sent, its total reduced, stock returned",
  },
  repeat: {
    added: "Added to cart",
    cut: (added, ordered) => `Added ${added} of ${ordered} pcs (no more in stock)`,
    outOfStock: "Out of stock",
    unavailable: "This product is no longer sold",
    priceChanged: "The price has changed since the order",
  },
  cancelledNotConfirmed:
    "The order is cancelled, so its confirmation is not sent again: the customer would be told of an order that no longer stands.",
};

const texts: Record<Language, OrderTexts> = { hr, en };

export function orderTexts(language: Language): OrderTexts {
  return texts[language];
}

/** A history note as the reader sees it: the shop's own notes (`shop:<key>`) translated, anything else as written. */
export function historyNoteText(note: string, language: Language): string {
  if (!note.startsWith("shop:")) return note;
  const key = note.slice("shop:".length);
  return isHistoryNoteKey(key) ? texts[language].historyNotes[key] : note;
}

function isHistoryNoteKey(key: string): key is HistoryNoteKey {
  return (historyNoteKeys as readonly string[]).includes(key);
}

/** How a shop note is stored in the history. */
export function shopNote(key: HistoryNoteKey): string {
  return `shop:${key}`;
}

/** Why an order's transition is refused (one key a rule of `orderRules`, transitions.ts). */
export type TransitionReasonKey =
  | "status_forward"
  | "not_cancellable"
  | "not_shippable"
  | "not_for_pickup"
  | "not_paid"
  | "payment_forward"
  | "cancelled_not_paid"
  | "nothing_to_change";

/** The states a refused transition was between, as the reader reads them. */
export interface TransitionStates {
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  fromPayment: PaymentStatus;
  toPayment: PaymentStatus;
}

const reasons: Record<
  Language,
  Record<TransitionReasonKey, (s: TransitionStates, status: (s: OrderStatus) => string) => string>
> = {
  hr: {
    status_forward: (s, label) =>
      s.fromStatus === "cancelled"
        ? `Narudžba je otkazana i ne može prijeći u stanje „${label(s.toStatus)}“.`
        : `Narudžba u stanju „${label(s.fromStatus)}“ ne može prijeći u stanje „${label(s.toStatus)}“.`,
    not_cancellable: (s, label) =>
      `Narudžba u stanju „${label(s.fromStatus)}“ više se ne može otkazati.`,
    not_shippable: () =>
      "Šalju se samo narudžbe za dostavnu službu; ovu označite spremnom za preuzimanje.",
    not_for_pickup: () =>
      "Ova narudžba ide dostavnom službom: pošaljite je umjesto da je označite spremnom za preuzimanje.",
    not_paid: () => "Narudžba još nije plaćena; završava se tek kad je plaćena.",
    payment_forward: (s) =>
      s.toPayment === "refunded"
        ? "Novac se vraća samo za plaćenu narudžbu, a ova nije plaćena."
        : `Plaćanje u stanju „${paymentStatusLabels.hr[s.fromPayment]}“ ne može prijeći u „${paymentStatusLabels.hr[s.toPayment]}“.`,
    cancelled_not_paid: () =>
      "Otkazana narudžba ne označava se plaćenom; novac koji ipak stigne vratite kupcu.",
    nothing_to_change: (s, label) => `Narudžba je već u stanju „${label(s.fromStatus)}“.`,
  },
  en: {
    status_forward: (s, label) =>
      s.fromStatus === "cancelled"
        ? `The order is cancelled and cannot become “${label(s.toStatus)}”.`
        : `An order that is “${label(s.fromStatus)}” cannot become “${label(s.toStatus)}”.`,
    not_cancellable: (s, label) =>
      `An order that is “${label(s.fromStatus)}” can no longer be cancelled.`,
    not_shippable: () =>
      "Only orders for the delivery service are shipped; mark this one ready for pickup.",
    not_for_pickup: () =>
      "This order goes by the delivery service: ship it instead of marking it ready for pickup.",
    not_paid: () => "The order is not paid yet; it is completed only once paid.",
    payment_forward: (s) =>
      s.toPayment === "refunded"
        ? "Only a paid order is refunded, and this one is not paid."
        : `A payment that is “${paymentStatusLabels.en[s.fromPayment]}” cannot become “${paymentStatusLabels.en[s.toPayment]}”.`,
    cancelled_not_paid: () =>
      "A cancelled order is not marked paid; return any money that still arrives.",
    nothing_to_change: (s, label) => `The order is already “${label(s.fromStatus)}”.`,
  },
};

/** A refused transition's reason in the reader's language. */
export function transitionReason(
  key: TransitionReasonKey,
  states: TransitionStates,
  language: Language,
): string {
  return reasons[language][key](states, (status) => orderStatusLabels[language][status]);
}
