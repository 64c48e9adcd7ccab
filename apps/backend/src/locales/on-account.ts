import type { Language } from "@dukan/contract";
import { formatMoney } from "./formats.ts";

/** Payment on account's words (checkout's refusal, the overdue reminders), per language. */
export interface OnAccountTexts {
  /** `credit_limit_exceeded` with how much is still available. */
  overLimit(availableCents: number): string;
  reminder: {
    subject(invoiceNumber: string): string;
    intro(invoiceNumber: string, orderNumber: string, dueDate: string, days: number): string;
    amount: string;
    reference: string;
    payee: string;
    iban: string;
    blocks(days: number): string;
    paidAlready: string;
  };
}

const hr: OnAccountTexts = {
  overLimit: (available) =>
    `Ova narudžba premašuje vaš limit. Na račun možete još naručiti do ${formatMoney(available, "hr")}.`,
  reminder: {
    subject: (number) => `Podsjetnik: račun ${number} je dospio – Dućan`,
    intro: (number, order, due, days) =>
      `Račun ${number} za narudžbu ${order} dospio je ${due} i još nije plaćen (${days} ${days % 10 === 1 && days % 100 !== 11 ? "dan" : "dana"} nakon dospijeća).`,
    amount: "Iznos",
    reference: "Poziv na broj",
    payee: "Primatelj",
    iban: "IBAN primatelja",
    blocks: (days) =>
      `Dok je račun više od ${days} ${days % 10 === 1 && days % 100 !== 11 ? "dan" : "dana"} nakon dospijeća neplaćen, nove narudžbe na račun nisu moguće.`,
    paidAlready:
      "Ako ste već platili, zanemarite ovu poruku: uplata može putovati do dva radna dana.",
  },
};

const en: OnAccountTexts = {
  overLimit: (available) =>
    `This order is over your credit limit. You can still order up to ${formatMoney(available, "en")} on account.`,
  reminder: {
    subject: (number) => `Reminder: invoice ${number} is overdue – Dućan`,
    intro: (number, order, due, days) =>
      `Invoice ${number} for order ${order} was due on ${due} and is not paid yet (${days} ${days === 1 ? "day" : "days"} overdue).`,
    amount: "Amount",
    reference: "Reference",
    payee: "Payee",
    iban: "Payee's IBAN",
    blocks: (days) =>
      `While an invoice is more than ${days} ${days === 1 ? "day" : "days"} overdue, new orders on account are not possible.`,
    paidAlready:
      "If you have paid already, please ignore this message: a payment can take up to two working days to arrive.",
  },
};

export function onAccountTexts(language: Language): OnAccountTexts {
  return language === "en" ? en : hr;
}
