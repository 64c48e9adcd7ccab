import type { CheckoutPreview, PaymentMethod } from "@dukan/contract";
import { fieldId } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";

/**
 * The payment choice of the confirmation step: the methods this delivery allows, each other one
 * with what it would cost against the chosen one ("Pay in advance and save 12,40 €", from the
 * API's comparison), the instalment count for card in instalments with its surcharge, and a
 * "Recalculate" button that saves the choice and prices it again (without JavaScript; with it
 * `onChoose` does the same as soon as the choice changes). A company with payment terms sees
 * "On account (N days)" with what it may still order on account. A method the total does not allow
 * (card in instalments up to its minimum) is shown disabled, with the reason from the API.
 */
export function CheckoutPayment({
  form,
  preview,
  instalments,
  errors,
  onChoose,
}: {
  form: string;
  preview: Pick<
    CheckoutPreview,
    | "payment_method"
    | "payment_methods"
    | "comparison"
    | "instalments"
    | "card_surcharge_cents"
    | "on_account"
    | "unavailable_payment_methods"
  >;
  /** The count chosen so far (the draft's); the range's first when none or out of range. */
  instalments: number | null;
  errors: Record<string, string> | undefined;
  onChoose: (form: HTMLFormElement) => void;
}) {
  const language = useLanguage();
  const t = useMessages();
  const c = t.checkout;
  const money = (cents: number) => formatPrice(cents, language);
  const methodId = fieldId(form, "payment_method");
  const instalmentsId = fieldId(form, "instalments");
  const methodError = errors?.payment_method;
  const instalmentsError = errors?.instalments;
  const range = preview.instalments;
  const chosenCount =
    range && instalments !== null && instalments >= range.min && instalments <= range.max
      ? instalments
      : range?.min;

  const terms = preview.on_account;
  const labelOf = (method: PaymentMethod) =>
    method === "on_account" && terms
      ? plural(language, terms.days, c.onAccountDays)
      : c.paymentMethods[method];

  /** What another method would cost against the chosen one; `saves` when it is cheaper. */
  const costOf = (method: PaymentMethod): { text: string; saves: boolean } | null => {
    const difference = preview.comparison.find(
      (row) => row.payment_method === method,
    )?.difference_cents;
    if (method === preview.payment_method || difference === undefined) return null;
    if (difference < 0)
      return { text: format(c.saveWith[method], { amount: money(-difference) }), saves: true };
    if (difference > 0)
      return { text: format(c.costsMore, { amount: money(difference) }), saves: false };
    return { text: c.costsSame, saves: false };
  };

  return (
    <fieldset
      className="choice checkout__choice checkout-payment"
      aria-describedby={methodError ? `${methodId}-error` : undefined}
      onChange={(event) => {
        const target = event.target;
        if (
          (target instanceof HTMLInputElement && target.name === "payment_method") ||
          target instanceof HTMLSelectElement
        ) {
          if (event.currentTarget.form) onChoose(event.currentTarget.form);
        }
      }}
    >
      <legend>{c.paymentMethod}</legend>
      {methodError && (
        <p id={`${methodId}-error`} className="field__error">
          {methodError}
        </p>
      )}
      {terms?.blocked && <p className="field__hint">{c.onAccountBlocked}</p>}
      {preview.payment_methods.map((method, index) => {
        const cost = costOf(method);
        const costId = `${methodId}-${method}-cost`;
        const availableId = `${methodId}-${method}-available`;
        const available =
          method === "on_account" && terms
            ? format(c.onAccountAvailable, { amount: money(terms.available_cents) })
            : null;
        const describedBy = [cost && costId, available && availableId].filter(Boolean).join(" ");
        return (
          <div key={method} className="checkout__option">
            <label className="choice__option">
              <input
                type="radio"
                name="payment_method"
                value={method}
                required
                defaultChecked={preview.payment_method === method}
                id={index === 0 ? methodId : `${methodId}-${method}`}
                aria-describedby={describedBy || undefined}
              />
              {labelOf(method)}
            </label>
            {available && (
              <p id={availableId} className="field__hint">
                {available}
              </p>
            )}
            {cost && (
              <p
                id={costId}
                className={cost.saves ? "field__hint checkout-payment__saves" : "field__hint"}
              >
                {cost.text}
              </p>
            )}
          </div>
        );
      })}
      {preview.unavailable_payment_methods.map(
        ({ payment_method: method, reason, above_cents }) => {
          const reasonId = `${methodId}-${method}-unavailable`;
          return (
            <div key={method} className="checkout__option checkout__option--unavailable">
              <label className="choice__option">
                <input
                  type="radio"
                  name="payment_method"
                  value={method}
                  disabled
                  id={`${methodId}-${method}`}
                  aria-describedby={reasonId}
                />
                {labelOf(method)}
              </label>
              <p id={reasonId} className="field__hint">
                {format(c.unavailable[reason], { amount: money(above_cents) })}
              </p>
            </div>
          );
        },
      )}
      {preview.payment_method === "card_instalments" &&
        (range ? (
          <div className="field checkout-payment__instalments">
            <label htmlFor={instalmentsId}>{c.instalments}</label>
            {preview.card_surcharge_cents > 0 && (
              <p id={`${instalmentsId}-hint`} className="field__hint">
                {format(c.cardSurchargeHint, { amount: money(preview.card_surcharge_cents) })}
              </p>
            )}
            {instalmentsError && (
              <p id={`${instalmentsId}-error`} className="field__error">
                {instalmentsError}
              </p>
            )}
            <select
              id={instalmentsId}
              name="instalments"
              defaultValue={chosenCount}
              aria-invalid={instalmentsError ? true : undefined}
              aria-describedby={
                [
                  instalmentsError && `${instalmentsId}-error`,
                  preview.card_surcharge_cents > 0 && `${instalmentsId}-hint`,
                ]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
            >
              {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map(
                (count) => (
                  <option key={count} value={count}>
                    {plural(language, count, c.instalmentOption)}
                  </option>
                ),
              )}
            </select>
          </div>
        ) : (
          <p id={instalmentsId} className={instalmentsError ? "field__error" : "field__hint"}>
            {instalmentsError ?? c.instalmentsNone}
          </p>
        ))}
      <div className="checkout-payment__recalculate">
        <button
          type="submit"
          name="intent"
          value="recalculate"
          className="button button--secondary"
          formNoValidate
        >
          {c.recalculate}
        </button>
      </div>
    </fieldset>
  );
}
