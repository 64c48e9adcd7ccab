import type { ErrorCode } from "@dukan/contract";

export const hr: Record<ErrorCode, string> = {
  not_found: "Ova stranica nije pronađena",
  validation_failed: "Neka polja nisu ispravno ispunjena",
  internal_error: "Nešto je pošlo po zlu kod nas. Molimo pokušajte ponovno.",
  service_unavailable: "Trgovina je privremeno nedostupna. Molimo pokušajte ponovno za nekoliko trenutaka.",
};
