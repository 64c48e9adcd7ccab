import { isSafeRedirectPath, type Language, returnPath } from "@dukan/contract";
import { redirect } from "react-router";
import { screenByName, staticScreens } from "../route-table.ts";
import { pageLanguage } from "./context.ts";
import { languageOfPath, localizedPath } from "./language.ts";
import type { Session } from "./session.server.ts";

/** The login page of a language, remembering where to come back to when that page is a safe local path. */
export function loginPath(language: Language, from?: URL): string {
  const login = localizedPath(language, screenByName.get("login")?.[language] ?? "/login");
  const target = from ? from.pathname + from.search : "";
  return target && isSafeRedirectPath(target)
    ? `${login}?redirect=${encodeURIComponent(target)}`
    : login;
}

/**
 * Where a customer lands after logging in: the remembered page (path and query) if it is safe, else
 * home. A screen of fixed address remembered in the other language (the visitor switched language on
 * the login page) is given in the login page's language; a product or category page keeps its own.
 */
export function afterLoginPath(redirectTo: string | null | undefined, language: Language): string {
  const target = returnPath(redirectTo, localizedPath(language, "/"));
  const url = new URL(target, "http://shop.invalid");
  const from = languageOfPath(url.pathname);
  if (from === language) return target;
  const path = from === "en" ? url.pathname.slice("/en".length) || "/" : url.pathname;
  const screen = staticScreens.find((candidate) => candidate[from] === path);
  return screen ? localizedPath(language, screen[language]) + url.search : target;
}

/**
 * The auth check of a screen, from its `access` in the route table: a logged-out
 * visitor on a protected screen goes to the login page (and comes back after), a
 * logged-in customer on a guest-only screen goes home; public screens pass. Called
 * first in the screen's loader, so it runs on every navigation: a session ended in
 * another tab is noticed on the next one.
 */
export function guardScreen(
  args: { url: URL; context: { session: Session | null } },
  name: string,
): null {
  const access = screenByName.get(name)?.access;
  if (!access) throw new Error(`guardScreen: no screen named "${name}" in the route table`);
  const language = pageLanguage(args.url);
  if (access === "protected" && !args.context.session)
    throw redirect(loginPath(language, args.url));
  if (access === "guest-only" && args.context.session) throw redirect(localizedPath(language, "/"));
  return null;
}

/** The logged-in customer of a protected screen's loader or action; a logged-out visitor is sent to log in first. */
export function customerOf(
  args: { url: URL; context: { session: Session | null } },
  name: string,
): Session {
  guardScreen(args, name);
  if (!args.context.session) throw redirect(loginPath(pageLanguage(args.url), args.url));
  return args.context.session;
}
