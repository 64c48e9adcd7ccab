import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { refused, secret, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { afterLoginPath, guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { cookieHeaders, sessionCookies } from "../lib/session.server.ts";
import type { Route } from "./+types/login";
import { island } from "../lib/island.tsx";

/** Guests only. A confirmation link from the registration mail (`?confirm=<token>`) is confirmed here. */
export async function loader(args: Route.LoaderArgs) {
  guardScreen(args, "login");
  const confirmToken = args.url.searchParams.get("confirm");
  if (!confirmToken) return { confirmation: null };
  const outcome = await apiFor(args).confirmEmail(confirmToken);
  return {
    confirmation: outcome.ok
      ? { ok: true, message: outcome.data.message }
      : { ok: false, message: outcome.message },
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

/** Log in: the three session cookies are set and the customer goes back to the page that sent them here (or home). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = text(form, "email");
  const outcome = await apiFor({ url, context }).login(email, secret(form, "password"));
  if (!outcome.ok) return refused("login", outcome, { email });
  const target = afterLoginPath(url.searchParams.get("redirect"), pageLanguage(url));
  return redirect(target, {
    status: 303,
    headers: cookieHeaders(sessionCookies(outcome.data, cookieOptions(context))),
  });
}

export const meta = pageMeta("login");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/login.tsx").then((m) => m.LoginPage));

export default function LoginPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
