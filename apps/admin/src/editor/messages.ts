import type { SectionMessages } from "../i18n/sections.ts";

/** The rich-text editor's texts (dukan.editor), shared by every section that edits rich text. */
export const editorMessages: SectionMessages = {
  hr: {
    dukan: {
      editor: {
        toolbar: "Oblikovanje teksta",
        content: "%{label}: tekst",
        paragraph: "Običan odlomak",
        heading: "Naslov razine %{level}",
        bold: "Podebljano",
        italic: "Kurziv",
        bullet_list: "Popis s oznakama",
        ordered_list: "Numerirani popis",
        blockquote: "Citat",
        link: "Poveznica",
        unlink: "Ukloni poveznicu",
        table: "Umetni tablicu",
        row_after: "Dodaj redak ispod",
        column_after: "Dodaj stupac desno",
        delete_row: "Obriši redak",
        delete_column: "Obriši stupac",
        delete_table: "Obriši tablicu",
        image: "Umetni sliku",
        undo: "Poništi",
        redo: "Ponovi",
        cancel: "Odustani",
        apply: "Primijeni",
        link_title: "Poveznica",
        link_address: "Adresa",
        link_help:
          "https://…, mailto:…, tel:… ili adresa u trgovini (/jamstvo). Prazno uklanja poveznicu.",
        link_refused:
          "Dopuštene su samo adrese http(s), mailto, tel i adrese unutar trgovine (npr. /dostava).",
        image_title: "Slika iz medijateke",
        image_address: "Adresa slike",
        image_help:
          "Samo slike trgovine: iz medijateke (izbornik „Medijateka“) ili adresa koja počinje s /api/media/.",
        image_refused: "Slika mora biti iz medijateke trgovine (adresa počinje s /api/media/).",
        image_alt: "Opis slike (za čitače zaslona)",
        image_alt_required: "Upišite opis slike.",
        image_library: "Već učitane slike",
      },
    },
  },
  en: {
    dukan: {
      editor: {
        toolbar: "Text formatting",
        content: "%{label}: text",
        paragraph: "Plain paragraph",
        heading: "Heading level %{level}",
        bold: "Bold",
        italic: "Italic",
        bullet_list: "Bulleted list",
        ordered_list: "Numbered list",
        blockquote: "Quote",
        link: "Link",
        unlink: "Remove link",
        table: "Insert table",
        row_after: "Add row below",
        column_after: "Add column to the right",
        delete_row: "Delete row",
        delete_column: "Delete column",
        delete_table: "Delete table",
        image: "Insert picture",
        undo: "Undo",
        redo: "Redo",
        cancel: "Cancel",
        apply: "Apply",
        link_title: "Link",
        link_address: "Address",
        link_help:
          "https://…, mailto:…, tel:… or an address in the shop (/warranty). Empty removes the link.",
        link_refused:
          "Only http(s), mailto and tel addresses and addresses within the shop (e.g. /delivery) are allowed.",
        image_title: "Picture from the media library",
        image_address: "Picture address",
        image_help:
          "The shop's pictures only: from the media library (menu “Media library”) or an address starting with /api/media/.",
        image_refused:
          "The picture must come from the shop's media (its address starts with /api/media/).",
        image_alt: "Description of the picture (for screen readers)",
        image_alt_required: "Describe the picture.",
        image_library: "Pictures already uploaded",
      },
    },
  },
};
