import type { CustomerRebate } from "@dukan/contract";
import { Fragment } from "react";
import { data, redirect } from "react-router";
import { ShopLink } from "../components/ShopLink.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf, loginPath } from "../lib/guard.server.ts";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { languageOfPath } from "../lib/language.ts";
import { formatPercent } from "../lib/number-format.ts";
import { brandPath, categoryPath, screenPath } from "../lib/lists-paths.ts";
import { titled } from "../lib/meta.ts";
import type { Messages } from "../locales/index.ts";
import type { Route } from "./+types/my-rebate";

/** Customers only: a logged-out visitor logs in first and comes back. The rebates come biggest first. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "my-rebate");
  const outcome = await apiFor(args).myRebates();
  if (outcome.ok) return { rebates: outcome.data };
  // The session ended between the session check and this call: log in again.
  if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
  throw data(null, { status: outcome.status >= 500 ? 502 : outcome.status });
}

/** Not `pageMeta`: the page's intro in `pages` is the empty-list message. Kept out of search results like every account screen. */
export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesFor(languageOfPath(location.pathname));
  return [
    ...titled(location.pathname, t.pages["my-rebate"].title, t.lists.rebates.description),
    { name: "robots", content: "noindex" },
  ];
};

export default function MyRebatePage({ loaderData }: Route.ComponentProps) {
  const { rebates } = loaderData;
  const t = useMessages();
  const r = t.lists.rebates;
  const language = useLanguage();
  return (
    <article className="page container">
      <h1>{t.pages["my-rebate"].title}</h1>
      {rebates.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{r.empty}</p>
          <p>{r.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className="page__intro">{r.intro}</p>
          <div className="rebate-table__wrap">
            <table className="rebate-table">
              <caption className="visually-hidden">{r.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{r.appliesTo}</th>
                  <th scope="col">{r.paymentMethod}</th>
                  <th scope="col" className="rebate-table__percent">
                    {r.percent}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rebates.map((rebate) => (
                  <tr key={rebate.id}>
                    <th scope="row">
                      <AppliesTo rebate={rebate} />
                    </th>
                    <td>{paymentMethodName(rebate.payment_method, r)}</td>
                    <td className="rebate-table__percent">
                      {formatPercent(rebate.percent, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className="rebate-links">
        <ShopLink to={screenPath(language, "rebate")}>{r.howEarned}</ShopLink>
      </p>
    </article>
  );
}

/** What a rebate covers: a brand, a category, a brand within a category, or everything else. */
function AppliesTo({ rebate }: { rebate: CustomerRebate }) {
  const r = useMessages().lists.rebates;
  const language = useLanguage();
  const { brand, category } = rebate;
  const brandLink = brand && <ShopLink to={brandPath(language, brand.slug)}>{brand.name}</ShopLink>;
  const categoryLink = category && (
    <ShopLink to={categoryPath(language, category)}>
      {language === "hr" ? category.name_hr : category.name_en}
    </ShopLink>
  );
  if (brandLink && categoryLink)
    return (
      <>
        {r.brandInCategory.split(/(\{brand\}|\{category\})/).map((part, index) => (
          <Fragment key={index}>
            {part === "{brand}" ? brandLink : part === "{category}" ? categoryLink : part}
          </Fragment>
        ))}
      </>
    );
  if (brandLink)
    return (
      <>
        {brandLink} <span className="rebate-table__kind">({r.brand})</span>
      </>
    );
  if (categoryLink)
    return (
      <>
        {categoryLink} <span className="rebate-table__kind">({r.category})</span>
      </>
    );
  return <>{r.allOther}</>;
}

function paymentMethodName(method: string | null, r: Messages["lists"]["rebates"]): string {
  if (method === null) return r.anyPayment;
  return method in r.paymentMethods
    ? r.paymentMethods[method as keyof typeof r.paymentMethods]
    : method;
}
