import { Link } from "react-router";
import { InvoiceTable } from "../components/InvoiceTable.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "../routes/+types/my-invoices";

export function MyInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { invoices, meta } = loaderData;
  const t = useMessages();
  const i = t.orders.invoices;
  const language = useLanguage();
  return (
    <article className="page container orders-page">
      <h1>{t.pages["my-invoices"].title}</h1>
      <p className="page__intro">{t.pages["my-invoices"].intro}</p>
      <p className="orders-page__links">
        <Link to={screenPath(language, "orders")}>{t.account.myOrders}</Link>
      </p>
      {invoices.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{i.empty}</p>
          <p>{i.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className="orders-page__count">{plural(language, meta.total, i.count)}</p>
          <InvoiceTable invoices={invoices} caption={i.listCaption} withOrder />
          <Pagination
            pathname={screenPath(language, "my-invoices")}
            filters={{}}
            page={meta.page}
            last={meta.last_page}
          />
        </>
      )}
    </article>
  );
}
