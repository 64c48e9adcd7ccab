import type { Language } from "@dukan/contract";

/** Where a mailed link lands: the storefront page of the customer's language. */
export function accountLink(siteUrl: string, language: Language, kind: "confirm_email" | "reset_password", token: string): string {
  const prefix = language === "en" ? "/en" : "";
  const page = kind === "confirm_email" ? `/login?confirm=` : `/password-reset?token=`;
  return `${siteUrl.replace(/\/$/, "")}${prefix}${page}${encodeURIComponent(token)}`;
}
