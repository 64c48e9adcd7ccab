/** Croatian texts of the cookie banner, the cookie page's table and settings, and the profile's privacy rights (merged into `hr.privacy`). */
export const privacyHr = {
  banner: {
    label: "Obavijest o kolačićima",
    title: "Kolačići",
    text: "Nužne kolačiće koristimo da bi trgovina radila (prijava, košarica). Uz vaše dopuštenje pamtimo i vaše postavke, poput jezika. Kolačiće za praćenje i oglašavanje ne koristimo.",
    more: "Više o kolačićima",
    acceptAll: "Prihvati sve",
    necessaryOnly: "Samo nužni",
    settings: "Postavke",
    save: "Spremi odabir",
  },
  categories: {
    necessary: {
      label: "Nužni",
      description:
        "Prijava, košarica i pamćenje ovog odabira. Bez njih trgovina ne radi, pa su uvijek uključeni.",
    },
    preferences: {
      label: "Postavke",
      description: "Pamte vaš izbor, poput jezika na kojem vas dočekuje početna stranica.",
    },
    statistics: {
      label: "Statistika",
      description: "Brojanje posjeta radi poboljšanja trgovine. Trenutačno ih ne koristimo.",
    },
  },
  settingsTitle: "Postavke kolačića",
  settingsIntro: "Odaberite koje kolačiće dopuštate. Odabir možete promijeniti kad god želite.",
  alwaysOn: "uvijek uključeni",
  saved: "Vaš je odabir kolačića spremljen.",
  footerLink: "Postavke kolačića",
  table: {
    caption: "Kolačići i pohrana u pregledniku koje trgovina koristi",
    name: "Naziv",
    purpose: "Svrha",
    category: "Vrsta",
    lifetime: "Trajanje",
    storage: {
      cookie: "kolačić",
      localStorage: "pohrana preglednika",
      sessionStorage: "pohrana kartice",
    },
  },
  rights: {
    title: "Privatnost i vaši podaci",
    intro:
      "Sve što o vama čuvamo možete preuzeti u jednoj datoteci (JSON) ili izbrisati svoj korisnički račun.",
    download: "Preuzmi moje podatke",
    downloadHint:
      "Datoteka sadrži podatke računa i tvrtke, adrese, narudžbe, košaricu, listu želja, upite, poruke i prijavu na newsletter.",
    deleteOpen: "Izbriši korisnički račun",
    deleteText:
      "Brisanjem računa trajno brišemo vaše ime, adresu e-pošte, telefon, podatke tvrtke, košaricu, listu želja, upite i prijavu na newsletter te vas odjavljujemo. Narudžbe čuvamo 11 godina, koliko zakon propisuje za knjigovodstvene isprave. Potvrdu šaljemo e-poštom.",
    password: "Lozinka",
    passwordHint: "Za potvrdu upišite svoju lozinku.",
    deleteConfirm: "Trajno izbriši moj račun",
    deleting: "Brisanje…",
  },
  deleted: {
    title: "Korisnički račun je izbrisan",
    text: "Vaš je korisnički račun izbrisan i odjavljeni ste. Potvrdu smo poslali na adresu e-pošte koju je račun imao.",
    home: "Na početnu stranicu",
  },
};
