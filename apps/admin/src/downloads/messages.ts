import type { SectionMessages } from "../i18n/sections.ts";

/** The downloads' texts (resources.downloads, dukan.downloads). */
export const downloadMessages: SectionMessages = {
  hr: {
    resources: {
      downloads: {
        name: "Datoteka za preuzimanje |||| Preuzimanja |||| Preuzimanja",
        fields: {
          file_name: "Datoteka",
          kind: "Vrsta",
          title_hr: "Naslov (hrvatski)",
          title_en: "Naslov (engleski)",
          position: "Redoslijed",
          size_bytes: "Veličina",
          content_type: "Vrsta sadržaja",
          updated_at: "Zadnja promjena",
          file: "Datoteka",
        },
      },
    },
    dukan: {
      downloads: {
        kinds: {
          "price-list": "Cjenik",
          catalogue: "Katalog",
          brochure: "Brošura",
          form: "Obrazac",
        },
        file_help: "PDF, JPEG, PNG, WebP, CSV ili XLSX, najviše 20 MB.",
        choose_file: "Odaberite datoteku",
        chosen: "Odabrano: %{name}",
        position_help: "Manji broj dolazi prije na stranici za preuzimanje.",
        on_storefront: "Stranica za preuzimanje u trgovini",
        uploaded: "Datoteka je učitana.",
        actions: "Radnje",
      },
    },
  },
  en: {
    resources: {
      downloads: {
        name: "Download |||| Downloads",
        fields: {
          file_name: "File",
          kind: "Kind",
          title_hr: "Title (Croatian)",
          title_en: "Title (English)",
          position: "Order",
          size_bytes: "Size",
          content_type: "Content type",
          updated_at: "Last change",
          file: "File",
        },
      },
    },
    dukan: {
      downloads: {
        kinds: {
          "price-list": "Price list",
          catalogue: "Catalogue",
          brochure: "Brochure",
          form: "Form",
        },
        file_help: "PDF, JPEG, PNG, WebP, CSV or XLSX, at most 20 MB.",
        choose_file: "Choose a file",
        chosen: "Chosen: %{name}",
        position_help: "A smaller number comes first on the downloads page.",
        on_storefront: "The shop's downloads page",
        uploaded: "The file is uploaded.",
        actions: "Actions",
      },
    },
  },
};
