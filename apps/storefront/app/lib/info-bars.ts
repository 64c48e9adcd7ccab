import type { Language } from "@dukan/contract";
import { type InfoBarName, infoBarNames } from "@dukan/contract/info-bars";
import { localizedPath } from "./language.ts";

/**
 * The bars a visitor closed (the delivery bar, the EU-fund bar, the currency line), remembered in
 * one cookie the shop sets only when the visitor clicks a bar's close button: the server reads it,
 * so a closed bar is never drawn, not even for a moment (docs/settings.md).
 */
export const CLOSED_BARS_COOKIE = "info_bars_closed";
export const CLOSED_BARS_MAX_AGE = 365 * 24 * 60 * 60;

/** Where the close buttons post (both languages; the form names the page to return to). */
export function closeBarPath(language: Language): string {
  return localizedPath(language, "/info-bars");
}

/** The bars closed in this browser, from the request's `Cookie` header; anything unknown is ignored. */
export function closedBarsOf(cookieHeader: string | null): InfoBarName[] {
  const value =
    new RegExp(`(?:^|;\\s*)${CLOSED_BARS_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1] ?? "";
  return infoBarNames.filter((name) => value.split(".").includes(name));
}

/** The cookie that remembers `closed` for a year. */
export function closedBarsCookie(
  closed: readonly InfoBarName[],
  options: { secure: boolean },
): string {
  const value = infoBarNames.filter((name) => closed.includes(name)).join(".");
  return `${CLOSED_BARS_COOKIE}=${value}; Max-Age=${CLOSED_BARS_MAX_AGE}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function isInfoBarName(value: unknown): value is InfoBarName {
  return typeof value === "string" && (infoBarNames as readonly string[]).includes(value);
}
