import { type Cart } from "@dukan/contract";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useFetchers } from "react-router";
import { CartLines, RemoveFields, removeFetcherKey } from "../components/CartLines.tsx";
import { CartTotals } from "../components/CartTotals.tsx";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { QuickAdd } from "../components/QuickAdd.tsx";
import { QuickBuy } from "../components/QuickBuy.tsx";
import { type CartAnswer, type ConfirmStep, confirmStepValue } from "../lib/cart.ts";
import { cartPath, isCartPath } from "../lib/cart-path.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { format } from "../locales/index.ts";
import { screenByName } from "../route-table.ts";
import type { Route } from "../routes/+types/cart";

const lineIntents = ["update", "remove", "clear"];
const clearFetcherKey = "cart-clear";

export function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, confirm, limits, emptyAtCheckout } = loaderData;
  const t = useMessages();
  const c = t.cart;
  const language = useLanguage();
  const action = cartPath(language);
  const heading = useRef<HTMLHeadingElement>(null);
  const sent: CartAnswer | undefined = actionData;

  // What the last change to the lines said (quick add and quick buy answer beside their forms): a
  // one-time notice, shown while the cart shown is the one it left (`summary.count`, the pieces
  // after the change) and gone once the cart changes again ("Košarica je ispražnjena" never sits
  // above a cart that has items again). The cart it left is known from the answer itself, not from
  // which render brought it: the answer and the cart read again after it may arrive apart.
  const [said, setSaid] = useState<CartAnswer | undefined>(
    sent && lineIntents.includes(sent.intent) ? sent : undefined,
  );
  useEffect(() => {
    if (sent && lineIntents.includes(sent.intent)) setSaid(sent);
  }, [sent]);

  // The answers of the lines' forms and of clearing are announced here. A removed line's row leaves
  // in the render that brings its answer, and a fetcher's data lasts only while a component using
  // its key is mounted: removing and clearing go through fetchers this page holds too, and each row
  // hands up its quantity change's answer. Each effect runs once per answer (a new object).
  const removal = useFetcher<CartAnswer>({ key: removeFetcherKey });
  const clear = useFetcher<CartAnswer>({ key: clearFetcherKey });
  useEffect(() => {
    if (removal.data) setSaid(removal.data);
  }, [removal.data]);
  useEffect(() => {
    if (clear.data) setSaid(clear.data);
  }, [clear.data]);
  const fetchers = useFetchers();
  // Changes on their way show at once: removed lines hide, clearing empties the cart.
  const pending = fetchers.flatMap((f) =>
    f.formData && isCartPath(f.formAction) ? [f.formData] : [],
  );
  const clearing = pending.some((form) => form.get("intent") === "clear");
  const removing = new Set(
    pending
      .filter((form) => form.get("intent") === "remove")
      .map((form) => String(form.get("line"))),
  );
  const hidden = (line: { id: number }) => clearing || removing.has(String(line.id));
  const empty = cart.lines.every(hidden);
  const busy = pending.length > 0;
  const answer =
    said && (said.summary === null || said.summary.count === cart.item_count) ? said : undefined;

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
      <p
        role="status"
        className={answer && !answer.ok ? "cart-status cart-status--refused" : "cart-status"}
      >
        {busy ? "" : answer?.message}
      </p>
      {confirm && <ConfirmStepForm step={confirm} cart={cart} action={action} />}
      <div className="cart-page__lines" hidden={empty}>
        <CartLines
          cart={cart}
          hiddenLines={hidden}
          action={action}
          sentWithoutScript={sent}
          onAnswer={setSaid}
          afterRemove={() => heading.current?.focus()}
        />
        <CartTotals cart={cart} busy={busy}>
          <div className="cart-totals__actions">
            <Link
              className="button"
              to={localizedPath(
                language,
                screenByName.get("data-verification")?.[language] ?? "/data-verification",
              )}
            >
              {c.checkout}
            </Link>
            <ClearCart action={action} afterClear={() => heading.current?.focus()} />
          </div>
        </CartTotals>
      </div>
      {empty && (
        <div className="empty-state cart-page__empty">
          <p>{c.empty}</p>
          <p>{c.emptyHint}</p>
          <p>
            <Link
              to={localizedPath(
                language,
                screenByName.get("new-items")?.[language] ?? "/new-items",
              )}
            >
              {c.browse}
            </Link>
          </p>
        </div>
      )}
      <div className="cart-tools">
        <QuickAdd
          action={action}
          sentWithoutScript={sent?.intent === "quick-add" ? sent : undefined}
        />
        <QuickBuy
          action={action}
          maxLines={limits.quickBuyLines}
          sentWithoutScript={sent?.intent === "quick-buy" ? sent : undefined}
        />
      </div>
    </article>
  );
}

function ClearCart({ action, afterClear }: { action: string; afterClear: () => void }) {
  const c = useMessages().cart;
  const fetcher = useFetcher<CartAnswer>({ key: clearFetcherKey });
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
function ConfirmStepForm({
  step,
  cart,
  action,
}: {
  step: ConfirmStep;
  cart: Cart;
  action: string;
}) {
  const language = useLanguage();
  const c = useMessages().cart;
  const line = step.kind === "remove" ? cart.lines.find((l) => l.id === step.line) : undefined;
  const name = line ? (language === "hr" ? line.product.name_hr : line.product.name_en) : "";
  return (
    // The question takes the focus as the page opens (`autofocus`, no script needed): a keyboard or
    // screen reader user who pressed "remove" before the page's script woke is not left at the top.
    <section className="confirm-step" aria-labelledby="confirm-step-title" tabIndex={-1} autoFocus>
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
