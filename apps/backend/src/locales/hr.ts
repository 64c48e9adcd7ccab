import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages, Notices } from "./fields.ts";

export const hr: Record<ErrorCode, string> = {
  not_found: "Ova stranica nije pronađena",
  validation_failed: "Neka polja nisu ispravno ispunjena",
  internal_error: "Nešto je pošlo po zlu kod nas. Molimo pokušajte ponovno.",
  service_unavailable:
    "Trgovina je privremeno nedostupna. Molimo pokušajte ponovno za nekoliko trenutaka.",
  disk_full:
    "Trgovina trenutačno ne može ništa spremiti. Ništa nije promijenjeno; pokušajte ponovno za nekoliko minuta.",
  unauthorized: "Prijavite se ponovno: prijava je istekla ili nije valjana.",
  forbidden: "Nemate pravo na ovu radnju.",
  invalid_credentials: "Pogrešna adresa e-pošte ili lozinka.",
  email_not_confirmed:
    "Adresa e-pošte još nije potvrđena. Poslali smo vam novu poveznicu za potvrdu.",
  password_reset_required:
    "Vaš je račun prenesen sa stare trgovine. Prije prve prijave postavite novu lozinku.",
  invalid_link: "Poveznica nije valjana, već je iskorištena ili je istekla.",
  email_in_use:
    "Ta adresa e-pošte u međuvremenu pripada drugom korisničkom računu, pa vaša adresa nije promijenjena.",
  too_many_requests: "Previše pokušaja. Pokušajte ponovno za nekoliko minuta.",
  wrong_item_code: "Pogrešna šifra artikla",
  out_of_stock: "Nema na zalihi",
  no_more_stock: "Nema više komada na zalihi",
  too_many_lines: "Odjednom se može dodati najviše 500 redaka. Podijelite popis na manje dijelove.",
  refresh_conflict: "Prijava je upravo obnovljena u drugom zahtjevu. Pokušajte ponovno.",
  invalid_json: "Tijelo zahtjeva nije ispravan JSON.",
  invalid_body: "Tijelo zahtjeva mora biti JSON objekt.",
  unsupported_media_type:
    "Ova vrsta sadržaja ovdje se ne prima. Pošaljite JSON (Content-Type: application/json).",
  payload_too_large: "Zahtjev je prevelik.",
  empty_cart: "Vaša košarica je prazna.",
  idempotency_conflict:
    "Ova je narudžba već poslana s drugom košaricom. Osvježite blagajnu i ponovno potvrdite.",
  cart_changed: "Košarica se promijenila dok se narudžba slala. Provjerite je i ponovno potvrdite.",
  instalments_not_allowed:
    "Ovaj broj rata nije moguć za ovaj iznos. Odaberite drugi broj rata ili drugi način plaćanja.",
  instalments_below_minimum:
    "Plaćanje karticom na rate nije moguće za ovaj iznos narudžbe. Odaberite drugi način plaćanja.",
  ordering_blocked: "Naručivanje je privremeno zatvoreno. Na blagajni piše kada se ponovno otvara.",
  payment_method_not_available:
    "Ovaj način plaćanja nije moguć za ovu narudžbu. Plaćanje gotovinom ili karticom pri preuzimanju moguće je samo uz osobno preuzimanje.",
  order_status_not_allowed: "Narudžba se ne može prebaciti u to stanje.",
  order_already_paid: "Ova je narudžba već plaćena.",
  payment_callback_invalid: "Odgovor o plaćanju nije valjan. Narudžba nije promijenjena.",
  payment_callback_replayed: "Ovaj je odgovor o plaćanju već primljen. Narudžba nije promijenjena.",
  withdrawal_period_over:
    "Rok od 14 dana za jednostrani raskid ugovora za ovu je narudžbu istekao.",
  withdrawal_not_for_companies:
    "Pravo na jednostrani raskid ugovora imaju samo fizičke osobe (potrošači), ne i pravne osobe.",
  withdrawal_already_received:
    "Vašu izjavu o jednostranom raskidu ugovora za ovu smo narudžbu već zaprimili.",
  invalid_feed_key:
    "Potreban je valjan ključ za podatke: dodajte ?key=<vaš ključ> adresi ili pošaljite Authorization: Bearer <vaš ključ>. Ključ je na stranici B2B kad ste prijavljeni.",
  feed_key_not_for_persons:
    "Podatkovni servis namijenjen je poslovnim kupcima (pravnim osobama); račun fizičke osobe nema ključ za podatke.",
  honeypot_filled: "Obrazac nije poslan: ispunjeno je polje koje treba ostati prazno.",
  bank_statement_conflict:
    "Istodobno je primijenjen drugi izvod s nekim od istih uplata. Ništa nije primijenjeno: ponovno otvorite izvod da vidite njegove stavke kakve su sada.",
  price_import_not_ready:
    "Ovaj uvoz nije pregled spreman za primjenu: još se čita ili primjenjuje, već je primijenjen ili se datoteka nije mogla pročitati.",
  price_import_conflict:
    "Uvoz se nije mogao primijeniti na katalog kakav je sada (npr. EAN je u međuvremenu dodijeljen drugom proizvodu). Ništa nije primijenjeno: ponovno učitajte datoteku za novi pregled.",
  bank_transfer_limit:
    "Fizičkim osobama plaćanje uplatom na račun dostupno je za narudžbe do iznosa koji je odredila trgovina, a ova je narudžba veća. Odaberite plaćanje karticom ili karticom na rate ili naručite manje.",
  credit_limit_exceeded:
    "Ova narudžba premašuje vaš limit za plaćanje na račun. Odaberite drugi način plaćanja ili naručite manje.",
  on_account_overdue:
    "Imate račun koji je predugo nakon dospijeća neplaćen, pa plaćanje na račun nije dostupno dok ga ne platite. Odaberite drugi način plaćanja.",
  proof_failed:
    "Automatska provjera obrasca nije uspjela ili je istekla. Molimo pošaljite obrazac ponovno.",
  second_factor_required:
    "Upišite šesteroznamenkasti kôd iz aplikacije za autentifikaciju ili jedan od kodova za oporavak.",
  totp_enrolment_required:
    "Administrator mora najprije uključiti drugi korak prijave (TOTP): otvorite svoj profil i skenirajte QR kôd.",
  csrf_header_missing:
    "Zahtjev nije poslan iz administracije trgovine (nedostaje zaglavlje X-Requested-With).",
  staff_disabled: "Ovaj je korisnički račun osoblja isključen. Obratite se administratoru.",
  version_conflict:
    "Netko je u međuvremenu promijenio ovaj zapis. Učitajte ga ponovno i ponovite izmjenu.",
  account_blocked: "Ovaj je korisnički račun blokiran. Obratite se trgovini.",
  conversation_closed: "Ovaj je razgovor već zatvoren.",
  conversation_not_closed: "Ovaj razgovor nije zatvoren, pa ga ne treba ponovno otvarati.",
  newsletter_already_sent: "Ovaj je newsletter već poslan. Newsletter se šalje samo jednom.",
  newsletter_no_subscribers:
    "Još nijedan pretplatnik nije potvrdio pretplatu, pa nema kome poslati. Newsletter ostaje nacrt.",
  category_not_empty:
    "Kategorija se ne može obrisati dok ima podkategorije ili proizvode: najprije ih premjestite.",
  brand_in_use:
    "Marka se ne može obrisati dok je koriste proizvodi: najprije im promijenite marku.",
};

export const hrFields: FieldMessages = {
  price: "Unesite cijenu u eurima, na primjer 12,50",
  price_range: "Najniža cijena ne smije biti veća od najviše",
  sort: "Poredaj po price_asc, price_desc, newest ili name",
  list_sort: "Odaberite redoslijed koji ovaj popis nudi",
  flag: "Upišite 1 ili 0",
  required: "Ovo polje je obavezno",
  text: "Upišite tekst",
  too_long: "Tekst je predug",
  email: "Upišite valjanu adresu e-pošte, na primjer ime@tvrtka.hr",
  password_short: "Lozinka mora imati najmanje 8 znakova",
  password_mismatch: "Lozinke se ne podudaraju",
  password_wrong: "Trenutna lozinka nije ispravna",
  password_unchanged: "Nova lozinka mora se razlikovati od trenutne",
  email_unchanged: "To je već adresa vašeg računa",
  email_is_customers: "To je već adresa ovog kupca",
  customer_type: "Odaberite pravnu ili fizičku osobu",
  oib: "OIB mora imati 11 znamenki i ispravnu kontrolnu znamenku",
  boolean: "Odaberite da ili ne",
  language: "Odaberite hrvatski (hr) ili engleski (en)",
  quantity: "Upišite cijeli broj komada od 1 do 99.999",
  product: "Odaberite proizvod (product_id ili item_code)",
  unit: "Odaberite piece (komad) ili carton (cijeli karton)",
  item_code: "Upišite šifru artikla od najviše 100 znakova",
  whole_number: "Upišite pozitivan cijeli broj",
  unknown_field: "Ovo se polje ovdje ne prima",
  invalid: "Ova vrijednost nije ispravna",
  zip: "Poštanski broj ima točno 5 znamenki, na primjer 10000",
  phone: "Upišite broj telefona od 6 do 15 znamenki, na primjer 091 234 5678 ili +385 1 234 5678",
  payment_method: "Odaberite virman, karticu, karticu na rate ili gotovinu pri preuzimanju",
  delivery_method: "Odaberite dostavnu službu, osobno preuzimanje ili vlastitu dostavu",
  instalments: "Odaberite broj rata od 2 do 60",
  instalments_below_minimum: "Plaćanje karticom na rate nije moguće za ovaj iznos narudžbe",
  order_lines: "Odaberite stavke ove narudžbe",
  out_of_stock: "Nema na zalihi",
  no_more_stock: "Nema više komada na zalihi",
  since: "Navedite vrijeme u obliku ISO 8601 od 1970. do sada, na primjer 2026-11-25T08:00:00Z",
  consent: "Označite kućicu kojom dajete privolu",
  leave_empty: "Ovo polje ostavite prazno",
  price_cents: "Upišite cijenu u centima, cijeli broj od 1 do 100.000.000",
  stock: "Upišite cijeli broj komada od 0 do 10.000.000",
  no_change:
    "Navedite barem jedno polje koje mijenjate: retail_price_cents, wholesale_price_cents, stock ili active",
  staff_role: "Odaberite ulogu: admin, orders, customers, catalogue ili content",
  totp_code: "Kôd nije ispravan ili je već iskorišten",
  statement_not_xml:
    "Datoteka nije izvod koji znamo pročitati: pošaljite XML izvod camt.053 ili CSV s opisom stupaca",
  statement_dtd: "XML izvod s DTD-om ili entitetima ne čitamo (sigurnosno pravilo)",
  statement_schema: "XML nije izvod camt.053 (ISO 20022 Bank to Customer Statement)",
  statement_empty: "U izvodu nema nijedne stavke",
  statement_csv_columns:
    "CSV se ne može pročitati po zadanom opisu stupaca: provjerite razdjelnik, kodnu stranicu i nazive stupaca",
  bank_transfer_limit:
    "Iznos narudžbe je iznad granice za plaćanje uplatom na račun za fizičke osobe; odaberite drugi način plaćanja",
  email_taken: "Ova adresa već ima korisnički račun osoblja",
  last_admin: "Trgovina mora imati barem jednog aktivnog administratora",
  mapping_name_taken: "Raspored stupaca s tim nazivom već postoji",
  price_import_empty: "U datoteci nema redaka za uvoz",
  price_import_columns:
    "Datoteka se ne može pročitati s ovim rasporedom stupaca: stupac iz rasporeda nije u zaglavlju",
  price_import_unreadable: "Ova datoteka nije CSV ili XLSX cjenik koji možemo pročitati",
  price_import_zip_bomb:
    "XLSX datoteka se raspakira u više nego što uvoz dopušta (sažeta datoteka koja bi popunila memoriju); nije pročitana",
  price_import_too_many_rows:
    "Datoteka ima više od 100.000 redaka; podijelite je na manje datoteke",
  date: "Upišite datum kao GGGG-MM-DD, ne u budućnosti",
  // Staff type euros (limits.paymentCents: at most 10,000,000.00 €); the API takes cents.
  amount_cents: "Upišite iznos u eurima, veći od 0 i najviše 10.000.000,00 €",
  version: "Navedite inačicu zapisa kakvu ste pročitali",
  paid_with: "Odaberite kako je kupac platio pri preuzimanju: gotovinom (cash) ili karticom (card)",
  // The orders list's total filters: staff type euros (the column holds at most 21,474,836.47 €); the API takes cents.
  total_from: "Iznos od: upišite iznos u eurima, od 0,00 do 21.474.836,47 €",
  total_to: "Iznos do: upišite iznos u eurima, od 0,00 do 21.474.836,47 €",
  slug: "Koristite mala slova, znamenke i pojedinačne crtice",
  slug_taken: "Drugi proizvod ili kategorija već ima tu adresu",
  brand_slug_taken: "Druga marka već ima tu adresu",
  brand_name_taken: "Druga marka već ima taj naziv",
  slug_reserved: "Ta adresa pripada stranici trgovine",
  item_code_taken: "Drugi proizvod već ima tu šifru",
  ean: "Nije EAN-13: 13 znamenki s ispravnom kontrolnom znamenkom",
  ean_taken: "Drugi proizvod već ima taj EAN",
  kpd_code: "Nije KPD 2025 šifra: šest znamenki u obliku 26.20.16",
  unknown_brand: "Taj brend ne postoji",
  unknown_category: "Ta kategorija ne postoji",
  unknown_product: "Taj proizvod ne postoji",
  vat_rate: "Stopa PDV-a je 25, 13 ili 5",
  sale_prices: "Navedite obje akcijske cijene ili nijednu",
  date_order: "Kraj mora biti nakon početka",
  unknown_placeholder:
    "Tekst smije sadržavati samo {{freeDeliveryThreshold}} i {{deliveryFee}}; provjerite što piše između {{ i }}",
  parent_cycle: "Kategorija se ne može premjestiti pod samu sebe ili svoju podkategoriju",
  code_taken: "Tu šifru grupe već ima druga kategorija",
  warranty_months: "Unesite jamstvo u mjesecima, cijeli broj od 0 do 240",
  sale_percent: "Unesite popust kao cijeli broj posto, od 1 do 90",
  file_empty: "Datoteka je prazna (0 bajtova)",
  file_too_large:
    "Datoteka je prevelika: učitavanje mora biti manje od 30 MB (logotip manji od 5 MB)",
  picture_type:
    "Ova datoteka nije slika u formatu JPEG, PNG ili WebP (provjeren je sadržaj, ne naziv)",
  picture_svg: "Slike SVG nisu dopuštene (mogu nositi skripte): učitajte JPEG, PNG ili WebP",
  picture_pixels: "Slika je prevelika: najviše 10.000 piksela po strani i ukupno 50 megapiksela",
  picture_damaged: "Slika je oštećena ili nepotpuna i ne može se pročitati",
  pictures_too_many: "Proizvod može imati najviše 40 slika",
  picture_ids: "Navedite svaku sliku proizvoda jednom, novim redoslijedom",
  brochure_type: "Brošura mora biti datoteka PDF (provjeren je sadržaj, ne naziv)",
  file_type:
    "Dopušteni su samo PDF, JPEG, PNG, WebP, CSV i XLSX (prepoznaje se po sadržaju, ne po nazivu)",
  download_too_large: "Datoteka je veća od 20 MB",
  file_name_taken: "Datoteka s tim nazivom već postoji",
};

export const hrNotices: Notices = {
  registered: "Hvala, registracija je uspješna, poslali smo vam poruku za potvrdu",
  email_confirmed: "Adresa e-pošte je potvrđena. Sada se možete prijaviti.",
  reset_link_sent: "Poveznica za novu lozinku poslana je na vašu e-poštu.",
  password_changed: "Lozinka je promijenjena.",
  email_change_sent:
    "Poslali smo poveznicu na novu adresu. Adresa se mijenja kad je otvorite (u roku od 24 sata); do tada se prijavljujete dosadašnjom.",
  logged_out: "Odjavljeni ste.",
  account_deleted: "Vaš je korisnički račun izbrisan. Poslali smo vam potvrdu e-poštom.",
  customer_erased: "Osobni podaci kupca su izbrisani, a kupcu je poslana potvrda e-poštom.",
  added_to_cart: "Dodano u košaricu",
  max_available: "Dosegnuta je najveća dostupna količina",
  cart_updated: "Košarica je ažurirana",
  line_removed: "Proizvod je uklonjen iz košarice",
  cart_cleared: "Košarica je ispražnjena",
  newsletter_check_mail:
    "Hvala! Ako adresa još nije prijavljena, poslali smo na nju poruku s poveznicom za potvrdu. Newsletter počinje stizati kad prijavu potvrdite.",
  newsletter_confirmed: "Prijava na newsletter je potvrđena. Hvala!",
  newsletter_unsubscribed: "Adresa je odjavljena s newslettera. Više vam ga nećemo slati.",
};
