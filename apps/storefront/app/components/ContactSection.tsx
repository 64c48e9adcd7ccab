import type { FormResult } from "../lib/forms.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import type { ContactTexts } from "../locales/contact.ts";
import { ContactForm, type ContactFormLimits, type ContactPrefill } from "./ContactForm.tsx";
import { InquiryForm } from "./InquiryForm.tsx";
import { ShopLink } from "./ShopLink.tsx";

export interface ContactSectionData {
  texts: ContactTexts;
  limits: ContactFormLimits;
  prefill: ContactPrefill;
  inquiryProduct: { itemCode: string; name: string; path: string } | null;
  loggedIn: boolean;
  sent: "contact" | "inquiry" | null;
}

/**
 * The contact page's form part (lib/contact.server.ts): the thanks after a message or an
 * inquiry was sent, else the inquiry form when a product is named, else the contact form.
 */
export function ContactSection({
  data,
  result,
}: {
  data: ContactSectionData;
  result: FormResult | undefined;
}) {
  const language = useLanguage();
  const { texts } = data;
  if (data.sent) {
    return (
      <section className="contact-form" aria-labelledby="contact-sent">
        <p id="contact-sent" role="status" className="notice notice--success">
          {data.sent === "inquiry"
            ? `${texts.inquirySent}. ${texts.inquirySentMore}`
            : texts.contactSent}
        </p>
        {data.sent === "inquiry" && data.loggedIn && (
          <p>
            <ShopLink to={`${localizedPath(language, "/profile")}#inquiries`}>
              {texts.inquiriesInProfile}
            </ShopLink>
          </p>
        )}
        <p>
          <ShopLink to={localizedPath(language, "/contact")}>{texts.anotherMessage}</ShopLink>
        </p>
      </section>
    );
  }
  if (data.inquiryProduct) {
    return (
      <>
        <InquiryForm
          texts={texts}
          limits={data.limits}
          prefill={data.prefill}
          product={data.inquiryProduct}
          result={result}
        />
        <p>
          <ShopLink to={localizedPath(language, "/contact")}>{texts.otherQuestion}</ShopLink>
        </p>
      </>
    );
  }
  return <ContactForm texts={texts} limits={data.limits} prefill={data.prefill} result={result} />;
}
