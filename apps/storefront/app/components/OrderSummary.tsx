import type { Order } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { type OrderDates, paymentMethodText, paymentStateShown } from "../lib/orders.ts";
import { plural } from "../locales/plural.ts";

/** How an order is paid, with its instalments: "Karticom na rate (6 rata)", "Karticom pri preuzimanju". */
export function usePaymentLabel(): (
  order: Pick<Order, "payment_method" | "paid_with"> & { instalments?: number | null },
) => string {
  const language = useLanguage();
  const t = useMessages().orders;
  return (order) => {
    const method = paymentMethodText(order, t);
    return order.instalments
      ? `${method} (${plural(language, order.instalments, t.instalments)})`
      : method;
  };
}

/** The order at a glance (number, date, status, payment, delivery, total), then the buyer, the delivery address and the note. */
export function OrderSummary({ order, dates }: { order: Order; dates: OrderDates }) {
  const language = useLanguage();
  const t = useMessages().orders;
  const o = t.order;
  const paymentLabel = usePaymentLabel();
  const company = order.buyer.company;
  return (
    <div className="order-summary">
      <dl className="order-facts">
        <div>
          <dt>{t.number}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t.date}</dt>
          <dd>
            <time dateTime={order.created_at}>{dates.created}</time>
          </dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>
              {t.statuses[order.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t.payment}</dt>
          <dd>
            {paymentLabel(order)} ·{" "}
            <span className={`payment-status payment-status--${paymentStateShown(order)}`}>
              {t.paymentStatuses[paymentStateShown(order)]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t.delivery}</dt>
          <dd>{t.deliveryMethods[order.delivery_method]}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd className="order-facts__total">{formatPrice(order.total_cents, language)}</dd>
        </div>
      </dl>
      <div className="order-parties">
        <section aria-labelledby="order-buyer" className="order-party">
          <h2 id="order-buyer">{o.buyer}</h2>
          <p>
            {company && (
              <>
                <strong>{company.name}</strong>
                <br />
                {o.oib}: {company.oib}
                <br />
                {company.address}, {company.place}
                <br />
              </>
            )}
            {order.buyer.name}
            <br />
            {order.buyer.email}
            {order.buyer.phone && (
              <>
                <br />
                {order.buyer.phone}
              </>
            )}
          </p>
        </section>
        {order.delivery && (
          <section aria-labelledby="order-delivery" className="order-party">
            <h2 id="order-delivery">{o.deliveryAddress}</h2>
            <p>
              {order.delivery.address}
              <br />
              {order.delivery.zip} {order.delivery.place}
            </p>
          </section>
        )}
        {order.shipment && (
          <section aria-labelledby="order-shipment" className="order-party">
            <h2 id="order-shipment">{o.shipment}</h2>
            <p>
              {o.carrier}: {order.shipment.carrier}
              <br />
              {o.trackingNumber}: <strong>{order.shipment.tracking_number}</strong>
            </p>
          </section>
        )}
        <section aria-labelledby="order-note" className="order-party">
          <h2 id="order-note">{o.note}</h2>
          <p className="order-note">{order.note || o.noNote}</p>
        </section>
      </div>
    </div>
  );
}
