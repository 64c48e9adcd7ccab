import type { SectionMessages } from "../i18n/sections.ts";

/** The categories section's texts (tree, moves, edit form, delete), both languages. */
const hr = {
  resources: {
    categories: {
      name: "Kategorija |||| Kategorije |||| Kategorija",
      fields: {
        nameHr: "Naziv (hrvatski)",
        nameEn: "Naziv (engleski)",
        slugHr: "Adresa (hrvatski)",
        slugEn: "Adresa (engleski)",
        groupCode: "Šifra grupe (ERP)",
        descriptionHr: "Opis (hrvatski)",
        descriptionEn: "Opis (engleski)",
        parentId: "Nadređena kategorija",
        productCount: "Proizvoda",
      },
    },
  },
  dukan: {
    categories: {
      tree: "Stablo kategorija",
      hint: "Povucite kategoriju za ručicu na mjesto druge kategorije (ista razina ili druga), ili je premjestite gumbima: gore, dolje, premjesti pod…",
      top: "(vrh stabla)",
      products:
        "%{smart_count} proizvod |||| %{smart_count} proizvoda |||| %{smart_count} proizvoda",
      drag: "Povuci kategoriju %{name}",
      up: "Pomakni %{name} gore",
      down: "Pomakni %{name} dolje",
      move: "Premjesti %{name} pod…",
      edit: "Uredi %{name}",
      delete: "Obriši %{name}",
      move_title: "Premjesti kategoriju %{name}",
      move_parent: "Nova nadređena kategorija",
      move_confirm: "Premjesti",
      cancel: "Odustani",
      moved: "Kategorija je premještena",
      deleted: "Kategorija je obrisana",
      delete_confirm: "Obrisati kategoriju %{name}?",
      new: "Nova kategorija",
      slug_hint: "Mala slova, brojke i crtice; stara adresa preusmjerava na novu (301).",
      description_hint:
        "Oblikuje se kao informativne stranice; trgovina pri spremanju uklanja sve drugo.",
      conflict_hint: "Učitajte stranicu ponovno i ponovite izmjenu.",
      path: "Put",
    },
  },
};

const en: typeof hr = {
  resources: {
    categories: {
      name: "Category |||| Categories",
      fields: {
        nameHr: "Name (Croatian)",
        nameEn: "Name (English)",
        slugHr: "Address (Croatian)",
        slugEn: "Address (English)",
        groupCode: "Group code (ERP)",
        descriptionHr: "Description (Croatian)",
        descriptionEn: "Description (English)",
        parentId: "Parent category",
        productCount: "Products",
      },
    },
  },
  dukan: {
    categories: {
      tree: "Category tree",
      hint: "Drag a category by its handle onto the place of another (same level or another), or move it with the buttons: up, down, move under…",
      top: "(top of the tree)",
      products: "%{smart_count} product |||| %{smart_count} products",
      drag: "Drag category %{name}",
      up: "Move %{name} up",
      down: "Move %{name} down",
      move: "Move %{name} under…",
      edit: "Edit %{name}",
      delete: "Delete %{name}",
      move_title: "Move category %{name}",
      move_parent: "New parent category",
      move_confirm: "Move",
      cancel: "Cancel",
      moved: "Category moved",
      deleted: "Category deleted",
      delete_confirm: "Delete category %{name}?",
      new: "New category",
      slug_hint:
        "Lower-case letters, digits and hyphens; the old address redirects to the new one (301).",
      description_hint:
        "Formatted as information pages are; the shop removes anything else on save.",
      conflict_hint: "Reload the page and make the change again.",
      path: "Path",
    },
  },
};

export const categoryMessages: SectionMessages = { hr, en };
