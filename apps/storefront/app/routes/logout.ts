import { redirect } from "react-router";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { localizedPath } from "../lib/language.ts";
import { clearedSessionCookies, cookieHeaders, readSessionCookies } from "../lib/session.server.ts";
import type { Route } from "./+types/logout";

/**
 * Log out (POST only): the back end revokes the refresh token — a failure there is
 * ignored, the shopper is logged out here either way — the three cookies are cleared
 * and the shopper lands on the home page of the page's language.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  // The session may have just been refreshed for this very request: its token is the live one.
  const refreshToken =
    context.session?.refreshToken ?? readSessionCookies(request.headers.get("cookie")).refreshToken;
  if (refreshToken) await apiFor({ url, context }).logout(refreshToken);
  return redirect(localizedPath(pageLanguage(url), "/"), {
    status: 303,
    headers: cookieHeaders(clearedSessionCookies(cookieOptions(context))),
  });
}

/** Nothing happens on a GET (a prefetch or a typed address): back to the home page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizedPath(pageLanguage(url), "/"));
}
