import { useState } from "react";
import { Form } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { fieldId } from "../lib/forms.ts";
import { localizedPath } from "../lib/language.ts";
import { screenByName } from "../route-table.ts";
import { Field } from "./Field.tsx";
import { SpamGuard } from "./SpamGuard.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

const FORM = "footer-newsletter";

/**
 * The footer's newsletter form, on every page: a plain form that posts to the newsletter page,
 * which answers (with or without JavaScript). The proof of work starts only once the form is
 * used, so no page pays for it unasked; until then the honeypot stands alone.
 */
export function NewsletterSignup() {
  const t = useMessages();
  const n = t.newsletter;
  const language = useLanguage();
  const [used, setUsed] = useState(false);
  const page = screenByName.get("newsletter");
  return (
    <section aria-labelledby="footer-newsletter" className="newsletter-signup">
      <h2 id="footer-newsletter">{n.footerTitle}</h2>
      <p>{n.footerIntro}</p>
      <Form
        method="post"
        action={localizedPath(language, page ? page[language] : "/newsletter")}
        className="form"
        onFocus={() => setUsed(true)}
      >
        <input type="hidden" name="intent" value="subscribe" />
        <Field
          form={FORM}
          name="email"
          type="email"
          label={n.email}
          autoComplete="email"
          required
        />
        <Field form={FORM} name="consent" type="checkbox" label={n.consent} required />
        {used ? <SpamGuard form={FORM} /> : <Honeypot />}
        <SubmitButton intent="subscribe" pending={t.forms.sending}>
          {n.subscribe}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The honeypot of `SpamGuard` without its proof of work, until the form is used. */
function Honeypot() {
  const id = fieldId(FORM, "website");
  return (
    <div className="visually-hidden">
      <label htmlFor={id}>{useMessages().forms.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
