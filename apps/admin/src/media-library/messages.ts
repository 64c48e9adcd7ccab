import type { SectionMessages } from "../i18n/sections.ts";

/** The media library's texts (resources["media-library"], dukan.media). */
export const mediaLibraryMessages: SectionMessages = {
  hr: {
    resources: {
      "media-library": {
        name: "Medijateka |||| Medijateka |||| Medijateka",
        fields: {
          picture: "Slika",
          fileName: "Datoteka",
          size: "Dimenzije",
          bytes: "Veličina",
          uploadedAt: "Učitana",
          url: "Adresa",
          file: "Slika (JPEG, PNG ili WebP)",
        },
        message: {
          delete_title: "Ukloniti sliku „%{recordRepresentation}“?",
          delete_content: "Stranice i bilteni koji je prikazuju ostat će bez nje.",
        },
      },
    },
    dukan: {
      media: {
        upload_title: "Nova slika u medijateci",
        upload_help:
          "Slika se sprema najviše 1600 piksela široka ili visoka; u stranice i biltene umeće se iz uređivača teksta („Umetni sliku“).",
        file_help: "JPEG, PNG ili WebP, najviše 10 MB.",
        upload: "Učitaj",
        uploading: "Učitavam…",
        uploaded: "Slika je dodana u medijateku.",
        actions: "Radnje",
        empty: "U medijateci još nema slika.",
      },
    },
  },
  en: {
    resources: {
      "media-library": {
        name: "Media library |||| Media library",
        fields: {
          picture: "Picture",
          fileName: "File",
          size: "Size in pixels",
          bytes: "File size",
          uploadedAt: "Uploaded",
          url: "Address",
          file: "Picture (JPEG, PNG or WebP)",
        },
        message: {
          delete_title: "Remove the picture “%{recordRepresentation}”?",
          delete_content: "Pages and newsletters that show it will be left without it.",
        },
      },
    },
    dukan: {
      media: {
        upload_title: "A new picture in the media library",
        upload_help:
          "The picture is kept at most 1600 pixels wide or high; it is put into pages and newsletters from the text editor (“Insert picture”).",
        file_help: "JPEG, PNG or WebP, at most 10 MB.",
        upload: "Upload",
        uploading: "Uploading…",
        uploaded: "The picture is added to the media library.",
        actions: "Actions",
        empty: "The media library has no pictures yet.",
      },
    },
  },
};
