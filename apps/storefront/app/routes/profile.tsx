import { accountLimits, type Company, hasPermission, type User } from "@dukan/contract";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { DELETE_ACCOUNT } from "../components/PrivacyRights.tsx";
import { profileInquiries } from "../lib/contact.server.ts";
import { flashCookie } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { refused, secret, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { profileFeedKey } from "../lib/feeds.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { clearedSessionCookies, cookieHeaders } from "../lib/session.server.ts";
import type { Route } from "./+types/profile";
import { island } from "../lib/island.tsx";
import { companyFields } from "../lib/company-fields.ts";
import { profileOpenInvoices } from "../lib/invoices.server.ts";
import { formatDate } from "../lib/orders.server.ts";
import { format } from "../locales/format.ts";
import { newsletterPendingTexts } from "../locales/newsletter-pending.ts";

const noCompany: Company = {
  name: "",
  oib: "",
  address: "",
  place: "",
  post_office: "",
  phone: "",
};

/**
 * The customer's own data, straight from the session; company data, the key to the B2B feeds
 * (one call, lib/feeds.server.ts) and the open invoices with the payment terms only for legal entities. A page that shows a key is never stored.
 */
export async function loader(args: Route.LoaderArgs) {
  const session = customerOf(args, "profile");
  const emailChange = await confirmEmailChange(args, session);
  const { user } = session;
  const isCompany = hasPermission(user.scope, "company");
  const [feeds, inquiries, openInvoices, newsletterPending] = await Promise.all([
    isCompany ? profileFeedKey(args) : null,
    profileInquiries(args),
    isCompany ? profileOpenInvoices(apiFor(args), pageLanguage(args.url)) : null,
    user.newsletter ? null : newsletterPendingHint(args, user.email),
  ]);
  return data(
    {
      user: { name: user.name, email: user.email, phone: user.phone, newsletter: user.newsletter },
      newsletterPending,
      company: isCompany ? (user.company ?? noCompany) : null,
      feeds,
      inquiries,
      openInvoices,
      emailChange,
      limits: accountLimits,
    },
    feeds?.key ? { headers: { "cache-control": "private, no-store" } } : undefined,
  );
}

/**
 * The link mailed to a new e-mail address (`?email-change=<token>`, which a login keeps): used for
 * the account logged in. Done, the profile comes back without the token, saying so once (a flash);
 * refused (used, expired, another account's, the address taken meanwhile), the page says why.
 */
async function confirmEmailChange(
  args: Route.LoaderArgs,
  session: ReturnType<typeof customerOf>,
): Promise<{ ok: false; message: string } | null> {
  const token = args.url.searchParams.get("email-change");
  if (token === null) return null;
  const outcome = await apiFor(args).confirmEmailChange(token);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  session.user = outcome.data;
  const language = pageLanguage(args.url);
  // The page's top, where the flash is, and the details below it show the new address.
  throw redirect(args.url.pathname, {
    status: 303,
    headers: {
      "set-cookie": flashCookie(
        { notice: "email_changed", message: messagesFor(language).account.emailChanged },
        cookieOptions(args.context),
      ),
    },
  });
}

/** The mailed link works once: a form sent from the page it opened does not use it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (nextUrl.searchParams.has("email-change") && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

/**
 * What the newsletter box says while the subscription waits for its mailed link (to which address,
 * since when); null when it does not wait (`GET /api/me/newsletter`).
 */
async function newsletterPendingHint(
  args: Route.LoaderArgs,
  email: string,
): Promise<string | null> {
  const outcome = await apiFor(args).myNewsletter();
  if (!outcome.ok || outcome.data.status !== "pending" || outcome.data.asked_at === null)
    return null;
  const language = pageLanguage(args.url);
  return format(newsletterPendingTexts[language], {
    email,
    date: formatDate(outcome.data.asked_at, language),
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Five forms, one action: `details` (name, phone, newsletter), `company` (legal entities), `email`, `password`, `delete-account`. */
export async function action(args: Route.ActionArgs) {
  const session = customerOf(args, "profile");
  const api = apiFor(args);
  // The session was read before this action: a changed customer is what the loaders after it show
  // (the header's name too, when the page comes back whole without JavaScript).
  const changed = (user: User) => {
    session.user = user;
  };
  const form = await readForm(args.request);
  switch (form.get("intent")) {
    case "details": {
      const values = {
        name: text(form, "name"),
        phone: text(form, "phone"),
        newsletter: form.get("newsletter") === "on" ? "on" : "",
      };
      const outcome = await api.updateProfile({
        name: values.name,
        phone: values.phone,
        newsletter: values.newsletter === "on",
      });
      // Just ticked: the newsletter starts only with the mailed link (double opt-in), which the answer says.
      const ticked = values.newsletter === "on" && !session.user.newsletter;
      if (!outcome.ok) return refused("details", outcome, values);
      changed(outcome.data);
      return succeeded(
        "details",
        ticked ? messagesFor(pageLanguage(args.url)).account.savedNewsletterPending : "",
      );
    }
    case "company": {
      const company = Object.fromEntries(
        companyFields.map((key) => [key, text(form, `company.${key}`)]),
      ) as Company;
      const outcome = await api.updateProfile({ company });
      if (outcome.ok) changed(outcome.data);
      const values = Object.fromEntries(
        companyFields.map((key) => [`company.${key}`, company[key]]),
      );
      return outcome.ok ? succeeded("company") : refused("company", outcome, values);
    }
    case "email": {
      const values = { email: text(form, "email") };
      const outcome = await api.requestEmailChange({
        email: values.email,
        password: secret(form, "password"),
      });
      return outcome.ok
        ? succeeded("email", outcome.data.message)
        : refused("email", outcome, values);
    }
    case "password": {
      const outcome = await api.changePassword({
        old_password: secret(form, "old_password"),
        password: secret(form, "password"),
        password_confirmation: secret(form, "password_confirmation"),
      });
      return outcome.ok
        ? succeeded("password", outcome.data.message)
        : refused("password", outcome);
    }
    case DELETE_ACCOUNT: {
      // Deleted: the session's cookies go with it, and the customer is told on a page of their own,
      // opened at its content (`#content`: a redirect without a fragment would keep the form's).
      const outcome = await api.deleteAccount(secret(form, "password"));
      if (!outcome.ok) return refused(DELETE_ACCOUNT, outcome);
      const deleted = pageLanguage(args.url) === "en" ? "/en/account-deleted" : "/racun-izbrisan";
      return redirect(`${deleted}#content`, {
        status: 303,
        headers: cookieHeaders(clearedSessionCookies(cookieOptions(args.context))),
      });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export const meta = pageMeta("profile");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/profile.tsx").then((m) => m.ProfilePage));

export default function ProfilePageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
