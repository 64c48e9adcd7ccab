import { returnPath } from "@dukan/contract";
import { data, redirect } from "react-router";
import { cookieOptions, pageLanguage } from "../lib/context.ts";
import { readForm } from "../lib/forms.server.ts";
import { closedBarsCookie, closedBarsOf, isInfoBarName } from "../lib/info-bars.ts";
import { localizedPath } from "../lib/language.ts";
import type { Route } from "./+types/info-bars";

/**
 * A bar's close button (POST `bar`, `back`): the bar joins the closed ones in their cookie. Without
 * JavaScript the visitor is sent back to the page they were on (a path of this shop only); the
 * page's script posts `stay=1` and gets a plain answer, the bar already gone from the page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const bar = form.get("bar");
  const back = String(form.get("back") ?? "");
  const home = localizedPath(pageLanguage(url), "/");
  if (!isInfoBarName(bar)) {
    return form.get("stay") === "1" ? data({ ok: false }, { status: 400 }) : redirect(home, 303);
  }
  // `closed`: the bars the page's script knows closed, whose cookie may not have come back yet.
  const closed = [
    ...closedBarsOf(request.headers.get("cookie")),
    ...form.getAll("closed").filter(isInfoBarName),
    bar,
  ];
  const headers = { "set-cookie": closedBarsCookie(closed, cookieOptions(context)) };
  if (form.get("stay") === "1") return data({ ok: true }, { headers });
  return redirect(returnPath(back, home), { status: 303, headers });
}

/** Nothing to show on a GET (a typed address): the home page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizedPath(pageLanguage(url), "/"));
}
