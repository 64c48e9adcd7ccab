import { limits } from "@dukan/contract";
import { data, Form, Link, redirect, redirectDocument, type ShouldRevalidateFunctionArgs, useFetcher, useNavigation } from "react-router";
import { CheckoutLines } from "../components/CheckoutLines.tsx";
import { CheckoutPayment } from "../components/CheckoutPayment.tsx";
import { CheckoutStep } from "../components/CheckoutSteps.tsx";
import { CheckoutSummary } from "../components/CheckoutSummary.tsx";
import { CheckoutTotals } from "../components/CheckoutTotals.tsx";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { cartPath } from "../lib/cart-path.ts";
import { paymentInput, stepPath, stockFieldOf } from "../lib/checkout.ts";
import { backToCart, blockText, failStep, openCheckout, previewFor } from "../lib/checkout.server.ts";
import { fieldId, type FormResult, refused, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/checkout";

/**
 * Step 3, the confirmation: the lines and totals as the API prices them for the saved payment
 * choice (`POST /api/checkout/preview`; the page computes no price), the buyer and delivery
 * from the draft, and the one-time key of this checkout attempt for the confirm form.
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "checkout");
  const { api, draft, language } = await openCheckout(args, "checkout");
  const preview = await previewFor(api, draft, args);
  if (preview.lines.length === 0) throw backToCart(args);
  const block = draft.blocked ?? preview.blocked;
  return {
    steps: draft.steps,
    buyerType: draft.buyer_type,
    buyer: draft.buyer,
    delivery: draft.delivery,
    note: draft.note,
    instalments: draft.instalments,
    idempotencyKey: draft.idempotency_key,
    preview,
    blocked: block ? blockText(block, language) : null,
    noteMax: limits.orderNote,
  };
}

/**
 * `recalculate`: saves the payment choice and note (`PUT /api/checkout/payment`) and shows the
 * page again priced for it (a fetcher's call, `via=fetch`, gets its answer as data).
 * `confirm`: saves the choice, then places the order (`POST /api/orders`) with the draft's buyer
 * and delivery and the form's key; nothing else of the form is read (a posted price is ignored).
 */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "checkout");
  const form = await readForm(args.request);
  const { api, draft, language } = await openCheckout(args, "checkout");
  const intent = text(form, "intent") === "confirm" ? "confirm" : "recalculate";
  const { input, values } = paymentInput(form);
  if (!input) {
    const message = messagesFor(language).checkout.choosePayment;
    const result: FormResult = { intent, ok: false, message, code: "payment_method", fields: { payment_method: message }, values };
    return data(result, { status: 400 });
  }
  const saved = await api.saveCheckoutPayment(input);
  if (!saved.ok) {
    if (saved.status === 401 || saved.code === "empty_cart") failStep(saved, args);
    return refused(intent, saved, values);
  }
  if (intent === "recalculate") {
    return form.get("via") === "fetch" ? succeeded(intent) : redirect(stepPath(language, "checkout"), 303);
  }
  if (!draft.delivery_method) return redirect(stepPath(language, "delivery-verification"), 303);
  const service = draft.delivery_method === "delivery_service";
  const placed = await api.placeOrder(
    {
      buyer: { ...draft.buyer, company: draft.buyer_type === "company" ? draft.buyer.company : null },
      delivery_method: draft.delivery_method,
      delivery: service ? draft.delivery : null,
      payment_method: input.payment_method,
      instalments: input.instalments,
      note: input.note,
    },
    text(form, "idempotency_key") || draft.idempotency_key,
  );
  if (placed.ok) {
    // The card gateway is a page of the API, not of the shop: the browser loads it as a document.
    if (placed.data.payment_url) return redirectDocument(placed.data.payment_url, 303);
    return redirect(`${localizedPath(language, "/success")}?order=${encodeURIComponent(placed.data.data.number)}`, 303);
  }
  if (placed.status === 401 || placed.code === "empty_cart") failStep(placed, args);
  return refused(intent, placed, values);
}

/** After a refused confirmation too the page is read again: the stock, the block and the figures may have changed. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export const meta = pageMeta("checkout");

const FORM = "confirm";

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const c = t.checkout;
  const language = useLanguage();
  const { preview, blocked, steps } = loaderData;
  const fetcher = useFetcher<FormResult>({ key: "checkout-recalculate" });
  const busy = fetcher.state !== "idle";
  const sent: FormResult | undefined = actionData;
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data : sent;
  const refusal = result && !result.ok ? result : undefined;
  const action = stepPath(language, "checkout");

  // Lines short of stock: the API's messages, from the preview and from a refused confirmation.
  const problems: Record<string, string> = Object.fromEntries(
    preview.stock_problems.map((problem) => [stockFieldOf(problem.product_id), problem.message]),
  );
  for (const [field, message] of Object.entries(refusal?.fields ?? {})) if (field.startsWith("line_")) problems[field] = message;
  const lineName = (productId: number) => {
    const line = preview.lines.find((l) => l.product_id === productId);
    return line ? `${language === "hr" ? line.product.name_hr : line.product.name_en} (${line.product.item_code})` : "";
  };
  const labels: Record<string, string> = { payment_method: c.paymentMethod, instalments: c.instalments, note: c.note };
  for (const line of preview.lines) labels[stockFieldOf(line.product_id)] = lineName(line.product_id);
  const short = Object.keys(problems).length > 0;

  const choose = (form: HTMLFormElement) => {
    const chosen = new FormData(form);
    chosen.set("intent", "recalculate");
    chosen.set("via", "fetch");
    void fetcher.submit(chosen, { method: "post", action });
  };

  return (
    <CheckoutStep current="checkout" done={steps} blocked={blocked}>
      <ErrorSummary form={FORM} result={refusal} labels={labels}>
        {short && <p>{c.stockHint}</p>}
      </ErrorSummary>
      {short && !refusal && (
        <section className="notice notice--error checkout__stock" aria-labelledby="checkout-stock-title">
          <h2 id="checkout-stock-title">{c.stockProblems}</h2>
          <ul>
            {preview.stock_problems.map((problem) => (
              <li key={problem.product_id}>
                <a href={`#${fieldId(FORM, stockFieldOf(problem.product_id))}`}>
                  {lineName(problem.product_id)}: {problem.message}
                </a>
              </li>
            ))}
          </ul>
          <p>
            {c.stockHint} <Link to={cartPath(language)}>{c.backToCart}</Link>
          </p>
        </section>
      )}
      <CheckoutSummary
        buyerType={loaderData.buyerType}
        buyer={loaderData.buyer}
        method={preview.delivery_method}
        delivery={loaderData.delivery}
      />
      <CheckoutLines preview={preview} problems={problems} form={FORM} />
      <Form method="post" action={action} className="form checkout__form checkout__confirm">
        <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
        <CheckoutPayment form={FORM} preview={preview} instalments={loaderData.instalments} errors={refusal?.fields} onChoose={choose} />
        <div className="field">
          <label htmlFor={fieldId(FORM, "note")}>
            {c.note} <span className="checkout__optional">{t.forms.optional}</span>
          </label>
          <p id={`${fieldId(FORM, "note")}-hint`} className="field__hint">
            {plural(language, loaderData.noteMax, c.noteHint)}
          </p>
          {refusal?.fields.note && (
            <p id={`${fieldId(FORM, "note")}-error`} className="field__error">
              {refusal.fields.note}
            </p>
          )}
          <textarea
            id={fieldId(FORM, "note")}
            name="note"
            rows={3}
            maxLength={loaderData.noteMax}
            defaultValue={refusal ? (refusal.values.note ?? "") : loaderData.note}
            aria-invalid={refusal?.fields.note ? true : undefined}
            aria-describedby={[refusal?.fields.note && `${fieldId(FORM, "note")}-error`, `${fieldId(FORM, "note")}-hint`]
              .filter(Boolean)
              .join(" ")}
          />
        </div>
        <CheckoutTotals preview={preview} busy={busy} />
        <div className="form__actions checkout__actions">
          {!blocked && !short && <ConfirmButton label={c.confirm} pending={c.confirming} />}
          <Link className="button button--quiet" to={stepPath(language, "delivery-verification")}>
            {c.backToDelivery}
          </Link>
        </div>
      </Form>
    </CheckoutStep>
  );
}

/** "Confirm purchase": pressed once, it says the order is on its way and cannot be pressed again meanwhile. */
function ConfirmButton({ label, pending }: { label: string; pending: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "confirm";
  return (
    <button type="submit" name="intent" value="confirm" className="button checkout__confirm-button" disabled={busy} aria-live="polite">
      {busy ? pending : label}
    </button>
  );
}
