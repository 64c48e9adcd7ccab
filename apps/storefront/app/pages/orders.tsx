import { Link } from "react-router";
import { OrderCellLabel } from "../components/OrderCellLabel.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { usePaymentLabel } from "../components/OrderSummary.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { formatPrice } from "../lib/number-format.ts";
import { orderPath, paymentStateShown } from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "../routes/+types/orders";
import { TableScroll } from "../components/TableScroll.tsx";

export function OrdersPage({ loaderData }: Route.ComponentProps) {
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
        <Link to={screenPath(language, "my-invoices")}>{o.invoices.all}</Link>
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
                      <Link
                        to={orderPath(language, order.number)}
                        aria-label={format(o.history.open, { number: order.number })}
                      >
                        {order.number}
                      </Link>
                    </th>
                    <td>
                      <OrderCellLabel text={o.date} />

                      <time dateTime={order.created_at}>{order.date}</time>
                    </td>
                    <td>
                      <OrderCellLabel text={o.history.contents} />
                      {plural(language, order.line_count, o.lineCount)},{" "}
                      {plural(language, order.item_count, o.pieceCount)}
                    </td>
                    <td className="order-table__number">
                      <OrderCellLabel text={o.total} />
                      {formatPrice(order.total_cents, language)}
                    </td>
                    <td>
                      <OrderCellLabel text={o.status} />

                      <span className={`order-status order-status--${order.status}`}>
                        {o.statuses[order.status]}
                      </span>
                    </td>
                    <td>
                      <OrderCellLabel text={o.delivery} />
                      {o.deliveryMethods[order.delivery_method]}
                    </td>
                    <td>
                      <OrderCellLabel text={o.payment} />
                      {paymentLabel(order)}{" "}
                      <span
                        className={`payment-status payment-status--${paymentStateShown(order)}`}
                      >
                        {o.paymentStatuses[paymentStateShown(order)]}
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
