import type { SectionMessages } from "../i18n/sections.ts";

/**
 * The texts every saved column mapping shares (dukan.mappings): the buttons, the dialog and the
 * ways a file is written. What a section's source and columns are called is the section's own
 * (`dukan.<section>.mapping_name`, `mapping_fields`, `mappings_title`, `mappings_help`,
 * `mapping_columns_help` and `mapping_delete_content`; saved-mappings/kind.ts).
 */
export const mappingMessages: SectionMessages = {
  hr: {
    dukan: {
      mappings: {
        new: "Novi raspored",
        edit: "Uredi raspored",
        delete: "Obriši raspored",
        delete_title: "Obrisati raspored „%{name}“?",
        saved: "Raspored „%{name}“ je spremljen.",
        deleted: "Raspored je obrisan.",
        form_title: "Raspored stupaca",
        fields: {
          delimiter: "Razdjelnik",
          decimal: "Decimalni znak",
          encoding: "Kodna stranica",
          skipLines: "Redaka prije zaglavlja",
        },
        delimiters: {
          auto: "prepoznaj sam",
          semicolon: "točka-zarez (;)",
          comma: "zarez (,)",
          tab: "tabulator",
          pipe: "okomita crta (|)",
        },
        decimals: { comma: "zarez: 1.234,56", dot: "točka: 1,234.56" },
        encodings: { auto: "prepoznaj sam", utf8: "UTF-8", win1250: "Windows-1250" },
      },
    },
  },
  en: {
    dukan: {
      mappings: {
        new: "New mapping",
        edit: "Edit mapping",
        delete: "Delete mapping",
        delete_title: "Delete the mapping “%{name}”?",
        saved: "The mapping “%{name}” is saved.",
        deleted: "The mapping is deleted.",
        form_title: "Column mapping",
        fields: {
          delimiter: "Delimiter",
          decimal: "Decimal separator",
          encoding: "Encoding",
          skipLines: "Lines before the header",
        },
        delimiters: {
          auto: "detect",
          semicolon: "semicolon (;)",
          comma: "comma (,)",
          tab: "tab",
          pipe: "pipe (|)",
        },
        decimals: { comma: "comma: 1.234,56", dot: "dot: 1,234.56" },
        encodings: { auto: "detect", utf8: "UTF-8", win1250: "Windows-1250" },
      },
    },
  },
};
