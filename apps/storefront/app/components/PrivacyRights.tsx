import { limits } from "@dukan/contract/limits";
import { Form } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

export const DELETE_ACCOUNT = "delete-account";

/**
 * The profile's privacy rights: download my data (a JSON file), and delete my account behind a
 * `<details>` that asks for the password — a confirmation step that needs no script. A refused
 * password opens it again with the error on the field. `action`: where the form posts (the
 * profile, with this section's fragment).
 */
export function PrivacyRights({
  action,
  result,
}: {
  action: string;
  result: FormResult | undefined;
}) {
  const t = useMessages();
  const p = t.privacy.rights;
  const language = useLanguage();
  const refused = result?.ok === false;
  return (
    <section aria-labelledby="profile-privacy" className="profile__section">
      <h2 id="profile-privacy">{p.title}</h2>
      <p>{p.intro}</p>
      <p>
        <a
          href={language === "en" ? "/en/my-data.json" : "/moji-podaci.json"}
          download
          className="button button--secondary"
          aria-describedby="profile-privacy-download"
        >
          {p.download}
        </a>
      </p>
      <p id="profile-privacy-download" className="field__hint">
        {p.downloadHint}
      </p>
      <details className="privacy-rights__delete" open={refused || undefined}>
        <summary>{p.deleteOpen}</summary>
        <p>{p.deleteText}</p>
        <ErrorSummary form={DELETE_ACCOUNT} result={result} labels={{ password: p.password }} />
        <Form method="post" action={action} className="form">
          <input type="hidden" name="intent" value={DELETE_ACCOUNT} />
          <Field
            form={DELETE_ACCOUNT}
            name="password"
            type="password"
            label={p.password}
            hint={p.passwordHint}
            autoComplete="current-password"
            maxLength={limits.passwordMax}
            required
            errors={result?.fields}
          />
          <div className="form__actions">
            <SubmitButton
              intent={DELETE_ACCOUNT}
              pending={p.deleting}
              className="button button--danger"
            >
              {p.deleteConfirm}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </section>
  );
}
