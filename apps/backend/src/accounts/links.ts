import { shopPage } from "../mail/shop-pages.ts";
import type { Language } from "@dukan/contract";

/** Where a mailed link lands: the storefront page of the customer's language. */
export function accountLink(
  siteUrl: string,
  language: Language,
  kind: "confirm_email" | "reset_password",
  token: string,
): string {
  const page = kind === "confirm_email" ? `/login?confirm=` : `/password-reset?token=`;
  return shopPage(siteUrl, language, `${page}${encodeURIComponent(token)}`);
}

/** An account page linked without a token: the login page, or the one that mails a reset link. */
export function accountPage(
  siteUrl: string,
  language: Language,
  page: "login" | "password-reset",
): string {
  return shopPage(siteUrl, language, `/${page}`);
}
