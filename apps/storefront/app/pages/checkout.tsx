import { Form, Link, useFetcher, useNavigation } from "react-router";
import { CheckoutLines } from "../components/CheckoutLines.tsx";
import { CheckoutPayment } from "../components/CheckoutPayment.tsx";
import { CheckoutStep } from "../components/CheckoutSteps.tsx";
import { CheckoutSummary } from "../components/CheckoutSummary.tsx";
import { CheckoutTotals } from "../components/CheckoutTotals.tsx";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { cartPath } from "../lib/cart-path.ts";
import { stepPath, stockFieldOf } from "../lib/checkout.ts";
import { fieldId, type FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "../routes/+types/checkout";

const FORM = "confirm";

export function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const c = t.checkout;
  const language = useLanguage();
  const { preview, blocked, steps } = loaderData;
  const fetcher = useFetcher<FormResult>({ key: "checkout-recalculate" });
  const busy = fetcher.state !== "idle";
  const confirming = useConfirming();
  const sent: FormResult | undefined = actionData;
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data : sent;
  const refusal = result && !result.ok ? result : undefined;
  const action = stepPath(language, "checkout");

  // Lines short of stock: the API's messages, from the preview and from a refused confirmation.
  const problems: Record<string, string> = Object.fromEntries(
    preview.stock_problems.map((problem) => [stockFieldOf(problem.product_id), problem.message]),
  );
  for (const [field, message] of Object.entries(refusal?.fields ?? {}))
    if (field.startsWith("line_")) problems[field] = message;
  const lineName = (productId: number) => {
    const line = preview.lines.find((l) => l.product_id === productId);
    return line
      ? `${language === "hr" ? line.product.name_hr : line.product.name_en} (${line.product.item_code})`
      : "";
  };
  const labels: Record<string, string> = {
    payment_method: c.paymentMethod,
    instalments: c.instalments,
    note: c.note,
  };
  for (const line of preview.lines)
    labels[stockFieldOf(line.product_id)] = lineName(line.product_id);
  const short = Object.keys(problems).length > 0;

  // A choice made while the order is on its way would save a payment for a cart already emptied.
  const choose = (form: HTMLFormElement) => {
    if (confirming) return;
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
        <section
          className="notice notice--error checkout__stock"
          aria-labelledby="checkout-stock-title"
        >
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
        <CheckoutPayment
          form={FORM}
          preview={preview}
          instalments={loaderData.instalments}
          errors={
            refusal?.fields ??
            (loaderData.choiceRefused
              ? {
                  payment_method: `${loaderData.choiceRefused} ${format(c.pricedFor, {
                    method: c.paymentMethods[preview.payment_method],
                  })}`,
                }
              : undefined)
          }
          onChoose={choose}
        />
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
            aria-describedby={[
              refusal?.fields.note && `${fieldId(FORM, "note")}-error`,
              `${fieldId(FORM, "note")}-hint`,
            ]
              .filter(Boolean)
              .join(" ")}
          />
        </div>
        <CheckoutTotals preview={preview} busy={busy} />
        <div className="form__actions checkout__actions">
          {!blocked && !short && (
            <ConfirmButton
              label={c.confirm}
              pending={c.confirming}
              confirming={confirming}
              repricing={busy}
            />
          )}
          <Link className="button button--quiet" to={stepPath(language, "delivery-verification")}>
            {c.backToDelivery}
          </Link>
        </div>
      </Form>
    </CheckoutStep>
  );
}

/** Whether "Confirm purchase" has been pressed and the order is on its way. */
function useConfirming(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === "confirm";
}

/**
 * "Confirm purchase": pressed once, it says the order is on its way and cannot be pressed again
 * meanwhile; while a new payment choice is being priced it waits, so the buyer confirms the
 * figures on the page (and the order never races the choice's save).
 */
function ConfirmButton({
  label,
  pending,
  confirming,
  repricing,
}: {
  label: string;
  pending: string;
  confirming: boolean;
  repricing: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value="confirm"
      className="button checkout__confirm-button"
      disabled={confirming || repricing}
      aria-live="polite"
    >
      {confirming ? pending : label}
    </button>
  );
}
