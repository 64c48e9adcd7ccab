/**
 * The words a customer is described in wherever it shows (the list, the customer's page, the edit
 * form): the field labels, the kinds, languages, payment terms and status, the list's filters.
 */
const hr = {
  // react-admin's name for customers and their fields' labels (resources.customers).
  resource: {
    name: "Kupac |||| Kupci |||| Kupci",
    fields: {
      id: "Br.",
      q: "Traži (ime, e-adresa, OIB, tvrtka)",
      type: "Vrsta",
      name: "Ime i prezime",
      email: "E-adresa",
      phone: "Telefon",
      language: "Jezik",
      companyName: "Tvrtka",
      companyOib: "OIB",
      registered: "Registriran",
      hasOrders: "Ima narudžbe",
      newsletter: "Newsletter",
      blocked: "Blokiran",
      awaitingApproval: "Čeka odobrenje",
      emailConfirmed: "E-adresa potvrđena",
      createdAt: "Datum registracije",
      blockedAt: "Blokiran od",
      company: {
        name: "Naziv tvrtke",
        oib: "OIB",
        address: "Adresa",
        place: "Mjesto",
        postOffice: "Poštanski broj",
        phone: "Telefon tvrtke",
      },
      terms: {
        days: "Odgoda plaćanja (dana, 1–120)",
        creditLimitCents: "Limit (€)",
        blockAfterOverdueDays: "Blokada nakon (dana kašnjenja)",
      },
    },
  },
  // How a customer is described (dukan.customers): kind, language, payment terms, status.
  words: {
    types: { company: "Pravna osoba", person: "Fizička osoba" },
    languages: { hr: "Hrvatski", en: "Engleski" },
    terms: {
      none: "Nema uvjeta: tvrtka plaća unaprijed.",
      help: "Tvrtka s uvjetima na blagajni vidi „Na račun (odgoda plaćanja N dana)“ i naručuje bez plaćanja do limita (otvoreni računi i ova narudžba). Račun dospijeva N dana nakon izdavanja. Dok je neki račun dulje od zadanog broja dana nakon dospijeća neplaćen, nove narudžbe na račun nisu moguće. Prazna odgoda: bez uvjeta.",
    },
    status: {
      blocked: "Blokiran",
      awaiting: "Čeka odobrenje",
      title: "Stanje",
      blocked_note: "Kupac je blokiran: ne može se prijaviti ni naručivati.",
    },
    filters: {
      companies: "Pravne osobe",
      persons: "Fizičke osobe",
    },
  },
};

const en: typeof hr = {
  resource: {
    name: "Customer |||| Customers",
    fields: {
      id: "No.",
      q: "Search (name, e-mail, OIB, company)",
      type: "Type",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      language: "Language",
      companyName: "Company",
      companyOib: "OIB",
      registered: "Registered",
      hasOrders: "Has orders",
      newsletter: "Newsletter",
      blocked: "Blocked",
      awaitingApproval: "Awaiting approval",
      emailConfirmed: "E-mail confirmed",
      createdAt: "Registered on",
      blockedAt: "Blocked since",
      company: {
        name: "Company name",
        oib: "OIB",
        address: "Address",
        place: "Place",
        postOffice: "Postcode",
        phone: "Company phone",
      },
      terms: {
        days: "Payment terms (days, 1–120)",
        creditLimitCents: "Credit limit (€)",
        blockAfterOverdueDays: "Block after (days overdue)",
      },
    },
  },
  words: {
    types: { company: "Legal entity", person: "Private person" },
    languages: { hr: "Croatian", en: "English" },
    terms: {
      none: "No terms: the company pays in advance.",
      help: "A company with terms sees “On account (N days)” at checkout and orders without paying, up to its credit limit (open invoices and this order). Its invoice is due N days after issue. While an invoice is overdue longer than the days set, no new order on account. Empty terms days: no terms.",
    },
    status: {
      blocked: "Blocked",
      awaiting: "Awaiting approval",
      title: "Status",
      blocked_note: "The customer is blocked: they cannot log in or order.",
    },
    filters: {
      companies: "Legal entities",
      persons: "Private persons",
    },
  },
};

export const customerWords = { hr, en };
