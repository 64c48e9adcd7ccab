import type { Order } from "@dukan/contract";
import { Link } from "react-router";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { PaymentSlip } from "../components/PaymentSlip.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { orderPath } from "../lib/orders.ts";
import type { Messages } from "../locales/index.ts";
import { format } from "../locales/index.ts";
import type { Route } from "../routes/+types/success";

/** What the buyer does or waits for next, by how the order is paid and how it leaves the shop. */
function nextStep(order: Order, t: Messages["orders"]["success"]): string {
  const delivery = order.delivery_method;
  if (order.payment_status === "paid") return t.nextPaid[delivery];
  if (order.payment_slip) return t.nextBankTransfer[delivery];
  if (order.payment_method === "cash_on_pickup") return t.nextPickup;
  if (order.payment_method === "on_account") return t.nextOnAccount;
  return t.nextDefault[delivery];
}

export function SuccessPage({ loaderData }: Route.ComponentProps) {
  const { order, dates } = loaderData;
  const t = useMessages().orders;
  const language = useLanguage();
  return (
    <article className="page container order-page order-success">
      <h1>{format(t.success.heading, { number: order.number })}</h1>
      <section aria-labelledby="success-next" className="order-next">
        <h2 id="success-next">{t.success.next}</h2>
        <p>{nextStep(order, t.success)}</p>
        <p>{format(t.success.confirmationMail, { email: order.buyer.email })}</p>
      </section>
      {order.payment_slip && (
        <PaymentSlip slip={order.payment_slip} orderNumber={order.number} payBy={dates.payBy} />
      )}
      <OrderSummary order={order} dates={dates} />
      <p className="order-page__links">
        <Link className="button" to={orderPath(language, order.number)}>
          {t.success.viewOrder}
        </Link>
        <Link className="button button--quiet" to={screenPath(language, "orders")}>
          {t.success.allOrders}
        </Link>
      </p>
    </article>
  );
}
