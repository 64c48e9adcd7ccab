import {
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from "@dukan/contract/order-status-labels";
import { croatianInstalments } from "./formats.ts";
import type { OrderMailTexts } from "./order-mails.ts";

/** The order mails in Croatian. */
export const hrOrderMails: OrderMailTexts = {
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
    payment: "Način plaćanja",
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
    linesCancelled: (total, paymentMethod) =>
      `Narudžba još nije bila ni plaćena ni poslana, pa smo te proizvode uklonili iz nje: nećemo ih poslati i ne plaćate ih. Narudžba sada iznosi ${total}${
        paymentMethod === "cash_on_pickup"
          ? ", a plaćate je pri preuzimanju."
          : "; uplatnica na stranici narudžbe glasi na taj iznos."
      }`,
  },
};
