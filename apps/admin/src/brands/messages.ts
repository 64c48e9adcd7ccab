import type { SectionMessages } from "../i18n/sections.ts";

/** The brands section's texts, both languages. */
const hr = {
  resources: {
    brands: {
      name: "Marka |||| Marke |||| Marki",
      fields: {
        q: "Traži marku",
        name: "Naziv",
        slug: "Adresa",
        warrantyMonths: "Jamstvo (mjeseci)",
        descriptionHr: "Opis (hrvatski)",
        descriptionEn: "Opis (engleski)",
        productCount: "Proizvoda",
      },
    },
  },
  dukan: {
    brands: {
      warranty_hint:
        "Jamstvo proizvođača za proizvode marke koji nemaju svoje; prazno: nije navedeno.",
      in_use: "Marku koriste proizvodi, pa se ne može obrisati.",
    },
  },
};

const en: typeof hr = {
  resources: {
    brands: {
      name: "Brand |||| Brands",
      fields: {
        q: "Search brands",
        name: "Name",
        slug: "Address",
        warrantyMonths: "Warranty (months)",
        descriptionHr: "Description (Croatian)",
        descriptionEn: "Description (English)",
        productCount: "Products",
      },
    },
  },
  dukan: {
    brands: {
      warranty_hint:
        "The maker's warranty for the brand's products without their own; empty: not stated.",
      in_use: "Products use this brand, so it cannot be deleted.",
    },
  },
};

export const brandMessages: SectionMessages = { hr, en };
