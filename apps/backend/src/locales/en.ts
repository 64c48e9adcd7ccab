import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages } from "./fields.ts";

export const en: Record<ErrorCode, string> = {
  not_found: "This page could not be found",
  validation_failed: "Some fields are not filled in correctly",
  internal_error: "Something went wrong on our side. Please try again.",
  service_unavailable: "The shop is temporarily unavailable. Please try again shortly.",
};

export const enFields: FieldMessages = {
  price: "Enter a price in euros, for example 12.50",
  price_range: "The lowest price must not be above the highest price",
  sort: "Sort by price_asc, price_desc, newest or name",
  flag: "Use 1 or 0",
};
