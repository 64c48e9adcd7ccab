import { type Cart, QUICK_BUY_MAX_LINES, returnPath } from "@dukan/contract";
import { data, redirect } from "react-router";
import { type ConfirmStep, summaryOf } from "../lib/cart.ts";
import { cartPath } from "../lib/cart-path.ts";
import { changeCart, flashCookie, formTooLarge, readConfirmStep } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { text } from "../lib/forms.ts";
import { formError, readFormBody } from "../lib/forms.server.ts";
import { customerOf, loginPath } from "../lib/guard.server.ts";
import { pendingAddCookie, pendingAddOf } from "../lib/pending-add.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/cart";
import { island } from "../lib/island.tsx";

/**
 * Customers only (a logged-out visitor logs in first and comes back). The whole cart, and the
 * confirmation step a remove or clear asks for without JavaScript (`?confirm=remove-12`).
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "cart");
  const outcome = await apiFor(args).cart();
  if (!outcome.ok) {
    // The session ended between the session check and this call: log in again.
    if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
    throw data(null, { status: outcome.status >= 500 ? 502 : outcome.status });
  }
  const cart = outcome.data;
  const url = args.url;
  return {
    cart,
    /** Sent back from the checkout because the cart is empty (lib/checkout.server.ts backToCart). */
    emptyAtCheckout: url.searchParams.get("from") === "checkout" && cart.lines.length === 0,
    summary: summaryOf(cart),
    confirm: stillAsked(readConfirmStep(url.searchParams.get("confirm")), cart),
    limits: { quickBuyLines: QUICK_BUY_MAX_LINES },
  };
}

/** A confirmation step for a line that is gone, or for clearing an empty cart, is not asked. */
function stillAsked(step: ConfirmStep | null, cart: Cart): ConfirmStep | null {
  if (step?.kind === "remove")
    return cart.lines.some((line) => line.id === step.line) ? step : null;
  return step?.kind === "clear" && cart.lines.length > 0 ? step : null;
}

/**
 * The one action for every cart change (lib/cart.server.ts), by `intent`: add, quick-add,
 * update, remove, clear, quick-buy. Forms on other pages (listing cards, product page) send
 * `return_to`: without JavaScript the shopper goes back there and reads the answer as a flash;
 * a fetcher (`via=fetch`) gets the answer as data. A logged-out visitor logs in first and
 * comes back to the page the form was on; their add is kept meanwhile and made by the login.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const language = pageLanguage(args.url);
  const read = await readFormBody(request);
  // Too large is quick buy's file: answered beside its field in the cart. Anything else unreadable is the page's error.
  if (!read.ok && (read.status !== 413 || !context.session)) throw formError(read);
  const form = read.ok ? read.form : new FormData();
  const back = form.has("return_to")
    ? returnPath(text(form, "return_to"), cartPath(language))
    : null;
  if (!context.session) {
    // An add (listing card, product page) waits for the login, which makes it (lib/pending-add.server.ts).
    const pending = read.ok ? pendingAddOf("cart", form) : null;
    throw redirect(loginPath(language, new URL(back ?? cartPath(language), args.url)), {
      status: 303,
      headers: pending
        ? { "set-cookie": pendingAddCookie(pending, cookieOptions(context)) }
        : undefined,
    });
  }
  customerOf(args, "cart");
  const { answer, status } = read.ok
    ? await changeCart(apiFor(args), form, language)
    : formTooLarge(language);
  if (back && form.get("via") !== "fetch") {
    return redirect(back, {
      status: 303,
      headers: { "set-cookie": flashCookie(answer, cookieOptions(context)) },
    });
  }
  return data(answer, { status });
}

export const meta = pageMeta("cart");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/cart.tsx").then((m) => m.CartPage));

export default function CartPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
