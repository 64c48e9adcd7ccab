import type { DownloadKind, Language } from "@dukan/contract";

/** The downloads page's own texts: read by its loader only, so they reach the browser with that page alone. */
export interface DownloadTexts {
  heading: string;
  file: string;
  kind: string;
  format: string;
  size: string;
  none: string;
  kinds: Record<DownloadKind, string>;
}

export const downloadTexts: Record<Language, DownloadTexts> = {
  hr: {
    heading: "Datoteke za preuzimanje",
    file: "Datoteka",
    kind: "Vrsta",
    format: "Format",
    size: "Veličina",
    none: "Trenutačno nema datoteka za preuzimanje.",
    kinds: { "price-list": "Cjenik", catalogue: "Katalog", brochure: "Brošura", form: "Obrazac" },
  },
  en: {
    heading: "Files to download",
    file: "File",
    kind: "Kind",
    format: "Format",
    size: "Size",
    none: "There are no files to download at the moment.",
    kinds: {
      "price-list": "Price list",
      catalogue: "Catalogue",
      brochure: "Brochure",
      form: "Form",
    },
  },
};
