import { shopPage } from "../mail/shop-pages.ts";
import type { Language } from "@dukan/contract";

/** Where a mailed link lands: the storefront page of the customer's language. */
export function accountLink(
  siteUrl: string,
  language: Language,
  kind: "confirm_email" | "reset_password" | "change_email",
  token: string,
): string {
  const page = {
    confirm_email: "/login?confirm=",
    reset_password: "/password-reset?token=",
    // The profile, which asks for a login first: the move is confirmed for the account it belongs to.
    change_email: "/profile?email-change=",
  }[kind];
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
