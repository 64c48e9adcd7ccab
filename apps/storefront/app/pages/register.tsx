import { Form } from "react-router";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field, RequiredMark } from "../components/Field.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { SpamGuard } from "../components/SpamGuard.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { SuccessNotice } from "../components/SuccessNotice.tsx";
import { type FormResult, fieldId } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { type Messages } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { screenByName } from "../route-table.ts";
import type { Route } from "../routes/+types/register";

export function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const a = t.account;
  const language = useLanguage();
  const result: FormResult | undefined = actionData;
  const { limits } = loaderData;
  const gdpr = screenByName.get("gdpr");
  const loginLink = (
    <p>
      {a.haveAccount} <ShopLink to={localizedPath(language, "/login")}>{a.loginLink}</ShopLink>
    </p>
  );
  if (result?.ok) {
    return (
      <InfoPage name="register">
        <SuccessNotice result={result} text={a.registered} />
        {loginLink}
      </InfoPage>
    );
  }
  const values = result?.values ?? {};
  const errors = result?.fields;
  const field = (name: string) => ({
    form: "register",
    name,
    errors,
    defaultValue: values[name],
    marked: true,
  });
  return (
    <InfoPage name="register">
      <div className="account-form">
        <ErrorSummary form="register" result={result} labels={labelsOf(a)} />
        <Form method="post" className="form form--register">
          <p className="form__required-note">{t.forms.requiredNote}</p>
          <fieldset
            className="choice"
            aria-describedby={errors?.type ? `${fieldId("register", "type")}-error` : undefined}
          >
            <legend>
              {a.customerType}
              <RequiredMark />
            </legend>
            {errors?.type && (
              <p id={`${fieldId("register", "type")}-error`} className="field__error">
                {errors.type}
              </p>
            )}
            {(["company", "person"] as const).map((type, index) => (
              <label key={type} className="choice__option">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  required
                  defaultChecked={values.type === type}
                  id={index === 0 ? fieldId("register", "type") : undefined}
                />
                {a[type]}
              </label>
            ))}
          </fieldset>
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
          <Field
            {...field("password")}
            defaultValue={undefined}
            type="password"
            label={a.password}
            hint={plural(language, limits.passwordMin, a.passwordLength)}
            autoComplete="new-password"
            minLength={limits.passwordMin}
            maxLength={limits.passwordMax}
            required
          />
          <Field
            {...field("password_confirmation")}
            defaultValue={undefined}
            type="password"
            label={a.passwordConfirmation}
            autoComplete="new-password"
            maxLength={limits.passwordMax}
            required
          />
          {/* Hidden by CSS once "private person" is chosen; shown to every browser that cannot tell. */}
          <fieldset className="form__group company-fields">
            <legend>{a.companyData}</legend>
            {/* Required of legal entities only: `aria-required`, as `required` would stop a person's form, whose fields are hidden. */}
            <p className="field__hint">{a.companyOnly}</p>
            <Field
              {...field("company.name")}
              aria-required
              label={a.companyName}
              autoComplete="organization"
              maxLength={limits.nameMax}
            />
            <Field
              {...field("company.oib")}
              aria-required
              label={a.oib}
              hint={a.oibHint}
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
            />
            <Field
              {...field("company.address")}
              aria-required
              label={a.address}
              autoComplete="street-address"
              maxLength={limits.addressMax}
            />
            <Field
              {...field("company.place")}
              aria-required
              label={a.place}
              autoComplete="address-level2"
              maxLength={limits.nameMax}
            />
            <Field
              {...field("company.post_office")}
              aria-required
              label={a.postOffice}
              hint={a.postOfficeHint}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={limits.postOfficeMax}
            />
            <Field
              {...field("company.phone")}
              aria-required
              type="tel"
              label={a.companyPhone}
              autoComplete="tel"
              maxLength={limits.phoneMax}
            />
          </fieldset>
          <Field
            form="register"
            name="newsletter"
            type="checkbox"
            label={a.newsletter}
            hint={t.newsletter.consentHint}
            errors={errors}
            defaultChecked={values.newsletter === "on"}
          />
          <SpamGuard form="register" renew={result} />
          {/* Told where the data is asked for (GDPR Art. 13), with the way to the whole notice. */}
          <p className="field__hint">
            {a.registerPrivacy}{" "}
            {gdpr && (
              <ShopLink to={localizedPath(language, gdpr[language])}>{a.privacyLink}</ShopLink>
            )}
          </p>
          <div className="form__actions">
            <SubmitButton pending={t.forms.sending}>{a.register}</SubmitButton>
          </div>
        </Form>
        {loginLink}
      </div>
    </InfoPage>
  );
}

function labelsOf(a: Messages["account"]): Record<string, string> {
  return {
    type: a.customerType,
    name: a.name,
    email: a.email,
    phone: a.phone,
    password: a.password,
    password_confirmation: a.passwordConfirmation,
    newsletter: a.newsletter,
    "company.name": a.companyName,
    "company.oib": a.oib,
    "company.address": a.address,
    "company.place": a.place,
    "company.post_office": a.postOffice,
    "company.phone": a.companyPhone,
  };
}
