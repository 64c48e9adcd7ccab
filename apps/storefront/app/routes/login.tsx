import { redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from "react-router";
import { createApiClient } from "../lib/api.server.ts";
import { flashCookie } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { refused, secret, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { afterLoginPath, guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { languageOfPath } from "../lib/language.ts";
import {
  clearedPendingAddCookie,
  completePendingAdd,
  readPendingAdd,
} from "../lib/pending-add.server.ts";
import { cookieHeaders, sessionCookies } from "../lib/session.server.ts";
import type { Route } from "./+types/login";
import { island } from "../lib/island.tsx";

/**
 * Guests only. A confirmation link from the registration mail (`?confirm=<token>`) is confirmed
 * here. A visitor sent here by an add (cart or wishlist) reads why: the add waits for the login.
 */
export async function loader(args: Route.LoaderArgs) {
  guardScreen(args, "login");
  const pendingAdd = readPendingAdd(args.request.headers.get("cookie")).add?.kind ?? null;
  const confirmToken = args.url.searchParams.get("confirm");
  if (!confirmToken) return { confirmation: null, pendingAdd };
  const outcome = await apiFor(args).confirmEmail(confirmToken);
  return {
    confirmation: outcome.ok
      ? { ok: true, message: outcome.data.message }
      : { ok: false, message: outcome.message },
    pendingAdd,
  };
}

/** A confirmation link works once: the same address is not confirmed again when the page revalidates after a form. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (nextUrl.searchParams.has("confirm") && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

/**
 * Log in: the three session cookies are set and the customer goes back to the page that sent them
 * here (or home). An add kept from before the login (lib/pending-add.server.ts) is made now, for
 * the account just logged into, once: its cookie goes, and the page says how it went.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = text(form, "email");
  const language = pageLanguage(url);
  const outcome = await apiFor({ url, context }).login(email, secret(form, "password"));
  if (!outcome.ok) return refused("login", outcome, { email });
  const target = afterLoginPath(url.searchParams.get("redirect"), language);
  const options = cookieOptions(context);
  const headers = cookieHeaders(sessionCookies(outcome.data, options));
  const pending = readPendingAdd(request.headers.get("cookie"));
  if (pending.present) headers.append("set-cookie", clearedPendingAddCookie(options));
  if (pending.add) {
    const customer = createApiClient(context.backendFetch, language, outcome.data.token);
    const answer = await completePendingAdd(customer, pending.add, language);
    headers.append("set-cookie", flashCookie(answer, options));
  }
  // The browser holds one language's texts (lib/i18n.tsx): a page in the other one (a product page
  // remembered before the switch) is a new document, not a navigation inside this one.
  const leavesLanguage = languageOfPath(new URL(target, url).pathname) !== language;
  return (leavesLanguage ? redirectDocument : redirect)(target, { status: 303, headers });
}

export const meta = pageMeta("login");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/login.tsx").then((m) => m.LoginPage));

export default function LoginPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
