import type { SectionMessages } from "../i18n/sections.ts";

/** The settings section's texts (resources.settings, dukan.settings). */
export const settingsMessages: SectionMessages = {
  hr: {
    resources: {
      settings: { name: "Postavka |||| Postavke |||| Postavke", fields: {} },
      "info-bars": {
        name: "Traka s obavijestima |||| Trake s obavijestima |||| Traka s obavijestima",
        fields: {},
      },
    },
    dukan: {
      settings: {
        intro: "Postavke trgovine; svaka promjena bilježi se u dnevnik i vidi se uz postavku.",
        saved: "Postavka „%{name}“ je spremljena.",
        history: "Povijest promjena",
        back: "Natrag na sve postavke",
        empty_is_closed: "Prazno: zatvoreno",
        shop_time: "Po zagrebačkom vremenu",
        keys: {
          bank_transfers: {
            title: "Uplate na račun",
            help: "Koliko dana neplaćena narudžba s uplatom na račun drži zalihu i najveći iznos takve narudžbe za fizičke osobe.",
          },
          checkout: {
            title: "Dostava i plaćanje",
            help: "Prag besplatne dostave, naknada za dostavu i obročno plaćanje karticom.",
          },
          customers: {
            title: "Novi kupci",
            help: "Čekaju li nove pravne osobe odobrenje prije nego što vide veleprodajne cijene.",
          },
          low_stock: {
            title: "Niska zaliha",
            help: "Nadzorna ploča navodi aktivne proizvode sa zalihom ispod ovog broja komada.",
          },
          erp: {
            title: "ERP",
            help: "Adresa na koju se šalje svaka narudžba (https), tajna kojom se potpisuje i ključ kojim ERP sam preuzima narudžbe. Bez adrese ili tajne slanje je isključeno; bez ključa ERP ne može preuzimati narudžbe.",
          },
          price_import: {
            title: "Uvoz cjenika iz ERP-a",
            help: "Pad cijene koji zadržava redak za potvrdu i redoviti uvoz iz mape na poslužitelju ili s HTTPS adrese.",
          },
          invoicing: {
            title: "Računi",
            help: "Kada se izdaje račun (kad je narudžba plaćena ili kad je poslana), poslovni prostor i naplatni uređaj u broju računa, mjesto izdavanja i rok plaćanja.",
          },
          shop: { title: "Trgovina", help: "Naziv trgovine u zaglavljima poruka i u podnožju." },
          payee: {
            title: "Primatelj uplata",
            help: "Primatelj na uplatnici HUB-3 i IBAN za uplate na račun.",
          },
          company: {
            title: "Podaci o tvrtki",
            help: "Podaci koje zakon traži na internetskim stranicama trgovačkog društva.",
          },
          contact: { title: "Kontakt", help: "E-adresa, telefon, adresa i karta trgovine." },
          opening_hours: { title: "Radno vrijeme", help: "Dani i sati rada trgovine." },
          info_bars: {
            title: "Trake s obavijestima",
            help: "Trake ispod zaglavlja: dostava, EU fondovi, preračun valute.",
          },
          ordering_blocks: {
            title: "Razdoblja bez narudžbi",
            help: "Razdoblja u kojima se narudžbe ne primaju, s razlogom na oba jezika.",
          },
        },
        fields: {
          bank_transfers: {
            hold_days: "Dana čuvanja zalihe",
            person_limit_cents: "Najveći iznos za fizičke osobe",
          },
          checkout: {
            free_delivery_threshold_cents: "Besplatna dostava od",
            delivery_fee_net_cents: "Naknada za dostavu bez PDV-a",
            delivery_vat_rate: "Stopa PDV-a na dostavu (%)",
            card_instalments_surcharge_percent: "Uvećanje cijene za obroke (%)",
            instalment_ranges: "Obroci po iznosu narudžbe",
            above_cents: "Iznad iznosa",
            min: "Najmanje obroka",
            max: "Najviše obroka",
          },
          customers: { approve_new_companies: "Nove pravne osobe čekaju odobrenje" },
          low_stock: { threshold: "Niska zaliha ispod (komada)" },
          erp: {
            webhook_url: "Adresa ERP-a za narudžbe (webhook)",
            webhook_secret: "Tajna za potpis (najmanje 16 znakova)",
            pull_key: "Ključ za preuzimanje narudžbi (najmanje 24 znaka)",
          },
          price_import: {
            max_drop_percent: "Zadrži redak kad cijena padne više od (%)",
            poll_enabled: "Redoviti uvoz uključen",
            poll_source: "Mapa na poslužitelju ili HTTPS adresa",
            poll_interval_minutes: "Svakih (minuta)",
            poll_mapping: "Raspored stupaca (naziv izvora)",
            poll_apply: "Primijeni sam kad nijedan redak nije zadržan ni odbijen",
          },
          invoicing: {
            issue_on_shipment: "Izdaj račun kad je narudžba poslana (inače kad je plaćena)",
            premises: "Oznaka poslovnog prostora",
            device: "Oznaka naplatnog uređaja",
            place_of_issue: "Mjesto izdavanja",
            payment_days: "Rok plaćanja neplaćenog računa (dana)",
          },
          shop: { name: "Naziv trgovine" },
          payee: { name: "Naziv primatelja", street: "Ulica", place: "Mjesto", iban: "IBAN" },
          company: {
            legal_name: "Tvrtka",
            seat: "Sjedište",
            registry_court: "Registarski sud",
            registry_number: "MBS",
            oib: "OIB",
            bank_name: "Banka",
            share_capital_cents: "Temeljni kapital",
            share_capital_paid_in_full: "Temeljni kapital uplaćen u cijelosti",
            management_board: "Članovi uprave",
          },
          contact: {
            email: "E-adresa",
            phone: "Telefon",
            street: "Ulica",
            place: "Mjesto",
            map_url: "Poveznica na kartu",
          },
          opening_hours: {
            ranges: "Razdoblja",
            days_hr: "Dani (hrvatski)",
            days_en: "Dani (engleski)",
            opens: "Otvara",
            closes: "Zatvara",
          },
          info_bars: {
            delivery_enabled: "Traka o dostavi uključena",
            delivery_text_hr: "Tekst o dostavi (hrvatski)",
            delivery_text_en: "Tekst o dostavi (engleski)",
            eu_fund_enabled: "Traka EU fondova uključena",
            currency_enabled: "Preračun valute uključen",
          },
          ordering_blocks: {
            windows: "Razdoblja",
            from: "Od",
            until: "Do",
            reason_hr: "Razlog (hrvatski)",
            reason_en: "Razlog (engleski)",
          },
        },
      },
    },
  },
  en: {
    resources: {
      settings: { name: "Setting |||| Settings", fields: {} },
      "info-bars": { name: "Information bar |||| Information bars", fields: {} },
    },
    dukan: {
      settings: {
        intro:
          "The shop's settings; every change is written to the audit log and shown beside the setting.",
        saved: "The setting “%{name}” is saved.",
        history: "History of changes",
        back: "Back to all settings",
        empty_is_closed: "Empty: closed",
        shop_time: "Zagreb time",
        keys: {
          bank_transfers: {
            title: "Bank transfers",
            help: "How many days an unpaid bank-transfer order holds its stock, and the largest such order for private persons.",
          },
          checkout: {
            title: "Delivery and payment",
            help: "The free-delivery threshold, the delivery fee and card instalments.",
          },
          customers: {
            title: "New customers",
            help: "Whether new legal entities wait for approval before they see wholesale prices.",
          },
          low_stock: {
            title: "Low stock",
            help: "The dashboard lists active products with fewer pieces in stock than this.",
          },
          erp: {
            title: "ERP",
            help: "Where each order is posted (https), the secret it is signed with, and the key the ERP pulls orders with itself. Without the address or the secret, sending is off; without the key, the ERP cannot pull orders.",
          },
          price_import: {
            title: "ERP price list import",
            help: "The price drop that holds a row for confirmation, and the scheduled import from a folder on the server or an HTTPS address.",
          },
          invoicing: {
            title: "Invoices",
            help: "When an invoice is issued (when the order is paid, or when it is shipped), the business premises and device in its number, the place of issue and the payment term.",
          },
          shop: { title: "Shop", help: "The shop's name in mail headers and the footer." },
          payee: {
            title: "Payee",
            help: "The recipient on the HUB-3 payment slip and the IBAN for bank transfers.",
          },
          company: {
            title: "Company data",
            help: "The data the law asks a company's web pages to show.",
          },
          contact: { title: "Contact", help: "The shop's e-mail, phone, address and map." },
          opening_hours: { title: "Opening hours", help: "The shop's days and hours." },
          info_bars: {
            title: "Information bars",
            help: "The bars under the header: delivery, EU funds, currency conversion.",
          },
          ordering_blocks: {
            title: "Periods without orders",
            help: "Periods in which orders are not taken, with the reason in both languages.",
          },
        },
        fields: {
          bank_transfers: {
            hold_days: "Days the stock is held",
            person_limit_cents: "Largest order for private persons",
          },
          checkout: {
            free_delivery_threshold_cents: "Free delivery from",
            delivery_fee_net_cents: "Delivery fee without VAT",
            delivery_vat_rate: "VAT rate of delivery (%)",
            card_instalments_surcharge_percent: "Price increase for instalments (%)",
            instalment_ranges: "Instalments by order total",
            above_cents: "Above",
            min: "Fewest instalments",
            max: "Most instalments",
          },
          customers: { approve_new_companies: "New legal entities wait for approval" },
          low_stock: { threshold: "Low stock below (pieces)" },
          erp: {
            webhook_url: "ERP's address for orders (webhook)",
            webhook_secret: "Signing secret (at least 16 characters)",
            pull_key: "Pull key (at least 24 characters)",
          },
          price_import: {
            max_drop_percent: "Hold a row when its price drops by more than (%)",
            poll_enabled: "Scheduled import on",
            poll_source: "Folder on the server or HTTPS address",
            poll_interval_minutes: "Every (minutes)",
            poll_mapping: "Column mapping (source name)",
            poll_apply: "Apply by itself when no row is held or refused",
          },
          invoicing: {
            issue_on_shipment: "Issue the invoice when the order is shipped (else when it is paid)",
            premises: "Business premises code",
            device: "Billing device code",
            place_of_issue: "Place of issue",
            payment_days: "Days an unpaid invoice is due in",
          },
          shop: { name: "Shop name" },
          payee: { name: "Payee name", street: "Street", place: "Place", iban: "IBAN" },
          company: {
            legal_name: "Legal name",
            seat: "Seat",
            registry_court: "Registry court",
            registry_number: "Registry number (MBS)",
            oib: "OIB",
            bank_name: "Bank",
            share_capital_cents: "Share capital",
            share_capital_paid_in_full: "Share capital paid in full",
            management_board: "Management board",
          },
          contact: {
            email: "E-mail",
            phone: "Phone",
            street: "Street",
            place: "Place",
            map_url: "Map link",
          },
          opening_hours: {
            ranges: "Periods",
            days_hr: "Days (Croatian)",
            days_en: "Days (English)",
            opens: "Opens",
            closes: "Closes",
          },
          info_bars: {
            delivery_enabled: "Delivery bar on",
            delivery_text_hr: "Delivery text (Croatian)",
            delivery_text_en: "Delivery text (English)",
            eu_fund_enabled: "EU funds bar on",
            currency_enabled: "Currency conversion on",
          },
          ordering_blocks: {
            windows: "Periods",
            from: "From",
            until: "Until",
            reason_hr: "Reason (Croatian)",
            reason_en: "Reason (English)",
          },
        },
      },
    },
  },
};
