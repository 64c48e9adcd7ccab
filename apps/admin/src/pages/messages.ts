import type { SectionMessages } from "../i18n/sections.ts";

/** The information pages' texts (resources.pages, dukan.pages). */
export const pageMessages: SectionMessages = {
  hr: {
    resources: {
      pages: {
        name: "Stranica |||| Stranice |||| Stranica",
        fields: {
          key: "Ključ",
          language: "Jezik",
          title: "Naslov",
          summary: "Sažetak",
          html: "Tekst stranice",
          updated_at: "Zadnja promjena",
          q: "Traži",
        },
      },
    },
    dukan: {
      pages: {
        languages: { hr: "hrvatski", en: "engleski" },
        edit_title: "Stranica „%{key}“ (%{language})",
        summary_help: "Jedna ili dvije rečenice: uvod stranice i opis za tražilice.",
        html_help:
          "Vrijednosti iz postavki upisuju se kao {{freeDeliveryThreshold}} ili {{deliveryFee}}. Skripte, stilovi i nedopuštene poveznice uklanjaju se pri spremanju.",
        preview: "Pregled",
        preview_title: "Pregled: ovako će stranica izgledati u trgovini",
        preview_frame: "Pregled stranice",
        close: "Zatvori",
        on_storefront: "Otvori u trgovini",
        conflict_hint:
          "Netko je u međuvremenu spremio ovu stranicu: ponovno učitajte stranicu i unesite promjene.",
      },
    },
  },
  en: {
    resources: {
      pages: {
        name: "Page |||| Pages",
        fields: {
          key: "Key",
          language: "Language",
          title: "Title",
          summary: "Summary",
          html: "Page text",
          updated_at: "Last change",
          q: "Search",
        },
      },
    },
    dukan: {
      pages: {
        languages: { hr: "Croatian", en: "English" },
        edit_title: "Page “%{key}” (%{language})",
        summary_help:
          "One or two sentences: the page's introduction and its description for search engines.",
        html_help:
          "Values from the settings are written as {{freeDeliveryThreshold}} or {{deliveryFee}}. Scripts, styles and links that are not allowed are removed when saved.",
        preview: "Preview",
        preview_title: "Preview: the page as the shop will show it",
        preview_frame: "Page preview",
        close: "Close",
        on_storefront: "Open in the shop",
        conflict_hint: "Someone saved this page meanwhile: reload it and make your changes again.",
      },
    },
  },
};
