import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useMessages } from "../lib/i18n.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { SuccessNotice } from "./SuccessNotice.tsx";

/**
 * The profile's "change e-mail address": the new address and the current password; the back end
 * mails a link to the new address, and the address changes when it is opened (the profile's loader
 * uses it). `refusedLink`: why a link just opened did not change it. The fields are emptied once
 * the link is sent.
 */
export function EmailChange({
  action,
  result,
  refusedLink,
  emailMax,
}: {
  action: string;
  result: FormResult | undefined;
  refusedLink: string | null;
  emailMax: number;
}) {
  const t = useMessages();
  const a = t.account;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section aria-labelledby="profile-email" className="profile__section">
      <h2 id="profile-email">{a.changeEmail}</h2>
      {refusedLink && (
        <p role="alert" className="notice notice--error">
          {refusedLink}
        </p>
      )}
      <SuccessNotice result={result} />
      <p>{a.changeEmailText}</p>
      <ErrorSummary
        form="email"
        result={result}
        labels={{ email: a.newEmail, password: a.currentPassword }}
      />
      <Form method="post" action={action} className="form" ref={form}>
        <input type="hidden" name="intent" value="email" />
        <Field
          form="email"
          name="email"
          type="email"
          label={a.newEmail}
          autoComplete="email"
          maxLength={emailMax}
          required
          defaultValue={result?.ok === false ? result.values?.email : undefined}
          errors={result?.fields}
        />
        <Field
          form="email"
          name="password"
          type="password"
          label={a.currentPassword}
          autoComplete="current-password"
          required
          errors={result?.fields}
        />
        <div className="form__actions">
          <SubmitButton intent="email" pending={t.forms.sending}>
            {a.changeEmailSubmit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
