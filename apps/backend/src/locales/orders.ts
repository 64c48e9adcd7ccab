import type { Language } from "@dukan/contract";

/** Notes the shop itself writes into an order's history; stored by key, shown in the reader's language. */
export const historyNoteKeys = [
  "placed",
  "paid_by_card",
  "withdrawal_received",
  "stock_returned",
  "paid_by_bank_transfer",
  "paid_by_hand",
  "unpaid_transfer_cancelled",
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
  },
  repeat: {
    added: "Dodano u košaricu",
    cut: (added, ordered) => `Dodano ${added} od ${ordered} kom. (više nema na zalihi)`,
    outOfStock: "Nema na zalihi",
    unavailable: "Proizvod se više ne prodaje",
    priceChanged: "Cijena se promijenila od narudžbe",
  },
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
  },
  repeat: {
    added: "Added to cart",
    cut: (added, ordered) => `Added ${added} of ${ordered} pcs (no more in stock)`,
    outOfStock: "Out of stock",
    unavailable: "This product is no longer sold",
    priceChanged: "The price has changed since the order",
  },
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
