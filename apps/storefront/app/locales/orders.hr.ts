import {
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStateLabels,
} from "@dukan/contract/order-status-labels";
/** Croatian texts of the order screens: success, fail, history, one order, previously ordered products, withdrawal (merged into `hr.orders`). */
export const ordersHr = {
  number: "Broj narudžbe",
  date: "Datum",
  total: "Ukupno",
  status: "Status",
  payment: "Plaćanje",
  paymentStatus: "Stanje plaćanja",
  delivery: "Dostava",
  statuses: orderStatusLabels.hr,
  paymentStatuses: { ...paymentStateLabels.hr, nothing_due: "Ništa za platiti" },
  paymentMethods: {
    // Checkout's and the mail's name, not "virmanom": one name for paying in advance.
    bank_transfer: paymentMethodLabels.hr.bank_transfer,
    card: "Karticom",
    card_instalments: "Karticom na rate",
    cash_on_pickup: "Gotovinom ili karticom pri preuzimanju",
    on_account: "Na račun (odgoda plaćanja)",
  },
  // Cash on pickup once paid at the counter: how, as the invoice says, instead of "cash or card".
  paidAtPickup: { cash: "Gotovinom pri preuzimanju", card: "Karticom pri preuzimanju" },
  instalments: { one: "{count} rata", few: "{count} rate", other: "{count} rata" },
  deliveryMethods: deliveryMethodLabels.hr,
  lineCount: { one: "{count} proizvod", few: "{count} proizvoda", other: "{count} proizvoda" },
  pieceCount: { one: "{count} komad", few: "{count} komada", other: "{count} komada" },

  // /orders
  history: {
    caption: "Vaše narudžbe, najnovije prve",
    empty: "Još nemate narudžbi.",
    emptyHint:
      "Kad naručite, narudžbe će biti ovdje, s uplatnicom, stanjem i mogućnošću ponovnog naručivanja.",
    browse: "Pogledajte novosti",
    contents: "Sadržaj",
    open: "Narudžba {number}",
    reorderList: "Prethodno naručeni proizvodi",
    count: { one: "{count} narudžba", few: "{count} narudžbe", other: "{count} narudžbi" },
  },

  // /orders/{number}
  order: {
    title: "Narudžba {number}",
    placedAt: "Naručeno {date}",
    buyer: "Kupac",
    company: "Tvrtka",
    oib: "OIB",
    email: "E-mail",
    phone: "Telefon",
    deliveryAddress: "Adresa dostave",
    shipment: "Pošiljka",
    carrier: "Dostavna služba",
    trackingNumber: "Broj za praćenje",
    note: "Napomena",
    noNote: "Bez napomene",
    lines: "Stavke narudžbe",
    product: "Proizvod",
    itemCode: "Šifra: {code}",
    quantity: "Količina",
    unitPrice: "Cijena po komadu",
    unitPriceNet: "Cijena bez PDV-a",
    unitPriceGross: "Cijena s PDV-om",
    rebate: "Rabat",
    noRebate: "bez rabata",
    vat: "PDV",
    lineTotal: "Iznos",
    withdrawnLine: "odustali ste",
    cancelledLine: "odustali ste: ne šalje se i ne naplaćuje",
    noLongerSold: "više nije u ponudi",
    totals: "Iznosi",
    subtotal: "Proizvodi",
    rebates: "Rabati",
    vatTotal: "PDV",
    vatIncluded: "Od toga PDV",
    deliveryFee: "Dostava",
    freeDelivery: "besplatna",
    cardSurcharge: "Doplata za plaćanje na rate",
    totalGross: "Ukupno za platiti",
    // A cancelled order's total: what it came to, nothing to pay.
    totalCancelled: "Ukupno",
    pricesNet: "Cijene stavki su bez PDV-a.",
    pricesGross: "Cijene stavki su s PDV-om.",
    historyTitle: "Tijek narudžbe",
    historyAt: "Vrijeme",
    historyNote: "Napomena",
    back: "Sve narudžbe",
    repeat: "Naruči ponovno",
    repeatHint: "Stavke ove narudžbe dodaju se u košaricu po današnjim cijenama i zalihama.",
    repeated: "Stavke narudžbe {number} su u košarici: dodano {added} od {count}.",
    repeatReport: "Što se promijenilo",
    repeatOrdered: "Naručeno",
    repeatAdded: "Dodano",
    repeatNote: "Napomena",
    goToCart: "Idi u košaricu",
    repeatFailed: "Narudžbu nije bilo moguće ponoviti. Pokušajte ponovno.",
    payAgain: "Plati ponovno karticom",
    payByTransfer: "Plati virmanom umjesto kartice",
    payFailed: "Plaćanje nije bilo moguće pokrenuti. Pokušajte ponovno.",
    unpaidCard: "Narudžba još nije plaćena. Možete je platiti karticom ili virmanom.",
  },

  // /success and /fail
  success: {
    heading: "Hvala, narudžba {number} je zaprimljena",
    next: "Što slijedi",
    confirmationMail: "Potvrdu narudžbe poslali smo na {email}.",
    // By the delivery method: a pickup or the buyer's own delivery is never "shipped" by the shop.
    nextBankTransfer: {
      delivery_service:
        "Uplatite iznos prema uplatnici ispod (ili skenirajte njezin barkod u aplikaciji banke). Narudžbu šaljemo čim uplata stigne.",
      personal_pickup:
        "Uplatite iznos prema uplatnici ispod (ili skenirajte njezin barkod u aplikaciji banke). Čim uplata stigne, pripremamo narudžbu i javljamo vam kad je spremna za preuzimanje.",
      own_delivery:
        "Uplatite iznos prema uplatnici ispod (ili skenirajte njezin barkod u aplikaciji banke). Čim uplata stigne, pripremamo narudžbu i javljamo vam kad je vaš prijevoznik može preuzeti.",
    },
    nextPaid: {
      delivery_service:
        "Plaćanje je primljeno. Narudžbu pripremamo i javit ćemo vam kad bude poslana.",
      personal_pickup:
        "Plaćanje je primljeno. Narudžbu pripremamo i javit ćemo vam kad bude spremna za preuzimanje.",
      own_delivery:
        "Plaćanje je primljeno. Narudžbu pripremamo i javit ćemo vam kad je vaš prijevoznik može preuzeti.",
    },
    nextPickup:
      "Javit ćemo vam kad narudžba bude spremna za preuzimanje; platite je pri preuzimanju.",
    nextDefault: {
      delivery_service: "Javit ćemo vam e-mailom kad narudžba bude poslana.",
      personal_pickup: "Javit ćemo vam e-mailom kad narudžba bude spremna za preuzimanje.",
      own_delivery: "Javit ćemo vam e-mailom kad narudžbu može preuzeti vaš prijevoznik.",
    },
    nextOnAccount:
      "Narudžbu pripremamo odmah. Račun s datumom dospijeća dobit ćete kad narudžbu pošaljemo ili predamo.",
    viewOrder: "Pogledajte narudžbu",
    allOrders: "Moje narudžbe",
  },
  fail: {
    heading: "Plaćanje narudžbe {number} nije uspjelo",
    text: "Plaćanje karticom je odbijeno ili prekinuto. Narudžba je spremljena i čeka plaćanje.",
    choose: "Kako želite platiti?",
    notPayable: "Ovu narudžbu više nije moguće platiti karticom.",
  },

  // Payment slip (HUB-3)
  slip: {
    title: "Uplatnica",
    intro: "Uplatite prema ovim podacima ili skenirajte barkod u aplikaciji banke.",
    /** The payment deadline: {date} the day the hold ends, {count} its days (settings). */
    payBy: {
      one: "Uplatite do {date}: proizvode za vas čuvamo {count} dan od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.",
      few: "Uplatite do {date}: proizvode za vas čuvamo {count} dana od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.",
      other:
        "Uplatite do {date}: proizvode za vas čuvamo {count} dana od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.",
    },
    payer: "Platitelj",
    payee: "Primatelj",
    iban: "IBAN primatelja",
    model: "Model",
    reference: "Poziv na broj",
    amount: "Iznos",
    /** The amount box once part of the order is paid: the slip asks for the rest. */
    outstanding: "Preostaje za platiti",
    /** Instead of the deadline once part of the order is paid: {received} what arrived, {amount} the rest. */
    partlyPaid: "Dio narudžbe je plaćen: primili smo {received}. Preostaje za platiti {amount}.",
    currency: "Valuta",
    purpose: "Šifra namjene",
    description: "Opis plaćanja",
    barcode:
      "Barkod za plaćanje (PDF417): IBAN {iban}, model {model}, poziv na broj {reference}, iznos {amount}",
  },

  // EU withdrawal function
  withdrawal: {
    title: "Odustanak od ugovora",
    open: "Odustanite od ugovora ovdje",
    until: "Od ugovora možete odustati do {date}",
    untilDelivery: "Od ugovora možete odustati do 14 dana nakon što preuzmete robu.",
    formTitle: "Izjava o odustanku od ugovora",
    formIntro: "Ispunite izjavu; na sljedećem koraku je potvrđujete.",
    name: "Ime i prezime",
    email: "E-mail za potvrdu",
    mailTo: "Potvrdu primitka izjave šaljemo na e-mail adresu vašeg korisničkog računa, {email}.",
    lines: "Stavke od kojih odustajete",
    linesHint: "Označite stavke od kojih odustajete; sa stavki koje zadržavate uklonite kvačicu.",
    lineLabel: "{name} ({quantity})",
    noLines: "Odaberite barem jednu stavku.",
    nameMissing: "Upišite ime i prezime.",
    review: "Dalje na potvrdu",
    /** Leaves the form without withdrawing: never "Odustani", which here would read as "withdraw". */
    cancel: "Zatvori",
    confirmTitle: "Potvrdite odustanak od ugovora",
    confirmIntro: "Provjerite izjavu. Odustanak vrijedi kad ga potvrdite.",
    statement: "Ovime izjavljujem da odustajem od ugovora o kupnji sljedeće robe:",
    wholeOrder: "Cijela narudžba {number}",
    confirm: "Potvrdite odustajanje",
    change: "Promijeni izjavu",
    received: "Izjavu o odustanku zaprimili smo {date}.",
    receivedLines: "Odustali ste od: {lines}",
    receivedWhole: "Odustali ste od cijele narudžbe.",
    receivedMail: "Potvrdu smo poslali na {email}.",
    done: "Izjava o odustanku je zaprimljena. Potvrdu smo poslali e-mailom.",
    failed: "Izjavu nije bilo moguće poslati. Pokušajte ponovno.",
  },

  // /orders2
  reorder: {
    intro:
      "Svi proizvodi koje ste naručivali, najprije nedavno naručeni: dodajte ih u košaricu u komadima ili kartonima.",
    search: "Traži po šifri ili nazivu",
    searchButton: "Traži",
    clear: "Prikaži sve",
    caption: "Prethodno naručeni proizvodi",
    product: "Proizvod",
    lastOrdered: "Zadnja narudžba",
    totalQuantity: "Ukupno naručeno",
    lastPrice: "Zadnja cijena",
    add: "U košaricu",
    quantity: "Količina: {name}",
    unit: "Jedinica: {name}",
    pieces: "komada",
    cartons: "kartona",
    addButton: "Dodaj",
    addNamed: "{name} u košaricu",
    empty: "Još niste naručivali proizvode.",
    noMatch: "Nijedan prethodno naručeni proizvod ne odgovara upitu „{q}“.",
    times: { one: "{count} narudžba", few: "{count} narudžbe", other: "{count} narudžbi" },
  },

  // Invoices and credit notes: the order page's section and /my-invoices
  invoices: {
    title: "Računi",
    orderCaption: "Računi i odobrenja ove narudžbe",
    listCaption: "Vaši računi i odobrenja, najnoviji prvi",
    kind: "Vrsta",
    kinds: { invoice: "Račun", credit_note: "Odobrenje" },
    number: "Broj",
    order: "Narudžba",
    openOrder: "Narudžba {number}",
    issued: "Datum izdavanja",
    due: "Dospijeće",
    amount: "Iznos",
    payable: "Za platiti pri izdavanju",
    paid: "Plaćeno",
    files: "Preuzimanje",
    pdf: "PDF",
    pdfOf: { invoice: "PDF računa {number}", credit_note: "PDF odobrenja {number}" },
    xml: "e-račun (XML)",
    xmlOf: {
      invoice: "e-račun (XML) za račun {number}",
      credit_note: "e-račun (XML) za odobrenje {number}",
    },
    credits: "Odobrenje za račun {number}",
    pending: "Račun će uskoro biti izdan.",
    all: "Moji računi",
    count: {
      one: "{count} račun ili odobrenje",
      few: "{count} računa ili odobrenja",
      other: "{count} računa ili odobrenja",
    },
    empty: "Još nemate računa.",
    emptyHint:
      "Račun izdajemo kad je narudžba plaćena. Ovdje ga možete preuzeti kao PDF, a tvrtke i kao e-račun (XML).",
    // The profile's open invoices (payment on account).
    open: {
      title: "Otvoreni računi",
      caption: "Vaši neplaćeni računi, prvi po dospijeću",
      none: "Nemate otvorenih računa.",
      terms: "Plaćanje na račun",
      days: { one: "{count} dan", few: "{count} dana", other: "{count} dana" },
      termsDays: "Odgoda plaćanja",
      limit: "Limit",
      owed: "Otvoreno (računi i narudžbe)",
      available: "Na račun možete još naručiti do",
      blocked:
        "Plaćanje na račun nije dostupno dok ne platite račune koji su predugo nakon dospijeća.",
      state: "Stanje",
      notDue: "Nije dospio",
      overdue: {
        one: "Dospio prije {count} dan",
        few: "Dospio prije {count} dana",
        other: "Dospio prije {count} dana",
      },
    },
  },

  // /single-order
  latest: {
    empty: "Još nemate narudžbi.",
    emptyHint: "Ovdje će biti vaša zadnja narudžba.",
  },
};
