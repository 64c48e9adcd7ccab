import { useRef } from "react";
import { Form, Link } from "react-router";
import { type FeedAccess, type FeedKeyView, REGENERATE } from "../lib/feeds.ts";
import { useMessages } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";
import { format } from "../locales/format.ts";
import type { B2bTexts } from "../locales/b2b.ts";
import { FeedKeyField } from "./FeedKeyField.tsx";
import { ShopLink } from "./ShopLink.tsx";

// Small islands (lib/island.tsx): without JavaScript the addresses stay selectable text and the
// new key is asked for on the page's confirmation step.
const CopyButton = island(() => import("./CopyButton.tsx").then((m) => m.CopyButton));
const FeedKeyRegenerate = island(() =>
  import("./FeedKeyRegenerate.tsx").then((m) => m.FeedKeyRegenerate),
);

/**
 * The top of the B2B page, by who is looking: a legal entity's key with its addresses, its use and
 * a way to replace it; a person is told feeds are for business buyers; a visitor is invited to log in.
 */
export function FeedKeyPanel({
  access,
  texts,
  action,
  confirm,
  regenerated,
  refusal,
}: {
  access: FeedAccess;
  texts: B2bTexts;
  /** The B2B page in its language: the action and the confirmation step live there. */
  action: string;
  confirm: boolean;
  regenerated: boolean;
  /** Why the last try to make a new key failed (sent without JavaScript), or "". */
  refusal: string;
}) {
  const unavailable = useMessages().feeds.unavailable;
  if (access.kind === "visitor") {
    return (
      <section aria-labelledby="feed-key-title" className="feed-key-panel">
        <h2 id="feed-key-title">{texts.visitor.title}</h2>
        <p>{texts.visitor.text}</p>
        <p className="feed-key-panel__actions">
          <ShopLink className="button" to={access.login}>
            {texts.visitor.login}
          </ShopLink>
          <ShopLink className="button button--secondary" to={access.register}>
            {texts.visitor.register}
          </ShopLink>
        </p>
      </section>
    );
  }
  if (access.kind === "person") {
    return (
      <section aria-labelledby="feed-key-title" className="feed-key-panel">
        <h2 id="feed-key-title">{texts.person.title}</h2>
        <p>{texts.person.text}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="feed-key-title" className="feed-key-panel">
      <h2 id="feed-key-title">{texts.key.title}</h2>
      {access.key ? (
        <CompanyKey
          view={access.key}
          texts={texts.key}
          feeds={texts.feeds}
          action={action}
          confirm={confirm}
          regenerated={regenerated}
          refusal={refusal}
        />
      ) : (
        <p className="notice notice--error">{unavailable}</p>
      )}
    </section>
  );
}

function CompanyKey({
  view,
  texts: t,
  feeds: { names },
  action,
  confirm,
  regenerated,
  refusal,
}: {
  view: FeedKeyView;
  texts: B2bTexts["key"];
  feeds: B2bTexts["feeds"];
  action: string;
  confirm: boolean;
  regenerated: boolean;
  refusal: string;
}) {
  const keyField = useRef<HTMLDivElement>(null);
  return (
    <>
      <p
        role="status"
        className={regenerated ? "notice notice--success" : "feed-key-panel__status"}
      >
        {regenerated ? t.regenerated : ""}
      </p>
      {refusal && (
        <p role="alert" className="notice notice--error">
          {refusal}
        </p>
      )}
      <p>{t.intro}</p>
      <div ref={keyField}>
        <FeedKeyField value={view.key} id="feed-key" />
      </div>
      <p className="feed-key-panel__facts">
        {format(t.created, { date: view.created })}{" "}
        {view.lastUsed ? format(t.lastUsed, { date: view.lastUsed }) : t.neverUsed}
      </p>

      <h3 id="feed-key-addresses">{t.addressesTitle}</h3>
      <p>{t.addressesIntro}</p>
      <table className="feed-table feed-table--addresses">
        <caption className="visually-hidden">{t.addressesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.feed}</th>
            <th scope="col">{t.address}</th>
          </tr>
        </thead>
        <tbody>
          {view.addresses.map((feed) => {
            const name = format(t.addressName, {
              feed: names[feed.name],
              format: feed.format.toUpperCase(),
            });
            return (
              <tr key={feed.url}>
                <th scope="row">{name}</th>
                <td>
                  <code className="feed-table__url">{feed.url}</code>{" "}
                  <CopyButton value={feed.url} name={name} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h3 id="feed-key-usage">{t.usageTitle}</h3>
      {view.usage.length === 0 ? (
        <p>{t.usageNone}</p>
      ) : (
        <table className="feed-table feed-table--usage">
          <caption className="visually-hidden">{t.usageCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col" className="feed-table__number">
                {t.requests}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.usage.map((use) => (
              <tr key={use.day}>
                <th scope="row">{use.day}</th>
                <td className="feed-table__number">{use.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3 id="feed-key-new">{t.regenerateTitle}</h3>
      <p>{t.regenerateIntro}</p>
      {confirm ? (
        // The question takes the focus as the page opens (`autofocus`, no script needed), as the
        // cart's does: the next Tab reaches "yes", not the top of the page.
        <section
          className="confirm-step"
          aria-labelledby="feed-key-confirm-title"
          tabIndex={-1}
          autoFocus
        >
          <h4 id="feed-key-confirm-title">{t.confirmTitle}</h4>
          <p>{t.confirmText}</p>
          <Form method="post" action={`${action}#feed-key-title`} className="form__actions">
            <input type="hidden" name="intent" value={REGENERATE} />
            <button type="submit" className="button button--danger">
              {t.confirm}
            </button>
            <Link to={action} className="button button--quiet">
              {t.cancel}
            </Link>
          </Form>
        </section>
      ) : (
        // Without JavaScript, the confirmation step opens where it is (further down than the
        // phone's first screen): it takes the focus, which scrolls it into view. No fragment in the
        // opener's address, as a browser runs no autofocus on a page opened at one. After it, the
        // page at the panel's top, which says what happened.
        <FeedKeyRegenerate
          action={action}
          texts={t}
          afterConfirm={() => keyField.current?.querySelector("input")?.focus()}
        />
      )}
    </>
  );
}
