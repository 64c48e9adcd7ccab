import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages } from "./fields.ts";

export const hr: Record<ErrorCode, string> = {
  not_found: "Ova stranica nije pronađena",
  validation_failed: "Neka polja nisu ispravno ispunjena",
  internal_error: "Nešto je pošlo po zlu kod nas. Molimo pokušajte ponovno.",
  service_unavailable: "Trgovina je privremeno nedostupna. Molimo pokušajte ponovno za nekoliko trenutaka.",
};

export const hrFields: FieldMessages = {
  price: "Unesite cijenu u eurima, na primjer 12,50",
  price_range: "Najniža cijena ne smije biti veća od najviše",
  sort: "Poredaj po price_asc, price_desc, newest ili name",
  flag: "Upišite 1 ili 0",
};
