import { Link } from "react-router";
import { OrderCellLabel } from "../components/OrderCellLabel.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { usePaymentLabel } from "../components/OrderSummary.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { formatPrice } from "../lib/number-format.ts";
import { orderPath } from "../lib/orders.ts";
import { failed, formatDateTime } from "../lib/orders.server.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/orders";
import { TableScroll } from "../components/TableScroll.tsx";

/** A page number from the query: a whole number from 1, else the first page. */
function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The customer's orders, newest first, a page at a time; each date written in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "orders");
  const language = pageLanguage(args.request);
  const page = pageOf(new URL(args.request.url).searchParams.get("page"));
  const outcome = await apiFor(args).orders(page);
  if (!outcome.ok) failed(args, outcome);
  const { data: orders, meta } = outcome.data;
  return { orders: orders.map((order) => ({ ...order, date: formatDateTime(order.created_at, language, "short") })), meta };
}

export const meta = pageMeta("orders");

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, meta } = loaderData;
  const t = useMessages();
  const o = t.orders;
  const language = useLanguage();
  const paymentLabel = usePaymentLabel();
  const here = screenPath(language, "orders");
  return (
    <article className="page container orders-page">
      <h1>{t.pages.orders.title}</h1>
      <p className="orders-page__links">
        <Link to={screenPath(language, "orders2")}>{o.history.reorderList}</Link>
      </p>
      {orders.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{o.history.empty}</p>
          <p>{o.history.emptyHint}</p>
          <p>
            <Link to={screenPath(language, "new-items")}>{o.history.browse}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="orders-page__count">{plural(language, meta.total, o.history.count)}</p>
          <TableScroll label={o.history.caption}>
            <table className="order-table order-table--cards orders-table">
              <caption className="visually-hidden">{o.history.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{o.number}</th>
                  <th scope="col">{o.date}</th>
                  <th scope="col">{o.history.contents}</th>
                  <th scope="col" className="order-table__number">
                    {o.total}
                  </th>
                  <th scope="col">{o.status}</th>
                  <th scope="col">{o.delivery}</th>
                  <th scope="col">{o.payment}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.number}>
                    <th scope="row" className="order-table__wide">
                      <Link to={orderPath(language, order.number)} aria-label={format(o.history.open, { number: order.number })}>
                        {order.number}
                      </Link>
                    </th>
                    <td>
                      <OrderCellLabel text={o.date} />

                      <time dateTime={order.created_at}>{order.date}</time>
                    </td>
                    <td>
                      <OrderCellLabel text={o.history.contents} />
                      {plural(language, order.line_count, o.lineCount)}, {plural(language, order.item_count, o.pieceCount)}
                    </td>
                    <td className="order-table__number">
                      <OrderCellLabel text={o.total} />
                      {formatPrice(order.total_cents, language)}
                    </td>
                    <td>
                      <OrderCellLabel text={o.status} />

                      <span className={`order-status order-status--${order.status}`}>{o.statuses[order.status]}</span>
                    </td>
                    <td>
                      <OrderCellLabel text={o.delivery} />
                      {o.deliveryMethods[order.delivery_method]}
                    </td>
                    <td>
                      <OrderCellLabel text={o.payment} />
                      {paymentLabel(order)}{" "}
                      <span className={`payment-status payment-status--${order.payment_status}`}>
                        {o.paymentStatuses[order.payment_status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination pathname={here} filters={{}} page={meta.page} last={meta.last_page} />
        </>
      )}
    </article>
  );
}
