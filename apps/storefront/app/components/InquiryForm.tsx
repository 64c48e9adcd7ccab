import { Form } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatNumber } from "../lib/number-format.ts";
import type { ContactTexts } from "../locales/contact.ts";
import { format } from "../locales/index.ts";
import { ConsentField } from "./ConsentField.tsx";
import type { ContactFormLimits, ContactPrefill } from "./ContactForm.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { MessageField } from "./MessageField.tsx";
import { ShopLink } from "./ShopLink.tsx";
import { SpamGuard } from "./SpamGuard.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

/**
 * "Send inquiry" about one product: the product named (its name links back to it, its item code
 * beside it), the quantity wanted, a message, and who asks — a logged-in customer's data filled in.
 */
export function InquiryForm({
  texts,
  limits,
  prefill,
  product,
  result,
}: {
  texts: ContactTexts;
  limits: ContactFormLimits;
  prefill: ContactPrefill;
  product: { itemCode: string; name: string; path: string };
  result: FormResult | undefined;
}) {
  const t = useMessages();
  const language = useLanguage();
  const refusal = result?.intent === "inquiry" ? result : undefined;
  const values = refusal?.values ?? {
    name: prefill.name,
    email: prefill.email,
    phone: prefill.phone,
    company: prefill.company,
  };
  const errors = refusal?.fields;
  const field = (name: string) => ({
    form: "inquiry",
    name,
    errors,
    defaultValue: values[name] ?? "",
  });
  const optional = (label: string) => `${label} ${t.forms.optional}`;
  return (
    <section className="contact-form" aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title">{texts.inquiryTitle}</h2>
      <p>{texts.inquiryIntro}</p>
      <dl className="inquiry-product">
        <dt>{texts.product}</dt>
        <dd>
          <ShopLink to={product.path}>{product.name}</ShopLink>
        </dd>
        <dt>{texts.itemCode}</dt>
        <dd>{product.itemCode}</dd>
      </dl>
      <ErrorSummary
        form="inquiry"
        result={refusal}
        labels={{
          item_code: texts.itemCode,
          quantity: texts.quantity,
          message: texts.message,
          name: texts.name,
          email: texts.email,
          phone: texts.phone,
          company: texts.company,
          consent: texts.consent,
        }}
      />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="inquiry" />
        <input type="hidden" name="item_code" value={product.itemCode} />
        <Field
          {...field("quantity")}
          defaultValue={values.quantity ?? "1"}
          type="number"
          inputMode="numeric"
          min={1}
          max={99_999}
          step={1}
          label={texts.quantity}
          hint={texts.quantityHint}
          required
        />
        <MessageField
          {...field("message")}
          label={optional(texts.message)}
          hint={format(texts.messageHint, { max: formatNumber(limits.messageMax, language) })}
          maxLength={limits.messageMax}
          rows={6}
        />
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
        <Field
          {...field("phone")}
          type="tel"
          label={optional(texts.phone)}
          autoComplete="tel"
          maxLength={limits.phoneMax}
        />
        <Field
          {...field("company")}
          label={optional(texts.company)}
          autoComplete="organization"
          maxLength={limits.companyMax}
        />
        <ConsentField
          form="inquiry"
          label={texts.consent}
          more={texts.consentMore}
          errors={errors}
          checked={values.consent === "on"}
        />
        <SpamGuard form="inquiry" renew={result} />
        <div className="form__actions">
          <SubmitButton pending={t.forms.sending} intent="inquiry">
            {texts.sendInquiry}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
