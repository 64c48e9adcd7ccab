import type { Language } from "@dukan/contract";
import { croatianInstalments } from "./formats.ts";

/** The test gateway's page (payments/gateway-page.ts), in both languages. */
export interface GatewayPageTexts {
  title: string;
  heading: string;
  intro: string;
  shop: string;
  shopName: string;
  order: string;
  amount: string;
  payment: string;
  oneCardPayment: string;
  instalments: (count: number) => string;
  choose: string;
  approve: string;
  decline: string;
  cancel: string;
  doneHeading: string;
  done: Record<"approved" | "declined" | "cancelled", string>;
  orderPaid: string;
  orderCancelled: string;
  backToOrder: string;
}

const hr: GatewayPageTexts = {
  title: "Testni platni sustav – Dućan",
  heading: "Testni platni sustav",
  intro:
    "Ovo je testna stranica za plaćanje karticom. Kartica se ne tereti: odaberite kako plaćanje završava.",
  shop: "Trgovina",
  shopName: "Dućan",
  order: "Narudžba",
  amount: "Iznos",
  payment: "Plaćanje",
  oneCardPayment: "Karticom, jednokratno",
  instalments: (count) => `Karticom na ${count} ${croatianInstalments(count)}`,
  choose: "Ishod plaćanja",
  approve: "Odobri plaćanje",
  decline: "Odbij plaćanje",
  cancel: "Odustani",
  doneHeading: "Plaćanje je završeno",
  done: {
    approved: "Ovo je plaćanje odobreno.",
    declined: "Ovo je plaćanje odbijeno.",
    cancelled: "Ovo je plaćanje prekinuto ili zamijenjeno novim.",
  },
  orderPaid: "Narudžba je plaćena.",
  orderCancelled: "Narudžba je otkazana.",
  backToOrder: "Natrag na narudžbu",
};

const en: GatewayPageTexts = {
  title: "Test payment gateway – Dućan",
  heading: "Test payment gateway",
  intro:
    "This is the test page for card payments. No card is charged: choose how the payment ends.",
  shop: "Shop",
  shopName: "Dućan",
  order: "Order",
  amount: "Amount",
  payment: "Payment",
  oneCardPayment: "Card, one payment",
  instalments: (count) => `Card in ${count} instalments`,
  choose: "Payment outcome",
  approve: "Approve payment",
  decline: "Decline payment",
  cancel: "Cancel",
  doneHeading: "This payment is completed",
  done: {
    approved: "This payment was approved.",
    declined: "This payment was declined.",
    cancelled: "This payment was cancelled or replaced by a newer one.",
  },
  orderPaid: "The order is paid.",
  orderCancelled: "The order is cancelled.",
  backToOrder: "Back to the order",
};

const texts: Record<Language, GatewayPageTexts> = { hr, en };

export function gatewayPageTexts(language: Language): GatewayPageTexts {
  return texts[language];
}
