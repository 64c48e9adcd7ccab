import { Form } from "react-router";
import { CheckoutStep } from "../components/CheckoutSteps.tsx";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field } from "../components/Field.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { stepPath } from "../lib/checkout.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import type { Route } from "../routes/+types/data-verification";

export function DataVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const c = t.checkout;
  const a = t.account;
  const language = useLanguage();
  const { company, limits, steps } = loaderData;
  const result = actionData;
  const values = result && !result.ok ? result.values : loaderData.values;
  const field = (name: string) => ({
    form: "buyer",
    name,
    errors: result?.fields,
    defaultValue: values[name] ?? "",
  });
  const labels: Record<string, string> = { name: a.name, email: a.email, phone: a.phone };
  if (company)
    Object.assign(labels, {
      "company.name": a.companyName,
      "company.oib": a.oib,
      "company.address": a.address,
      "company.place": a.place,
    });
  return (
    <CheckoutStep current="data-verification" done={steps} blocked={loaderData.blocked}>
      {loaderData.zipMissing && <p className="notice checkout__zip">{c.zipMissing}</p>}
      <ErrorSummary form="buyer" result={result} labels={labels} />
      <Form
        method="post"
        className="form checkout__form"
        action={stepPath(language, "data-verification")}
      >
        <fieldset>
          <legend>{c.buyer}</legend>
          <p className="field__hint">{c.buyerHint}</p>
          <Field
            {...field("name")}
            label={a.name}
            autoComplete="name"
            maxLength={limits.nameMax}
            required
          />
          <Field
            {...field("email")}
            type="email"
            label={a.email}
            autoComplete="email"
            maxLength={limits.emailMax}
            required
          />
          <Field
            {...field("phone")}
            type="tel"
            label={a.phone}
            hint={a.phoneHint}
            autoComplete="tel"
            maxLength={limits.phoneMax}
          />
        </fieldset>
        {company && (
          <fieldset>
            <legend>{c.company}</legend>
            <Field
              {...field("company.name")}
              label={a.companyName}
              autoComplete="organization"
              maxLength={limits.nameMax}
              required
            />
            <Field
              {...field("company.oib")}
              label={a.oib}
              hint={a.oibHint}
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              required
            />
            <Field
              {...field("company.address")}
              label={a.address}
              autoComplete="street-address"
              maxLength={limits.addressMax}
              required
            />
            <Field
              {...field("company.place")}
              label={a.place}
              autoComplete="address-level2"
              maxLength={limits.addressMax}
              required
            />
          </fieldset>
        )}
        <div className="form__actions">
          <SubmitButton pending={t.forms.saving}>{c.toDelivery}</SubmitButton>
        </div>
      </Form>
    </CheckoutStep>
  );
}
