import type { ErrorCode } from "@dukan/contract";

export const en: Record<ErrorCode, string> = {
  not_found: "This page could not be found",
  validation_failed: "Some fields are not filled in correctly",
  internal_error: "Something went wrong on our side. Please try again.",
  service_unavailable: "The shop is temporarily unavailable. Please try again shortly.",
};
