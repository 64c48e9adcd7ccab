import { data, Form } from "react-router";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { Field } from "../components/Field.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { SpamGuard } from "../components/SpamGuard.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { type FormResult, refused, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import { spamCheckOf } from "../lib/spam-check.ts";
import { screenByName } from "../route-table.ts";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter page. A mailed link only opens it (`?confirm=` or `?unsubscribe=`): the button
 * posts, so a mail scanner that opens links confirms and unsubscribes nothing. Without a token it
 * offers the subscription and an unsubscribe by address; the footer's form posts here too.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams;
  return { confirm: query.get("confirm"), unsubscribe: query.get("unsubscribe") };
}

/**
 * One action, the form's `intent` naming the change. A mail client's RFC 8058 one-click
 * unsubscribe posts `List-Unsubscribe=One-Click` to the link of the `List-Unsubscribe` header.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const api = apiFor({ url, context });
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  switch (oneClick ? "unsubscribe" : form.get("intent")) {
    case "subscribe": {
      const values = {
        email: text(form, "email"),
        consent: form.get("consent") === "on" ? "on" : "",
      };
      const outcome = await api.subscribeNewsletter({
        email: values.email,
        consent: values.consent === "on",
        language: pageLanguage(url),
        ...spamCheckOf(form),
      });
      return outcome.ok
        ? succeeded("subscribe", outcome.data.message)
        : refused("subscribe", outcome, values);
    }
    case "confirm": {
      const outcome = await api.confirmNewsletter(
        text(form, "token") || (url.searchParams.get("confirm") ?? ""),
      );
      return outcome.ok ? succeeded("confirm", outcome.data.message) : refused("confirm", outcome);
    }
    case "unsubscribe": {
      const token = text(form, "token") || (url.searchParams.get("unsubscribe") ?? "");
      const outcome = await api.unsubscribeNewsletter({ token });
      return outcome.ok
        ? succeeded("unsubscribe", outcome.data.message)
        : refused("unsubscribe", outcome);
    }
    case "unsubscribe-address": {
      const email = text(form, "email");
      const outcome = await api.unsubscribeNewsletter({ email });
      return outcome.ok
        ? succeeded("unsubscribe-address", outcome.data.message)
        : refused("unsubscribe-address", outcome, { email });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export const meta = pageMeta("newsletter");

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const n = t.newsletter;
  const language = useLanguage();
  const result: FormResult | undefined = actionData;
  const done = result?.ok ? result : undefined;
  const linkRefused =
    result && !result.ok && (result.intent === "confirm" || result.intent === "unsubscribe")
      ? result
      : undefined;
  const gdpr = screenByName.get("gdpr");
  return (
    <article className="page container newsletter-page">
      <h1>{t.pages.newsletter.title}</h1>
      <p className="page__intro">{t.pages.newsletter.intro}</p>
      {done && (
        <p role="status" className="notice notice--success">
          {done.message}
        </p>
      )}
      {linkRefused && (
        <p role="alert" className="notice notice--error">
          {linkRefused.message || t.forms.failed}
        </p>
      )}
      {done ? (
        <p>
          <ShopLink to={localizedPath(language, "/")}>{n.backHome}</ShopLink>
        </p>
      ) : loaderData.confirm && !linkRefused ? (
        <TokenForm
          intent="confirm"
          token={loaderData.confirm}
          title={n.confirmTitle}
          text={n.confirmText}
          button={n.confirm}
        />
      ) : loaderData.unsubscribe && !linkRefused ? (
        <TokenForm
          intent="unsubscribe"
          token={loaderData.unsubscribe}
          title={n.unsubscribeTitle}
          text={n.unsubscribeLinkText}
          button={n.unsubscribe}
        />
      ) : (
        <>
          <SubscribeForm result={result?.intent === "subscribe" ? result : undefined} />
          <UnsubscribeAddressForm
            result={result?.intent === "unsubscribe-address" ? result : undefined}
          />
        </>
      )}
      <p className="field__hint">
        {n.keeping}{" "}
        {gdpr && <ShopLink to={localizedPath(language, gdpr[language])}>{n.privacyLink}</ShopLink>}
      </p>
    </article>
  );
}

/** A mailed link's page: one button that posts the token. */
function TokenForm(props: {
  intent: "confirm" | "unsubscribe";
  token: string;
  title: string;
  text: string;
  button: string;
}) {
  const t = useMessages();
  return (
    <section className="account-form" aria-labelledby={`newsletter-${props.intent}`}>
      <h2 id={`newsletter-${props.intent}`}>{props.title}</h2>
      <p>{props.text}</p>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="token" value={props.token} />
        <div className="form__actions">
          <SubmitButton intent={props.intent} pending={t.forms.sending}>
            {props.button}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function SubscribeForm({ result }: { result: FormResult | undefined }) {
  const t = useMessages();
  const n = t.newsletter;
  return (
    <section className="account-form" aria-labelledby="newsletter-subscribe">
      <h2 id="newsletter-subscribe">{n.subscribeTitle}</h2>
      <p>{n.subscribeIntro}</p>
      <ErrorSummary
        form="newsletter"
        result={result}
        labels={{ email: n.email, consent: n.consent }}
      />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="subscribe" />
        <Field
          form="newsletter"
          name="email"
          type="email"
          label={n.email}
          autoComplete="email"
          required
          defaultValue={result?.values.email}
          errors={result?.fields}
        />
        <Field
          form="newsletter"
          name="consent"
          type="checkbox"
          label={n.consent}
          hint={n.consentHint}
          required
          defaultChecked={result?.values.consent === "on"}
          errors={result?.fields}
        />
        <SpamGuard form="newsletter" renew={result} />
        <div className="form__actions">
          <SubmitButton intent="subscribe" pending={t.forms.sending}>
            {n.subscribe}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function UnsubscribeAddressForm({ result }: { result: FormResult | undefined }) {
  const t = useMessages();
  const n = t.newsletter;
  return (
    <section className="account-form" aria-labelledby="newsletter-unsubscribe">
      <h2 id="newsletter-unsubscribe">{n.unsubscribeTitle}</h2>
      <p>{n.unsubscribeAddressText}</p>
      <ErrorSummary form="newsletter-leave" result={result} labels={{ email: n.email }} />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="unsubscribe-address" />
        <Field
          form="newsletter-leave"
          name="email"
          type="email"
          label={n.email}
          autoComplete="email"
          required
          defaultValue={result?.values.email}
          errors={result?.fields}
        />
        <div className="form__actions">
          <SubmitButton intent="unsubscribe-address" pending={t.forms.sending}>
            {n.unsubscribeAddress}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
