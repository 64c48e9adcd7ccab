import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages, Notices } from "./fields.ts";

export const hr: Record<ErrorCode, string> = {
  not_found: "Ova stranica nije pronađena",
  validation_failed: "Neka polja nisu ispravno ispunjena",
  internal_error: "Nešto je pošlo po zlu kod nas. Molimo pokušajte ponovno.",
  service_unavailable: "Trgovina je privremeno nedostupna. Molimo pokušajte ponovno za nekoliko trenutaka.",
  unauthorized: "Prijavite se ponovno: prijava je istekla ili nije valjana.",
  forbidden: "Nemate pravo na ovu radnju.",
  invalid_credentials: "Pogrešna adresa e-pošte ili lozinka.",
  email_not_confirmed: "Adresa e-pošte još nije potvrđena. Poslali smo vam novu poveznicu za potvrdu.",
  password_reset_required: "Vaš je račun prenesen sa stare trgovine. Prije prve prijave postavite novu lozinku.",
  invalid_link: "Poveznica nije valjana, već je iskorištena ili je istekla.",
  too_many_requests: "Previše pokušaja. Pokušajte ponovno za nekoliko minuta.",
  wrong_item_code: "Pogrešna šifra artikla",
  out_of_stock: "Nema na zalihi",
  no_more_stock: "Nema više komada na zalihi",
  too_many_lines: "Odjednom se može dodati najviše 500 redaka. Podijelite popis na manje dijelove.",
  refresh_conflict: "Prijava je upravo obnovljena u drugom zahtjevu. Pokušajte ponovno.",
};

export const hrFields: FieldMessages = {
  price: "Unesite cijenu u eurima, na primjer 12,50",
  price_range: "Najniža cijena ne smije biti veća od najviše",
  sort: "Poredaj po price_asc, price_desc, newest ili name",
  flag: "Upišite 1 ili 0",
  required: "Ovo polje je obavezno",
  text: "Upišite tekst",
  too_long: "Tekst je predug",
  email: "Upišite valjanu adresu e-pošte, na primjer ime@tvrtka.hr",
  email_taken: "Račun s ovom adresom e-pošte već postoji. Prijavite se ili zatražite novu lozinku.",
  password_short: "Lozinka mora imati najmanje 8 znakova",
  password_mismatch: "Lozinke se ne podudaraju",
  password_wrong: "Trenutna lozinka nije ispravna",
  customer_type: "Odaberite pravnu ili fizičku osobu",
  oib: "OIB mora imati 11 znamenki i ispravnu kontrolnu znamenku",
  boolean: "Odaberite da ili ne",
  language: "Odaberite hrvatski (hr) ili engleski (en)",
  quantity: "Upišite cijeli broj komada od 1 do 99.999",
  product: "Odaberite proizvod (product_id ili item_code)",
  unit: "Odaberite piece (komad) ili carton (cijeli karton)",
};

export const hrNotices: Notices = {
  registered: "Hvala, registracija je uspješna, poslali smo vam poruku za potvrdu",
  email_confirmed: "Adresa e-pošte je potvrđena. Sada se možete prijaviti.",
  reset_link_sent: "poveznica za novu lozinku poslana je na vašu e-poštu",
  password_changed: "Lozinka je promijenjena.",
  logged_out: "Odjavljeni ste.",
  added_to_cart: "Dodano u košaricu",
  max_available: "Dosegnuta je najveća dostupna količina",
  cart_updated: "Košarica je ažurirana",
  line_removed: "Proizvod je uklonjen iz košarice",
  cart_cleared: "Košarica je ispražnjena",
};
