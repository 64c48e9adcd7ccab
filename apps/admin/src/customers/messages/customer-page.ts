/**
 * The customer's page and edit form: the page's sections, the customer's orders, B2B feed key and
 * logins, and what the edit form says when its changes were not saved.
 */
const hr = {
  newsletter_help:
    "Uključivanje kupcu šalje poveznicu za prijavu; newsletter prima tek kad je potvrdi. Isključivanje ga odmah odjavljuje.",
  sections: {
    data: "Podaci",
    company: "Podaci o tvrtki",
    orders: "Narudžbe",
    feed_key: "Ključ B2B feeda",
    logins: "Povijest prijava",
    history: "Povijest promjena",
    rebates: "Rabati",
    terms: "Plaćanje na račun",
  },
  orders: {
    count: "Broj narudžbi",
    total: "Ukupno (bez otkazanih)",
    last: "Zadnja narudžba",
    none: "Kupac još nema narudžbi.",
    number: "Broj",
    date: "Datum",
    state: "Status",
    amount: "Iznos",
    unavailable: "Popis narudžbi nije dostupan (potrebna je uloga Narudžbe).",
    list_label: "Narudžbe kupca",
  },
  feed: {
    none: "Ključ nije izdan.",
    created: "Izdan",
    last_used: "Zadnja uporaba",
    never_used: "nikad",
    persons: "Fizičke osobe nemaju B2B feed.",
    revoke: "Opozovi ključ",
    regenerate: "Izdaj novi ključ",
    revoke_title: "Opozvati ključ B2B feeda?",
    revoke_content: "Stari ključ odmah prestaje raditi. Kupac može zatražiti novi.",
    regenerate_title: "Izdati novi ključ B2B feeda?",
    regenerate_content:
      "Stari ključ odmah prestaje raditi; kupac novi ključ vidi na svojoj stranici.",
    revoked: "Ključ je opozvan.",
    regenerated: "Izdan je novi ključ.",
  },
  logins: {
    at: "Vrijeme",
    address: "Adresa",
    none: "Nema zabilježenih prijava.",
  },
  edit: {
    conflict_hint: "Vaše izmjene nisu spremljene.",
  },
};

const en: typeof hr = {
  newsletter_help:
    "Switching it on mails the customer the link that subscribes; they get the newsletter only once they confirm it. Switching it off unsubscribes them at once.",
  sections: {
    data: "Details",
    company: "Company details",
    orders: "Orders",
    feed_key: "B2B feed key",
    logins: "Login history",
    history: "Change history",
    rebates: "Rebates",
    terms: "Payment on account",
  },
  orders: {
    count: "Orders",
    total: "Total (not cancelled)",
    last: "Latest order",
    none: "The customer has no orders yet.",
    number: "Number",
    date: "Date",
    state: "Status",
    amount: "Amount",
    unavailable: "The order list is not available (it needs the Orders role).",
    list_label: "The customer's orders",
  },
  feed: {
    none: "No key issued.",
    created: "Issued",
    last_used: "Last used",
    never_used: "never",
    persons: "Private persons have no B2B feed.",
    revoke: "Revoke key",
    regenerate: "Issue a new key",
    revoke_title: "Revoke the B2B feed key?",
    revoke_content: "The old key stops working at once. The customer can ask for a new one.",
    regenerate_title: "Issue a new B2B feed key?",
    regenerate_content:
      "The old key stops working at once; the customer sees the new key on their page.",
    revoked: "The key is revoked.",
    regenerated: "A new key is issued.",
  },
  logins: {
    at: "Time",
    address: "Address",
    none: "No logins recorded.",
  },
  edit: {
    conflict_hint: "Your changes were not saved.",
  },
};

export const customerPageTexts = { hr, en };
