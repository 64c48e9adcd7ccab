import { Form } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatNumber } from "../lib/number-format.ts";
import type { ContactTexts } from "../locales/contact.ts";
import { format } from "../locales/index.ts";
import { ConsentField } from "./ConsentField.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { MessageField } from "./MessageField.tsx";
import { SpamGuard } from "./SpamGuard.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

export interface ContactPrefill {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export interface ContactFormLimits {
  nameMax: number;
  emailMax: number;
  phoneMax: number;
  companyMax: number;
  subjectMax: number;
  messageMax: number;
}

/** The contact form: name, e-mail, subject, message and the consent, with the spam check; a logged-in customer's data filled in. */
export function ContactForm({
  texts,
  limits,
  prefill,
  result,
}: {
  texts: ContactTexts;
  limits: ContactFormLimits;
  prefill: ContactPrefill;
  result: FormResult | undefined;
}) {
  const t = useMessages();
  const language = useLanguage();
  const refusal = result?.intent === "contact" ? result : undefined;
  const values = refusal?.values ?? { name: prefill.name, email: prefill.email };
  const errors = refusal?.fields;
  const field = (name: string) => ({
    form: "contact",
    name,
    errors,
    defaultValue: values[name] ?? "",
  });
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{texts.contactTitle}</h2>
      <ErrorSummary
        form="contact"
        result={refusal}
        labels={{
          name: texts.name,
          email: texts.email,
          subject: texts.subject,
          message: texts.message,
          consent: texts.consent,
        }}
      />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="contact" />
        <Field
          {...field("name")}
          label={texts.name}
          autoComplete="name"
          maxLength={limits.nameMax}
          required
        />
        <Field
          {...field("email")}
          type="email"
          label={texts.email}
          autoComplete="email"
          maxLength={limits.emailMax}
          required
        />
        <Field {...field("subject")} label={texts.subject} maxLength={limits.subjectMax} required />
        <MessageField
          {...field("message")}
          label={texts.message}
          hint={format(texts.messageHint, { max: formatNumber(limits.messageMax, language) })}
          maxLength={limits.messageMax}
          rows={8}
          required
        />
        <ConsentField
          form="contact"
          label={texts.consent}
          more={texts.consentMore}
          errors={errors}
          checked={values.consent === "on"}
        />
        <SpamGuard form="contact" renew={result} />
        <div className="form__actions">
          <SubmitButton pending={t.forms.sending} intent="contact">
            {texts.send}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
