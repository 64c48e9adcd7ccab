import type { Language } from "@dukan/contract";
import { croatianPlural } from "./formats.ts";

/** The mails about an unpaid bank-transfer order (orders/unpaid-holds.ts), per language. */
export interface UnpaidOrderTexts {
  reminder: {
    subject(number: string): string;
    intro(number: string, until: string): string;
    payWith: string;
    paidAlready: string;
  };
  cancelled: {
    subject(number: string): string;
    intro(number: string, days: string): string;
    paidMeanwhile: string;
  };
  slip: {
    payee: string;
    iban: string;
    model: string;
    reference: string;
    amount: string;
    description: string;
  };
  /** "8 dana" / "8 days", with Croatian plural forms. */
  days(count: number): string;
}

const hr: UnpaidOrderTexts = {
  reminder: {
    subject: (number) => `Podsjetnik: narudžba ${number} čeka uplatu – Dućan`,
    intro: (number, until) =>
      `Vaša narudžba ${number} još nije plaćena. Ako uplata ne stigne do ${until}, narudžba će se automatski otkazati, a proizvodi vratiti na zalihu.`,
    payWith: "Podaci za uplatu:",
    paidAlready:
      "Ako ste već platili, zanemarite ovu poruku: uplata može putovati do dva radna dana.",
  },
  cancelled: {
    subject: (number) => `Narudžba ${number} je otkazana – Dućan`,
    intro: (number, days) =>
      `Uplata za narudžbu ${number} nije stigla u roku od ${days} pa smo narudžbu otkazali, a proizvode vratili na zalihu.`,
    paidMeanwhile:
      "Ako ste u međuvremenu platili, javite nam se: vratit ćemo vam novac ili obnoviti narudžbu.",
  },
  slip: {
    payee: "Primatelj",
    iban: "IBAN primatelja",
    model: "Model",
    reference: "Poziv na broj",
    amount: "Iznos",
    description: "Opis plaćanja",
  },
  days: (count) => `${count} ${{ one: "dan", few: "dana", other: "dana" }[croatianPlural(count)]}`,
};

const en: UnpaidOrderTexts = {
  reminder: {
    subject: (number) => `Reminder: order ${number} is waiting for payment – Dućan`,
    intro: (number, until) =>
      `Your order ${number} is not paid yet. If the payment has not arrived by ${until}, the order will be cancelled automatically and its products returned to stock.`,
    payWith: "How to pay:",
    paidAlready:
      "If you have paid already, please ignore this message: a transfer can take up to two working days.",
  },
  cancelled: {
    subject: (number) => `Order ${number} has been cancelled – Dućan`,
    intro: (number, days) =>
      `The payment for order ${number} did not arrive within ${days}, so we have cancelled the order and returned its products to stock.`,
    paidMeanwhile:
      "If you have paid in the meantime, please contact us: we will refund you or renew the order.",
  },
  slip: {
    payee: "Payee",
    iban: "Payee's IBAN",
    model: "Model",
    reference: "Reference",
    amount: "Amount",
    description: "Description",
  },
  days: (count) => `${count} ${count === 1 ? "day" : "days"}`,
};

const texts: Record<Language, UnpaidOrderTexts> = { hr, en };

export function unpaidOrderTexts(language: Language): UnpaidOrderTexts {
  return texts[language];
}
