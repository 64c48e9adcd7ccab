import { returnPath } from "@dukan/contract";
import { data, redirect } from "react-router";
import { cookieOptions, pageLanguage } from "../lib/context.ts";
import { consentCookies, consentOfForm, languageCookie } from "../lib/cookie-consent.server.ts";
import { readForm } from "../lib/forms.server.ts";
import { localizedPath } from "../lib/language.ts";
import { cookieHeaders } from "../lib/session.server.ts";
import { screenByName } from "../route-table.ts";
import type { Route } from "./+types/cookie-consent";

/**
 * The cookie banner's and the cookie page's choice (POST only): accept all, necessary only, or
 * the ticked categories. The consent cookie is set (and cookies the choice refuses are expired),
 * then the visitor goes back to the page they chose on (`back`, a safe local path) — or, with
 * JavaScript (`stay`), stays where they are while the frame reloads its data without the banner.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const consent = consentOfForm(form);
  if (!consent) throw data({ code: "unreadable_form" }, { status: 400 });
  const options = cookieOptions(context);
  // Preferences allowed: the page's language is remembered from now on (root.tsx keeps it current).
  const language = consent.preferences ? [languageCookie(pageLanguage(url), options)] : [];
  const headers = cookieHeaders([...consentCookies(consent, options), ...language]);
  if (form.get("stay") === "1") return data({ saved: true }, { headers });
  const back = form.get("back");
  const home = localizedPath(pageLanguage(url), "/");
  return redirect(returnPath(typeof back === "string" ? back : null, home), {
    status: 303,
    headers,
  });
}

/** Nothing to see on a GET: the cookie page, where the choice can be made. */
export function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  return redirect(localizedPath(language, screenByName.get("cookies")?.[language] ?? "/"));
}
