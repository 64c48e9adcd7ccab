import { type Cart, QUICK_BUY_MAX_LINES, returnPath } from "@dukan/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useFetchers } from "react-router";
import { CartLines, RemoveFields } from "../components/CartLines.tsx";
import { CartTotals } from "../components/CartTotals.tsx";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { QuickAdd } from "../components/QuickAdd.tsx";
import { QuickBuy } from "../components/QuickBuy.tsx";
import { type CartAnswer, type ConfirmStep, confirmStepValue, summaryOf } from "../lib/cart.ts";
import { cartPath, isCartPath } from "../lib/cart-path.ts";
import { changeCart, flashCookie, formTooLarge, readConfirmStep } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { text } from "../lib/forms.ts";
import { formError, readFormBody } from "../lib/forms.server.ts";
import { customerOf, loginPath } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import { format } from "../locales/index.ts";
import { screenByName } from "../route-table.ts";
import type { Route } from "./+types/cart";

/**
 * Customers only (a logged-out visitor logs in first and comes back). The whole cart, and the
 * confirmation step a remove or clear asks for without JavaScript (`?confirm=remove-12`).
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "cart");
  const outcome = await apiFor(args).cart();
  if (!outcome.ok) {
    // The session ended between the session check and this call: log in again.
    if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.request), new URL(args.request.url)));
    throw data(null, { status: outcome.status >= 500 ? 502 : outcome.status });
  }
  const cart = outcome.data;
  const url = new URL(args.request.url);
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
  if (step?.kind === "remove") return cart.lines.some((line) => line.id === step.line) ? step : null;
  return step?.kind === "clear" && cart.lines.length > 0 ? step : null;
}

/**
 * The one action for every cart change (lib/cart.server.ts), by `intent`: add, quick-add,
 * update, remove, clear, quick-buy. Forms on other pages (listing cards, product page) send
 * `return_to`: without JavaScript the shopper goes back there and reads the answer as a flash;
 * a fetcher (`via=fetch`) gets the answer as data. A logged-out visitor logs in first and
 * comes back to the page the form was on.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const language = pageLanguage(request);
  const read = await readFormBody(request);
  // Too large is quick buy's file: answered beside its field in the cart. Anything else unreadable is the page's error.
  if (!read.ok && (read.status !== 413 || !context.session)) throw formError(read);
  const form = read.ok ? read.form : new FormData();
  const back = form.has("return_to") ? returnPath(text(form, "return_to"), cartPath(language)) : null;
  if (!context.session) throw redirect(loginPath(language, new URL(back ?? cartPath(language), request.url)), 303);
  customerOf(args, "cart");
  const { answer, status } = read.ok ? await changeCart(apiFor(args), form, language) : formTooLarge(language);
  if (back && form.get("via") !== "fetch") {
    return redirect(back, { status: 303, headers: { "set-cookie": flashCookie(answer, cookieOptions(context)) } });
  }
  return data(answer, { status });
}

export const meta = pageMeta("cart");

const lineIntents = ["update", "remove", "clear"];

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, confirm, limits, emptyAtCheckout } = loaderData;
  const t = useMessages();
  const c = t.cart;
  const language = useLanguage();
  const action = cartPath(language);
  const heading = useRef<HTMLHeadingElement>(null);
  const sent: CartAnswer | undefined = actionData;

  // What the last change to the lines said (quick add and quick buy answer beside their forms).
  const [answer, setAnswer] = useState<CartAnswer | undefined>(sent && lineIntents.includes(sent.intent) ? sent : undefined);
  useEffect(() => {
    if (sent && lineIntents.includes(sent.intent)) setAnswer(sent);
  }, [sent]);
  const announce = useCallback((next: CartAnswer) => setAnswer(next), []);

  // Changes on their way show at once: removed lines hide, clearing empties the cart.
  const pending = useFetchers().flatMap((f) => (f.formData && isCartPath(f.formAction) ? [f.formData] : []));
  const clearing = pending.some((form) => form.get("intent") === "clear");
  const removing = new Set(pending.filter((form) => form.get("intent") === "remove").map((form) => String(form.get("line"))));
  const hidden = (line: { id: number }) => clearing || removing.has(String(line.id));
  const empty = cart.lines.every(hidden);
  const busy = pending.length > 0;

  return (
    <article className="page container cart-page">
      {emptyAtCheckout && (
        <p role="status" className="notice notice--error">
          {t.checkout.emptyCart}
        </p>
      )}
      <h1 ref={heading} tabIndex={-1}>
        {t.pages.cart.title}
      </h1>
      <p role="status" className={answer && !answer.ok ? "cart-status cart-status--refused" : "cart-status"}>
        {busy ? "" : answer?.message}
      </p>
      {confirm && <ConfirmStepForm step={confirm} cart={cart} action={action} />}
      <div className="cart-page__lines" hidden={empty}>
        <CartLines
          cart={cart}
          hiddenLines={hidden}
          action={action}
          sentWithoutScript={sent}
          announce={announce}
          afterRemove={() => heading.current?.focus()}
        />
        <CartTotals cart={cart} busy={busy}>
          <div className="cart-totals__actions">
            <Link
              className="button"
              to={localizedPath(language, screenByName.get("data-verification")?.[language] ?? "/data-verification")}
            >
              {c.checkout}
            </Link>
            <ClearCart action={action} announce={announce} afterClear={() => heading.current?.focus()} />
          </div>
        </CartTotals>
      </div>
      {empty && (
        <div className="empty-state cart-page__empty">
          <p>{c.empty}</p>
          <p>{c.emptyHint}</p>
          <p>
            <Link to={localizedPath(language, screenByName.get("new-items")?.[language] ?? "/new-items")}>{c.browse}</Link>
          </p>
        </div>
      )}
      <div className="cart-tools">
        <QuickAdd action={action} sentWithoutScript={sent?.intent === "quick-add" ? sent : undefined} />
        <QuickBuy action={action} maxLines={limits.quickBuyLines} sentWithoutScript={sent?.intent === "quick-buy" ? sent : undefined} />
      </div>
    </article>
  );
}

function ClearCart({ action, announce, afterClear }: { action: string; announce: (answer: CartAnswer) => void; afterClear: () => void }) {
  const c = useMessages().cart;
  const fetcher = useFetcher<CartAnswer>({ key: "cart-clear" });
  useEffect(() => {
    if (fetcher.data) announce(fetcher.data);
  }, [fetcher.data, announce]);
  return (
    <ConfirmDialog
      action={action}
      confirm={confirmStepValue({ kind: "clear" })}
      opener={c.clear}
      openerClassName="button button--quiet"
      title={c.clearTitle}
      text={c.clearText}
      confirmLabel={c.clearConfirm}
      cancelLabel={c.cancel}
      fetcher={fetcher}
      afterConfirm={afterClear}
    >
      <input type="hidden" name="intent" value="clear" />
    </ConfirmDialog>
  );
}

/** The second step of a remove or clear without JavaScript: the question, "yes" (the change itself) and a way back. */
function ConfirmStepForm({ step, cart, action }: { step: ConfirmStep; cart: Cart; action: string }) {
  const language = useLanguage();
  const c = useMessages().cart;
  const line = step.kind === "remove" ? cart.lines.find((l) => l.id === step.line) : undefined;
  const name = line ? (language === "hr" ? line.product.name_hr : line.product.name_en) : "";
  return (
    <section className="confirm-step" aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title">{line ? c.removeTitle : c.clearTitle}</h2>
      <p>{line ? format(c.removeText, { name, code: line.product.item_code }) : c.clearText}</p>
      <Form method="post" action={action} className="form__actions">
        {line ? <RemoveFields line={line} /> : <input type="hidden" name="intent" value="clear" />}
        <button type="submit" className="button button--danger">
          {line ? c.removeConfirm : c.clearConfirm}
        </button>
        <Link to={action} className="button button--quiet">
          {c.cancel}
        </Link>
      </Form>
    </section>
  );
}
