import type {
  DeliveryMethod,
  Language,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from "@dukan/contract";
import {
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from "@dukan/contract/order-status-labels";
import { croatianInstalments } from "./formats.ts";

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
  };
}

const hr: OrderMailTexts = {
  greeting: (name) => (name ? `Dobar dan, ${name}!` : "Dobar dan!"),
  signOff: "Srdačan pozdrav,\nvaš Dućan",
  footer: "Dućan – trgovina elektronikom. Ovu ste poruku primili jer ste naručili u Dućanu.",
  paymentMethods: paymentMethodLabels.hr,
  deliveryMethods: deliveryMethodLabels.hr,
  statuses: orderStatusLabels.hr,
  paymentStatuses: paymentStatusLabels.hr,
  columns: {
    itemCode: "Šifra",
    product: "Proizvod",
    quantity: "Kol.",
    unitPrice: "Cijena",
    rebate: "Rabat",
    total: "Iznos",
  },
  totals: {
    subtotal: "Ukupno proizvodi",
    rebate: "Rabat",
    deliveryFee: "Dostava",
    freeDelivery: "besplatna",
    cardSurcharge: "Doplata za kartično plaćanje na rate",
    vat: "PDV",
    vatIncluded: "Od toga PDV",
    total: "Za platiti",
  },
  pricesWithVat: "Cijene su s PDV-om.",
  pricesWithoutVat: "Cijene su bez PDV-a; PDV je dodan u zbroju.",
  confirmation: {
    subject: (number) => `Potvrda narudžbe ${number} – Dućan`,
    intro: (number, date) => `Hvala na narudžbi! Zaprimili smo vašu narudžbu ${number} (${date}).`,
    delivery: "Dostava",
    payment: "Plaćanje",
    instalments: (count) => `${count} ${croatianInstalments(count)}`,
    note: "Napomena",
    nextBankTransfer:
      "Narudžbu šaljemo nakon što uplata stigne. Platite uplatnicom u nastavku ili skenirajte barkod u aplikaciji svoje banke.",
    nextCard: "Kartično plaćanje potvrđujemo zasebno; narudžbu pripremamo čim je plaćena.",
    viewOrder: "Pogledajte narudžbu",
    nextOnAccount:
      "Narudžbu pripremamo odmah. Račun s datumom dospijeća šaljemo kad narudžbu pošaljemo ili predamo, a platite ga u roku iz ugovorenih uvjeta.",
    nextCashOnPickup:
      "Javit ćemo vam kad narudžba bude spremna za preuzimanje; platite pri preuzimanju.",
  },
  slip: {
    heading: "Uplatnica (HUB-3)",
    payee: "Primatelj",
    iban: "IBAN primatelja",
    model: "Model",
    reference: "Poziv na broj",
    amount: "Iznos",
    outstanding: "Preostaje za platiti",
    partlyPaid: (received) =>
      `Dio narudžbe je plaćen: primili smo ${received}. Uplatnica glasi na iznos koji preostaje za platiti.`,
    description: "Opis plaćanja",
    barcodeAlt: "Barkod PDF417 za plaćanje ove narudžbe",
    scan: "Skenirajte barkod u aplikaciji svoje banke.",
    payBy: (date, days) =>
      `Uplatite do ${date}: proizvode za vas čuvamo ${days} od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.`,
  },
  legalGuarantee:
    "Za proizvode vrijedi zakonsko jamstvo za nedostatke: odgovaramo za nedostatke koje proizvod ima pri preuzimanju, a pokažu se u roku od dvije godine. Uz njega vrijedi jamstvo proizvođača navedeno na stranici proizvoda.",
  withdrawalForm: "Obrazac za jednostrani raskid ugovora",
  seller: {
    heading: "Prodavatelj",
    company: "Tvrtka",
    seat: "Sjedište",
    oib: "OIB",
    phone: "Telefon",
    email: "E-pošta",
  },
  withdrawalInfo: {
    heading: "Pravo na odustanak od ugovora",
    text: "Kao potrošač možete odustati od ugovora u roku od 14 dana od preuzimanja robe, bez navođenja razloga. Na stranici narudžbe (Moj račun → Moje narudžbe) odaberite „Odustanite od ugovora ovdje“; potvrdu primitka poslat ćemo vam odmah e-poštom.",
  },
  shipping: {
    subject: (number, status) =>
      status === "shipped"
        ? `Narudžba ${number} je poslana – Dućan`
        : `Narudžba ${number} je spremna za preuzimanje – Dućan`,
    shipped: (number) =>
      `Vaša narudžba ${number} je predana dostavnoj službi i uskoro stiže na vašu adresu.`,
    readyForPickup: (number) => `Vaša narudžba ${number} je spremna za preuzimanje.`,
    pickupAddress: "Adresa preuzimanja",
    openingHours: "Radno vrijeme",
    closed: "zatvoreno",
    payOnPickup: (amount) => `Pri preuzimanju plaćate ${amount} gotovinom ili karticom.`,
    withdrawalReminder:
      "Rok od 14 dana za odustanak od ugovora počinje kad preuzmete robu. Odustati možete na stranici narudžbe („Odustanite od ugovora ovdje“).",
  },
  status: {
    carrier: "Dostavna služba",
    trackingNumber: "Broj za praćenje pošiljke",
    confirmed: {
      subject: (number) => `Narudžba ${number} je potvrđena – Dućan`,
      text: (number) =>
        `Potvrdili smo vašu narudžbu ${number} i pripremamo je. Javit ćemo vam se kad bude poslana ili spremna za preuzimanje.`,
    },
    cancelled: {
      subject: (number) => `Narudžba ${number} je otkazana – Dućan`,
      text: (number) =>
        `Vaša narudžba ${number} je otkazana. Ako imate pitanja, odgovorite na ovu poruku.`,
      reason: "Razlog",
      paidBack: "Novac koji ste uplatili vratit ćemo vam u roku od 14 dana.",
    },
    refunded: {
      subject: (number) => `Povrat novca za narudžbu ${number} – Dućan`,
      text: (number, amount) =>
        `Vratili smo vam ${amount} za narudžbu ${number}. Novac stiže na vaš račun ili karticu u nekoliko radnih dana.`,
    },
    paid: {
      subject: (number) => `Uplata za narudžbu ${number} je stigla – Dućan`,
      text: (number, amount) =>
        `Zaprimili smo vašu uplatu od ${amount} za narudžbu ${number}. Hvala! Narudžbu pripremamo.`,
    },
    partlyPaid: {
      subject: (number) => `Djelomična uplata za narudžbu ${number} – Dućan`,
      text: (number, amount, missing) =>
        `Zaprimili smo uplatu od ${amount} za narudžbu ${number}. Do punog iznosa nedostaje još ${missing}; narudžbu šaljemo kad stigne cijeli iznos.`,
    },
  },
  withdrawal: {
    subject: (number) => `Potvrda primitka izjave o odustanku za narudžbu ${number} – Dućan`,
    intro: (number) => `Zaprimili smo vašu izjavu o odustanku od ugovora za narudžbu ${number}.`,
    received: (dateTime) => `Izjava je zaprimljena ${dateTime} (hrvatsko vrijeme).`,
    statement: "Sadržaj izjave",
    name: "Ime i prezime",
    email: "E-pošta za potvrdu",
    order: "Narudžba",
    lines: "Stavke",
    wholeOrder: "Cijela narudžba",
    note: "Napomena",
    next: "Javit ćemo vam se s uputama za povrat robe. Novac vraćamo najkasnije 14 dana od primitka izjave.",
    cancelled:
      "Narudžba još nije bila ni plaćena ni poslana, pa smo je otkazali: ništa ne plaćate i ništa ne vraćate.",
  },
};

const en: OrderMailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  signOff: "Kind regards,\nDućan",
  footer: "Dućan – electronics shop. You received this message because you ordered at Dućan.",
  paymentMethods: paymentMethodLabels.en,
  deliveryMethods: deliveryMethodLabels.en,
  statuses: orderStatusLabels.en,
  paymentStatuses: paymentStatusLabels.en,
  columns: {
    itemCode: "Item code",
    product: "Product",
    quantity: "Qty",
    unitPrice: "Price",
    rebate: "Rebate",
    total: "Amount",
  },
  totals: {
    subtotal: "Products",
    rebate: "Rebate",
    deliveryFee: "Delivery",
    freeDelivery: "free",
    cardSurcharge: "Card instalments surcharge",
    vat: "VAT",
    vatIncluded: "Of which VAT",
    total: "Total to pay",
  },
  pricesWithVat: "Prices include VAT.",
  pricesWithoutVat: "Prices exclude VAT; VAT is added in the totals.",
  confirmation: {
    subject: (number) => `Order confirmation ${number} – Dućan`,
    intro: (number, date) =>
      `Thank you for your order! We have received your order ${number} (${date}).`,
    delivery: "Delivery",
    payment: "Payment",
    instalments: (count) => `${count} instalments`,
    note: "Note",
    nextBankTransfer:
      "We send the order once the payment arrives. Pay with the slip below or scan the barcode in your bank's app.",
    viewOrder: "View the order",
    nextCard: "Card payments are confirmed separately; we prepare the order as soon as it is paid.",
    nextOnAccount:
      "We prepare the order at once. The invoice, with its due date, follows when the order is shipped or handed over; please pay it within your terms.",
    nextCashOnPickup: "We will let you know when the order is ready for pickup; you pay on pickup.",
  },
  slip: {
    heading: "Payment slip (HUB-3)",
    payee: "Payee",
    iban: "Payee's IBAN",
    model: "Model",
    reference: "Reference",
    amount: "Amount",
    outstanding: "Still to pay",
    partlyPaid: (received) =>
      `Part of the order is paid: we have received ${received}. The slip is for the amount still to pay.`,
    description: "Description",
    barcodeAlt: "PDF417 barcode to pay this order",
    scan: "Scan the barcode in your bank's app.",
    payBy: (date, days) =>
      `Please pay by ${date}: we hold the products for you for ${days} from the order, and an order still unpaid then is cancelled.`,
  },
  legalGuarantee:
    "The products carry the legal guarantee for defects: we are liable for defects a product has when you receive it that appear within two years. The maker's warranty shown on the product page comes on top of it.",
  withdrawalForm: "Model withdrawal form",
  seller: {
    heading: "Seller",
    company: "Company",
    seat: "Registered office",
    oib: "OIB (tax number)",
    phone: "Phone",
    email: "E-mail",
  },
  withdrawalInfo: {
    heading: "Your right of withdrawal",
    text: "As a consumer you may withdraw from the contract within 14 days of receiving the goods, without giving a reason. On the order's page (My account → My orders) choose “Withdraw from contract here”; we e-mail you an acknowledgement at once.",
  },
  shipping: {
    subject: (number, status) =>
      status === "shipped"
        ? `Order ${number} has shipped – Dućan`
        : `Order ${number} is ready for pickup – Dućan`,
    shipped: (number) =>
      `Your order ${number} was handed to the delivery service and is on its way to your address.`,
    readyForPickup: (number) => `Your order ${number} is ready for pickup.`,
    pickupAddress: "Pickup address",
    openingHours: "Opening hours",
    closed: "closed",
    payOnPickup: (amount) => `You pay ${amount} on pickup, in cash or by card.`,
    withdrawalReminder:
      "The 14-day withdrawal period starts when you receive the goods. You can withdraw on the order's page (“Withdraw from contract here”).",
  },
  status: {
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    confirmed: {
      subject: (number) => `Order ${number} is confirmed – Dućan`,
      text: (number) =>
        `We have confirmed your order ${number} and are preparing it. We will let you know when it is shipped or ready for pickup.`,
    },
    cancelled: {
      subject: (number) => `Order ${number} is cancelled – Dućan`,
      text: (number) =>
        `Your order ${number} has been cancelled. If you have any questions, reply to this message.`,
      reason: "Reason",
      paidBack: "Any money you paid will be returned to you within 14 days.",
    },
    refunded: {
      subject: (number) => `Refund for order ${number} – Dućan`,
      text: (number, amount) =>
        `We have refunded ${amount} for order ${number}. The money reaches your account or card within a few working days.`,
    },
    paid: {
      subject: (number) => `Payment for order ${number} received – Dućan`,
      text: (number, amount) =>
        `We have received your payment of ${amount} for order ${number}. Thank you! We are preparing your order.`,
    },
    partlyPaid: {
      subject: (number) => `Part payment for order ${number} – Dućan`,
      text: (number, amount, missing) =>
        `We have received a payment of ${amount} for order ${number}. ${missing} is still missing; we send the order once the whole amount has arrived.`,
    },
  },
  withdrawal: {
    subject: (number) => `Withdrawal received for order ${number} – Dućan`,
    intro: (number) => `We have received your withdrawal from the contract for order ${number}.`,
    received: (dateTime) => `The statement was received on ${dateTime} (Croatian time).`,
    statement: "Your statement",
    name: "Name",
    email: "E-mail for the acknowledgement",
    order: "Order",
    lines: "Lines",
    wholeOrder: "The whole order",
    note: "Note",
    next: "We will send you instructions for returning the goods. We refund the money at the latest 14 days after receiving the statement.",
    cancelled:
      "The order had been neither paid nor sent, so we have cancelled it: you pay nothing and return nothing.",
  },
};

const texts: Record<Language, OrderMailTexts> = { hr, en };

export function orderMailTexts(language: Language): OrderMailTexts {
  return texts[language];
}
