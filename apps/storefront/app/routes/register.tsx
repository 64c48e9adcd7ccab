import { accountLimits, type Company } from "@dukan/contract";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { refused, secret, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { guardScreen } from "../lib/guard.server.ts";
import { spamCheckOf } from "../lib/spam-check.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/register";
import { island } from "../lib/island.tsx";
import { companyFields } from "../lib/company-fields.ts";

/** Guests only; the form's limits are the API's. */
export function loader(args: Route.LoaderArgs) {
  guardScreen(args, "register");
  return { limits: accountLimits };
}

/**
 * Register a legal entity or a person. Company data is sent only for a legal
 * entity (without JavaScript the company fields are on the form for everyone).
 * The back end checks every field and mails the confirmation link.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const type = text(form, "type");
  const company = Object.fromEntries(
    companyFields.map((key) => [key, text(form, `company.${key}`)]),
  ) as Company;
  const values: Record<string, string> = {
    type,
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    newsletter: form.get("newsletter") === "on" ? "on" : "",
    ...Object.fromEntries(companyFields.map((key) => [`company.${key}`, company[key]])),
  };
  const outcome = await apiFor({ url, context }).register({
    type,
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    password: secret(form, "password"),
    password_confirmation: secret(form, "password_confirmation"),
    newsletter: values.newsletter === "on",
    ...(type === "company" ? { company } : {}),
    language: pageLanguage(url),
    ...spamCheckOf(form),
  });
  return outcome.ok
    ? succeeded("register", outcome.data.message)
    : refused("register", outcome, values);
}

export const meta = pageMeta("register");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/register.tsx").then((m) => m.RegisterPage));

export default function RegisterPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
