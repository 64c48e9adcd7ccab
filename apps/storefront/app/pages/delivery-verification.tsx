import { Form, Link } from "react-router";
import { CheckoutStep } from "../components/CheckoutSteps.tsx";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field } from "../components/Field.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { deliveryChoices, stepPath } from "../lib/checkout.ts";
import { fieldId, type FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import type { Route } from "../routes/+types/delivery-verification";

export function DeliveryVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const c = t.checkout;
  const language = useLanguage();
  const { steps, limits } = loaderData;
  const result: FormResult | undefined = actionData;
  const values = result && !result.ok ? result.values : loaderData.values;
  const errors = result?.fields;
  const field = (name: string) => ({
    form: "delivery",
    name,
    errors,
    defaultValue: values[name] ?? "",
  });
  const methodError = errors?.delivery_method;
  const methodId = fieldId("delivery", "delivery_method");
  return (
    <CheckoutStep current="delivery-verification" done={steps} blocked={loaderData.blocked}>
      <ErrorSummary
        form="delivery"
        result={result}
        labels={{
          delivery_method: c.deliveryMethod,
          "delivery.address": c.address,
          "delivery.place": c.place,
          "delivery.zip": c.zip,
        }}
      />
      <Form
        method="post"
        className="form checkout__form checkout__delivery"
        action={stepPath(language, "delivery-verification")}
      >
        <fieldset
          className="choice checkout__choice"
          aria-describedby={methodError ? `${methodId}-error` : undefined}
        >
          <legend>{c.deliveryMethod}</legend>
          {methodError && (
            <p id={`${methodId}-error`} className="field__error">
              {methodError}
            </p>
          )}
          {deliveryChoices.map((method, index) => (
            <div key={method} className="checkout__option">
              <label className="choice__option">
                <input
                  type="radio"
                  name="delivery_method"
                  value={method}
                  required
                  defaultChecked={values.delivery_method === method}
                  id={index === 0 ? methodId : `${methodId}-${method}`}
                  aria-describedby={`${methodId}-${method}-hint`}
                />
                {c.deliveryMethods[method]}
              </label>
              <p id={`${methodId}-${method}-hint`} className="field__hint">
                {c.deliveryHints[method]}
              </p>
            </div>
          ))}
        </fieldset>
        <fieldset className="checkout__address">
          <legend>{c.deliveryAddress}</legend>
          <p className="field__hint">{c.deliveryAddressHint}</p>
          <Field
            {...field("delivery.address")}
            label={c.address}
            autoComplete="shipping street-address"
            maxLength={limits.address}
          />
          <Field
            {...field("delivery.place")}
            label={c.place}
            autoComplete="shipping address-level2"
            maxLength={limits.address}
          />
          <Field
            {...field("delivery.zip")}
            label={c.zip}
            hint={c.zipHint}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={limits.zip}
          />
        </fieldset>
        <div className="form__actions">
          <SubmitButton pending={t.forms.saving}>{c.toConfirmation}</SubmitButton>
          <Link className="button button--quiet" to={stepPath(language, "data-verification")}>
            {c.backToData}
          </Link>
        </div>
      </Form>
    </CheckoutStep>
  );
}
