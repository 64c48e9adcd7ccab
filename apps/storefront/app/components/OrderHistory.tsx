import type { Order } from "@dukan/contract";
import { useMessages } from "../lib/i18n.tsx";
import type { OrderDates } from "../lib/orders.ts";
import { TableScroll } from "./TableScroll.tsx";

/** What happened to the order, oldest first: status, payment, when, and why when the shop wrote it. */
export function OrderHistory({ order, dates }: { order: Order; dates: OrderDates }) {
  const t = useMessages().orders;
  if (order.history.length === 0) return null;
  return (
    <section aria-labelledby="order-history-title" className="order-history">
      <h2 id="order-history-title">{t.order.historyTitle}</h2>
      <TableScroll label={t.order.historyTitle}>
        <table className="order-table">
          <caption className="visually-hidden">{t.order.historyTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.order.historyAt}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.paymentStatus}</th>
              <th scope="col">{t.order.historyNote}</th>
            </tr>
          </thead>
          <tbody>
            {order.history.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>
                  <time dateTime={entry.at}>{dates.history[index]}</time>
                </td>
                <td>{t.statuses[entry.status]}</td>
                <td>{t.paymentStatuses[entry.payment_status]}</td>
                <td>{entry.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
