import { contactLimits } from "@dukan/contract";
import { redirect } from "react-router";
import type { ListedInquiry } from "../components/MyInquiries.tsx";
import { productPath } from "../components/ProductCard.tsx";
import { contactTexts } from "../locales/contact.ts";
import { apiFor, pageLanguage } from "./context.ts";
import { readForm } from "./forms.server.ts";
import { refused, text } from "./forms.ts";
import { localizedPath } from "./language.ts";
import { formatDate } from "./orders.server.ts";
import { spamCheckOf } from "./spam-check.ts";

type LoaderArgs = Parameters<typeof apiFor>[0] & { request: Request };

const sentForms = ["contact", "inquiry"] as const;

/** The product an inquiry is about (`?product=<slug>` from the product page's "Send inquiry"). */
export interface InquiryProduct {
  itemCode: string;
  name: string;
  path: string;
}

/**
 * What the contact page's form needs: the product of an inquiry (or none: the contact form), the
 * logged-in customer's data to fill in, the limits, the texts, and what was just sent
 * (`?sent=contact|inquiry`, where the action sends the browser after a success).
 */
export async function contactFormData(args: LoaderArgs) {
  const language = pageLanguage(args.url);
  const search = args.url.searchParams;
  const slug = search.get("product")?.trim() ?? "";
  const product = slug && /^[\w-]{1,200}$/.test(slug) ? await apiFor(args).product(slug) : null;
  const user = args.context.session?.user;
  const sent = search.get("sent");
  return {
    texts: contactTexts[language],
    limits: contactLimits,
    inquiryProduct: product
      ? ({
          itemCode: product.item_code,
          name: language === "en" ? product.name_en || product.name_hr : product.name_hr,
          path: productPath(product, language),
        } satisfies InquiryProduct)
      : null,
    prefill: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      company: user?.company?.name ?? "",
    },
    loggedIn: Boolean(user),
    sent: sentForms.find((form) => form === sent) ?? null,
  };
}

/**
 * The contact page's one action: `intent` names the form (contact message or inquiry). Success
 * goes to the page's `?sent=` address (a redirect: with JavaScript a navigation without a reload,
 * without it a new page, and a reload sends nothing twice); a refusal shows each error beside its field.
 */
export async function contactAction(args: LoaderArgs) {
  const { request } = args;
  const language = pageLanguage(args.url);
  const form = await readForm(request);
  const api = apiFor(args);
  const intent = form.get("intent") === "inquiry" ? "inquiry" : "contact";
  // A message longer than the limit is cut just past it: the API then names the field (too long), never a 413.
  const message = text(form, "message").slice(0, contactLimits.messageMax + 1);
  const common = {
    name: text(form, "name"),
    email: text(form, "email"),
    message,
    consent: form.get("consent") === "on",
    language,
    ...spamCheckOf(form),
  };
  const values: Record<string, string> = {
    name: common.name,
    email: common.email,
    message,
    consent: common.consent ? "on" : "",
  };
  if (intent === "inquiry") {
    const inquiry = {
      ...common,
      item_code: text(form, "item_code"),
      quantity: text(form, "quantity"),
      phone: text(form, "phone"),
      company: text(form, "company"),
    };
    const outcome = await api.sendInquiry(inquiry);
    if (!outcome.ok)
      return refused(intent, outcome, {
        ...values,
        quantity: inquiry.quantity,
        phone: inquiry.phone,
        company: inquiry.company,
      });
    return redirect(`${localizedPath(language, "/contact")}?sent=inquiry`, 303);
  }
  const subject = text(form, "subject");
  const outcome = await api.sendContactMessage({ ...common, subject });
  if (!outcome.ok) return refused(intent, outcome, { ...values, subject });
  return redirect(`${localizedPath(language, "/contact")}?sent=contact`, 303);
}

/** The profile's "My inquiries" (`GET /api/me/inquiries`): the texts and the list, or null when the back end could not say. */
export async function profileInquiries(args: LoaderArgs) {
  const language = pageLanguage(args.url);
  const texts = contactTexts[language].myInquiries;
  const outcome = await apiFor(args).myInquiries();
  const list: ListedInquiry[] | null = outcome.ok
    ? outcome.data.map((inquiry) => ({
        id: inquiry.id,
        date: formatDate(inquiry.created_at, language),
        itemCode: inquiry.item_code,
        productName: inquiry.product_name,
        quantity: inquiry.quantity,
        status: texts.statuses[inquiry.status],
      }))
    : null;
  return { texts, list };
}
