import { accountLimits } from "@dukan/contract";
import { data, Form, redirect } from "react-router";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field } from "../components/Field.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { SuccessNotice } from "../components/SuccessNotice.tsx";
import { flashCookie } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { type FormResult, refused, secret, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { guardScreen } from "../lib/guard.server.ts";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import { formatDateTime } from "../lib/orders.server.ts";
import { clearedPendingAddCookie, readPendingAdd } from "../lib/pending-add.server.ts";
import { cookieHeaders, sessionCookies } from "../lib/session.server.ts";
import { format } from "../locales/format.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/password-reset";

/**
 * Guests only. Without a token: ask for the link. With `?token=` (the link from the mail): choose the
 * new password, until when the link works said, or at once that it is spent (used, expired or cut
 * short by the mail program) and the form to ask for a new one.
 */
export async function loader(args: Route.LoaderArgs) {
  guardScreen(args, "password-reset");
  const token = args.url.searchParams.get("token");
  const passwordMin = accountLimits.passwordMin;
  if (token === null) return { token, passwordMin, validUntil: null, linkRefused: null };
  const checked = await apiFor(args).checkPasswordResetLink(token);
  if (checked.ok) {
    const validUntil = formatDateTime(checked.data.expires_at, pageLanguage(args.url));
    return { token, passwordMin, validUntil, linkRefused: null };
  }
  // Only a refused link is said here; any other failure leaves the form, whose answer will say it.
  return checked.code === "invalid_link"
    ? { token: null, passwordMin, validUntil: null, linkRefused: checked.message }
    : { token, passwordMin, validUntil: null, linkRefused: null };
}

/**
 * `send-link` mails a reset link (the answer is the same whether or not the address
 * has an account); `reset` sets the new password, which also logs the customer in, and the home
 * page says so once (a flash, as after a cart change without JavaScript).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const api = apiFor({ url, context });
  switch (form.get("intent")) {
    case "send-link": {
      const email = text(form, "email");
      const outcome = await api.forgotPassword(email);
      return outcome.ok
        ? succeeded("send-link", outcome.data.message)
        : refused("send-link", outcome, { email });
    }
    case "reset": {
      const outcome = await api.resetPassword({
        token: text(form, "token"),
        password: secret(form, "password"),
        password_confirmation: secret(form, "password_confirmation"),
      });
      if (!outcome.ok) return refused("reset", outcome);
      const language = pageLanguage(url);
      const options = cookieOptions(context);
      // Logged in with the new password: home, which says so once.
      const headers = cookieHeaders(sessionCookies(outcome.data, options));
      // An add kept from before a login is not made by a reset (a mailed link, maybe much later): it goes.
      if (readPendingAdd(request.headers.get("cookie")).present)
        headers.append("set-cookie", clearedPendingAddCookie(options));
      headers.append(
        "set-cookie",
        flashCookie(
          { notice: "password_changed", message: messagesFor(language).account.passwordResetDone },
          options,
        ),
      );
      return redirect(localizedPath(language, "/"), { status: 303, headers });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export const meta = pageMeta("password-reset");

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const a = t.account;
  const result: FormResult | undefined = actionData;
  // A used or expired link (known when the page opened, or when the new password was sent): ask
  // for a new one instead of the new password.
  const linkRefused =
    result?.intent === "reset" && result.code === "invalid_link"
      ? result.message
      : loaderData.linkRefused;
  const choosing = loaderData.token !== null && linkRefused === null;
  return (
    <article className="page container">
      <h1>{t.pages["password-reset"].title}</h1>
      {choosing ? (
        <NewPasswordForm
          token={loaderData.token ?? ""}
          passwordMin={loaderData.passwordMin}
          validUntil={loaderData.validUntil}
          result={result}
        />
      ) : (
        <>
          {linkRefused !== null && result?.intent !== "send-link" && (
            <p role="alert" className="notice notice--error">
              {linkRefused || t.forms.failed}
            </p>
          )}
          {result?.intent === "send-link" && result.ok ? (
            <SuccessNotice result={result} text={a.linkSent} />
          ) : (
            <SendLinkForm result={result?.intent === "send-link" ? result : undefined} />
          )}
        </>
      )}
    </article>
  );
}

function SendLinkForm({ result }: { result: FormResult | undefined }) {
  const t = useMessages();
  return (
    <div className="account-form">
      <p className="page__intro">{t.pages["password-reset"].intro}</p>
      <ErrorSummary form="reset-link" result={result} labels={{ email: t.account.email }} />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="send-link" />
        <Field
          form="reset-link"
          name="email"
          type="email"
          label={t.account.email}
          autoComplete="username"
          required
          defaultValue={result?.values.email}
          errors={result?.fields}
        />
        <div className="form__actions">
          <SubmitButton intent="send-link" pending={t.forms.sending}>
            {t.account.sendLink}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function NewPasswordForm({
  token,
  passwordMin,
  validUntil,
  result,
}: {
  token: string;
  passwordMin: number;
  validUntil: string | null;
  result: FormResult | undefined;
}) {
  const t = useMessages();
  const a = t.account;
  const language = useLanguage();
  const labels = {
    password: a.newPassword,
    password_confirmation: a.newPasswordConfirmation,
    token: a.askNewLink,
  };
  return (
    <div className="account-form">
      <h2>{a.newPasswordTitle}</h2>
      <p>
        {a.newPasswordText}
        {validUntil !== null && <> {format(a.linkValidUntil, { until: validUntil })}</>}
      </p>
      <ErrorSummary form="reset" result={result} labels={labels} />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <Field
          form="reset"
          name="password"
          type="password"
          label={a.newPassword}
          hint={plural(language, passwordMin, a.passwordLength)}
          autoComplete="new-password"
          minLength={passwordMin}
          required
          errors={result?.fields}
        />
        <Field
          form="reset"
          name="password_confirmation"
          type="password"
          label={a.newPasswordConfirmation}
          autoComplete="new-password"
          required
          errors={result?.fields}
        />
        <div className="form__actions">
          <SubmitButton intent="reset" pending={t.forms.saving}>
            {a.saveNewPassword}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
