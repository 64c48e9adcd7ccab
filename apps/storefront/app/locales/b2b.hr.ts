import type { FeedAvailability, FeedCategory, FeedProduct } from "@dukan/contract";

/**
 * Croatian texts of the B2B page (routes/b2b.tsx) below its title: the buyer's key and the
 * integration guide. They travel with that page's loader data, not in every page's texts
 * (decision 006). `{site}` is the shop's address, `{limit}` the requests a key may make a minute.
 * Every field of the three feeds has its meaning here: a field added to the contract is a type
 * error until it is described.
 */
export const b2bHr = {
  key: {
    title: "Vaš ključ",
    intro:
      "Ključ otvara izvoze s vašim nabavnim cijenama. Čuvajte ga kao lozinku i ne objavljujte adrese u kojima se nalazi.",
    created: "Ključ je izrađen {date}.",
    lastUsed: "Zadnje preuzimanje: {date}.",
    neverUsed: "Ključ još nije korišten.",
    usageTitle: "Korištenje ključa",
    usageCaption: "Zahtjevi po danu u zadnjih 14 dana, najnoviji dan prvi",
    day: "Dan",
    requests: "Broj zahtjeva",
    usageNone: "U zadnjih 14 dana nije bilo zahtjeva.",
    addressesTitle: "Adrese s vašim ključem",
    addressesIntro: "Adresu kopirajte u svoj sustav kakva jest: ključ je u njoj kao parametar key.",
    addressesCaption: "Izvozi s vašim ključem",
    feed: "Izvoz",
    address: "Adresa",
    addressName: "{feed}, {format}",
    regenerateTitle: "Novi ključ",
    regenerateIntro:
      "Ako je ključ dospio u pogrešne ruke, izradite novi. Stari ključ prestaje raditi odmah.",
    regenerate: "Izradi novi ključ",
    confirmTitle: "Izraditi novi ključ?",
    confirmText:
      "Stari ključ prestaje raditi odmah: sustavi koji ga koriste dobivat će odgovor 401 dok u njih ne upišete novi ključ.",
    confirm: "Da, izradi novi ključ",
    cancel: "Odustani",
    regenerated:
      "Izrađen je novi ključ. Stari više ne radi, pa novi upišite u sve sustave koji preuzimaju izvoze.",
    regenerateFailed: "Novi ključ nije izrađen. Pokušajte ponovno.",
  },
  person: {
    title: "Izvozi su za poslovne kupce",
    text: "Izvozi podataka namijenjeni su poslovnim kupcima (pravnim osobama) s veleprodajnim cijenama. Prijavljeni ste kao fizička osoba, pa vaš račun nema ključ za izvoze.",
  },
  visitor: {
    title: "Ključ za izvoze",
    text: "Prijavite se kao poslovni kupac i na ovoj ćete stranici dobiti svoj ključ te adrese izvoza sa svojim cijenama.",
    login: "Prijavite se",
    register: "Registrirajte tvrtku",
  },
  about: {
    title: "Što je B2B servis",
    text: "Poslovnim kupcima nudimo tri izvoza podataka: proizvode, kategorije i dostupnost, svaki u formatima XML, JSON i CSV. Cijene u izvozu proizvoda su vaše: preporučena maloprodajna cijena i vaša nabavna cijena nakon rabata. Izvoze vaš sustav (web-trgovina, ERP, cjenik) može preuzimati sam, u redovitim razmacima.",
  },
  feeds: {
    title: "Izvozi i formati",
    intro:
      "Sve adrese počinju s {site}/api/b2b/ i završavaju imenom datoteke: ime određuje izvoz, a nastavak format (na primjer {site}/api/b2b/products.xml).",
    caption: "Izvozi i njihove datoteke",
    feed: "Izvoz i datoteke",
    content: "Sadržaj",
    names: { products: "Proizvodi", categories: "Kategorije", availability: "Dostupnost" },
    contents: {
      products:
        "Svi proizvodi u ponudi: šifre, nazivi i opisi na hrvatskom i engleskom, marka, karakteristike, slike, cijene, PDV i zaliha.",
      categories:
        "Stablo kategorija sa šiframa grupa, nazivima i adresama na oba jezika; nadređene kategorije dolaze prije podređenih.",
      availability: "Samo zalihe i dostupnost: kratak izvoz za često preuzimanje.",
    },
    formats:
      "XML je opisan XML shemom (XSD), JSON je objekt s poljima meta (vrijeme izrade generated_at, since i valuta EUR) i data (zapisi), a CSV ima redak zaglavlja s imenima polja. Sva tri formata su u kodiranju UTF-8.",
  },
  access: {
    title: "Pristup ključem",
    text: "Svaki zahtjev nosi vaš ključ, na jedan od dva načina:",
    header:
      "u zaglavlju Authorization: Bearer KLJUČ (preporučeno, jer adrese s ključem lako završe u zapisnicima i povijesti preglednika),",
    query: "ili kao parametar adrese ?key=KLJUČ, za alate koji ne znaju poslati zaglavlje.",
    refused: "Bez ključa te s neispravnim ili zamijenjenim ključem odgovor je 401.",
  },
  fields: {
    title: "Polja izvoza",
    intro:
      "Sva tri formata nose ista polja pod istim imenima. Cijene su cijeli brojevi u centima (1234 znači 12,34 €), a vremena su zapisana prema normi ISO 8601, u UTC-u.",
    xml: "U XML-u je svako polje element istog imena. Popisi su omotani (<pictures><picture>…</picture></pictures>, <specifications><specification>…</specification></specifications>), a prazno polje (null) izostaje.",
    csv: "U CSV-u je jedan zapis u retku, a polja su odvojena zarezom. Adrese slika odvojene su razmakom, karakteristike su zapisane kao JSON, a prazno polje (null) ostaje prazno.",
    caption: "Polja izvoza „{feed}“",
    field: "Polje i vrsta",
    meaning: "Značenje",
    types: {
      integer: "cijeli broj",
      text: "tekst",
      boolean: "true ili false",
      texts: "popis tekstova",
      records: "popis zapisa ({fields})",
      oneOf: "jedno od: {values}",
      nullable: "{type} ili prazno (null)",
    },
    products: {
      id: "Broj proizvoda u našem sustavu; ne mijenja se. Po njemu povežite zapise izvoza proizvoda i dostupnosti.",
      item_code: "Šifra artikla, ista kao u trgovini, u narudžbama i pri brzoj kupnji.",
      ean: "Barkod EAN (GTIN).",
      mpn: "Kataloški broj proizvođača (MPN).",
      group_id: "Šifra grupe: oznaka kategorije proizvoda, ista kao group_id u izvozu kategorija.",
      category_id: "Broj kategorije proizvoda (id u izvozu kategorija).",
      name_hr: "Naziv na hrvatskom.",
      name_en: "Naziv na engleskom.",
      description_hr: "Opis na hrvatskom.",
      description_en: "Opis na engleskom.",
      brand: "Marka.",
      specifications: "Tehničke karakteristike: naziv i vrijednost svake na hrvatskom i engleskom.",
      pictures:
        "Pune adrese slika proizvoda, redom kojim ih prikazuje trgovina; prva je glavna slika.",
      units_per_carton: "Broj komada u kartonu (pakiranju).",
      retail_price_cents:
        "Preporučena maloprodajna cijena s PDV-om, u centima; dok je proizvod na akciji, akcijska cijena.",
      purchase_price_cents:
        "Vaša nabavna cijena bez PDV-a nakon vašeg rabata, u centima: ista „Vaša cijena“ koju vidite u trgovini kad ste prijavljeni.",
      rebate_percent: "Vaš rabat u postocima, već uračunat u nabavnu cijenu (0 ako ga nema).",
      quantity_prices:
        "Vaše cijene po količini: od min_quantity komada na jednoj narudžbi komad stoji purchase_price_cents (bez PDV-a, s rabatom rebate_percent). counts kaže što se broji: komadi samo ovog proizvoda (product), cijele marke (brand), kategorije (category), marke u toj kategoriji (brand_in_category) ili sve na narudžbi (everything). Prazno ako ih nemate.",
      vat_rate: "Stopa PDV-a u postocima (25, 13 ili 5).",
      stock: "Broj komada na zalihi.",
      availability:
        "Dostupnost: in_stock (na zalihi), low_stock (još nekoliko komada), out_of_stock (nema na zalihi).",
      url_hr: "Adresa stranice proizvoda u trgovini, na hrvatskom.",
      url_en: "Adresa stranice proizvoda u trgovini, na engleskom.",
      active:
        "Uvijek true, osim u izvozu sa since: proizvod uklonjen iz ponude u njemu se pojavi jednom, s false.",
      updated_at: "Vrijeme zadnje promjene zapisa.",
    } satisfies Record<keyof FeedProduct, string>,
    categories: {
      id: "Broj kategorije; na njega upućuju category_id proizvoda i parent_id podkategorija.",
      group_id: "Šifra grupe kategorije; na nju upućuje group_id proizvoda.",
      parent_id: "Broj nadređene kategorije; prazno (null) za kategorije na vrhu stabla.",
      name_hr: "Naziv na hrvatskom.",
      name_en: "Naziv na engleskom.",
      slug_hr: "Dio adrese kategorije u trgovini na hrvatskom ({site}/slug_hr).",
      slug_en: "Dio adrese kategorije u trgovini na engleskom ({site}/en/slug_en).",
    } satisfies Record<keyof FeedCategory, string>,
    availability: {
      id: "Broj proizvoda, isti kao id u izvozu proizvoda.",
      item_code: "Šifra artikla.",
      ean: "Barkod EAN (GTIN).",
      stock: "Broj komada na zalihi.",
      availability:
        "Dostupnost: in_stock (na zalihi), low_stock (još nekoliko komada), out_of_stock (nema na zalihi).",
      active:
        "Uvijek true, osim u izvozu sa since: proizvod uklonjen iz ponude u njemu se pojavi jednom, s false.",
      updated_at: "Vrijeme zadnje promjene zapisa.",
    } satisfies Record<keyof FeedAvailability, string>,
  },
  frequency: {
    title: "Koliko često preuzimati",
    stock:
      "Zalihe u izvozima uvijek su trenutačne: svaka narudžba i svaki primitak robe vidljivi su već u sljedećem preuzimanju.",
    availability:
      "Dostupnost preuzimajte barem jednom dnevno, a najčešće svakih nekoliko minuta (na primjer svakih 5 do 15 minuta). Uz since i If-None-Match takvi su zahtjevi maleni.",
    products:
      "Proizvode (nazive, opise, slike i cijene) preuzimajte jednom dnevno, po mogućnosti noću; uz since stižu samo promjene.",
    categories: "Kategorije se rijetko mijenjaju: dovoljno ih je preuzeti jednom dnevno.",
  },
  polling: {
    title: "Savjeti za preuzimanje",
    since: {
      term: "Samo promjene (since)",
      text: "Uz ?since= i vrijeme prema ISO 8601 (na primjer 2026-11-25T08:00:00Z) izvozi proizvoda i dostupnosti vraćaju samo zapise promijenjene nakon tog trenutka. Kao since pošaljite generated_at prethodnog preuzimanja (u JSON-u u polju meta, u XML-u kao atribut korijenskog elementa) ili vrijeme kada ste ga započeli.",
    },
    etag: {
      term: "Nepromijenjeni izvozi (ETag, Last-Modified)",
      text: "Svaki odgovor nosi zaglavlja ETag i Last-Modified. Pošaljite ih u sljedećem zahtjevu kao If-None-Match odnosno If-Modified-Since: ako se izvoz u međuvremenu nije promijenio, odgovor je 304 Not Modified, bez sadržaja. Prednost dajte ETagu: on se mijenja i kad se promijeni vaš rabat.",
    },
    compression: {
      term: "Sažimanje (gzip, br)",
      text: "Pošaljite Accept-Encoding: br ili gzip (u curlu je dovoljno --compressed) i izvoz stiže višestruko manji.",
    },
    limit: {
      term: "Ograničenje zahtjeva",
      text: "Jedan ključ smije poslati najviše {limit} zahtjeva u minuti. Iznad toga odgovor je 429 Too Many Requests sa zaglavljem Retry-After, koje kaže koliko sekundi treba pričekati prije sljedećeg zahtjeva.",
    },
    errors: {
      term: "Odbijeni zahtjevi",
      text: "Odgovor 401 znači da ključ nedostaje, da nije ispravan ili da je zamijenjen novim; 400 znači da since nije ispravno zapisano vrijeme.",
    },
  },
  examples: {
    title: "Primjeri zahtjeva",
    intro: "Primjeri su za curl; umjesto KLJUČ upišite svoj ključ.",
    key: "KLJUČ",
    etagValue: "ETAG-IZ-PRETHODNOG-ODGOVORA",
    whole: "Cijeli izvoz proizvoda u JSON-u, s ključem u zaglavlju:",
    compressed: "Izvoz proizvoda u XML-u, sažet u prijenosu i spremljen u datoteku:",
    etag: "Dostupnost samo ako se promijenila od prethodnog preuzimanja (inače odgovor 304):",
    since: "Samo zalihe promijenjene nakon zadanog trenutka, u CSV-u:",
    query: "Ključ kao parametar adrese, za alate koji ne šalju zaglavlja:",
  },
  docs: {
    title: "Sheme i dokumentacija",
    schema: "XML shema izvoza „{feed}“ ({file})",
    openapi: "OpenAPI opis JSON izvoza (openapi.json)",
    apiDocs: "Dokumentacija API-ja",
    question: "Pitanja o povezivanju?",
    contact: "Javite nam se",
  },
} as const;
