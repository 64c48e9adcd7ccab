import { Form, useLocation } from "react-router";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field } from "../components/Field.tsx";
import { ForgotPassword } from "../components/ForgotPassword.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { type FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import type { Route } from "../routes/+types/login";

export function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const a = t.account;
  const language = useLanguage();
  const result: FormResult | undefined = actionData;
  const resetPath = localizedPath(language, "/password-reset");
  const { confirmation, pendingAdd } = loaderData;
  const formAction = useActionWithout("confirm");
  return (
    <InfoPage name="login" intro={pendingAdd && a.pendingAdd[pendingAdd]}>
      {confirmation && (
        <p
          role="status"
          className={confirmation.ok ? "notice notice--success" : "notice notice--error"}
        >
          {confirmation.message || t.forms.failed}
        </p>
      )}
      <div className="account-form">
        <ErrorSummary
          form="login"
          result={result}
          labels={{ email: a.email, password: a.password }}
        >
          {result?.code === "password_reset_required" && (
            // An account from the old site: one press sends the link to set a new password.
            <Form method="post" action={resetPath}>
              <input type="hidden" name="intent" value="send-link" />
              <input type="hidden" name="email" value={result.values.email ?? ""} />
              <button type="submit" className="button button--secondary">
                {a.resetRequiredOffer}
              </button>
            </Form>
          )}
        </ErrorSummary>
        <Form method="post" action={formAction} className="form">
          <Field
            form="login"
            name="email"
            type="email"
            label={a.email}
            autoComplete="username"
            required
            defaultValue={result?.values.email}
            errors={result?.fields}
          />
          <Field
            form="login"
            name="password"
            type="password"
            label={a.password}
            autoComplete="current-password"
            required
            errors={result?.fields}
          />
          <div className="form__actions">
            <SubmitButton pending={a.loggingIn}>{a.logIn}</SubmitButton>
          </div>
        </Form>
        <ForgotPassword resetPath={resetPath} email={result?.values.email} />
        <p>
          {a.noAccount}{" "}
          <ShopLink to={localizedPath(language, "/register")}>{a.registerLink}</ShopLink>
        </p>
      </div>
    </InfoPage>
  );
}

/** This page's address without one query parameter: the login form keeps `?redirect=` but not a used `?confirm=`. */
function useActionWithout(parameter: string): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(parameter);
  return query.size > 0 ? `${pathname}?${query}` : pathname;
}
