import { Link } from "react-router";
import { OrderHistory } from "../components/OrderHistory.tsx";
import { OrderInvoices } from "../components/OrderInvoices.tsx";
import { OrderLines } from "../components/OrderLines.tsx";
import { OrderPayment } from "../components/OrderPayment.tsx";
import { OrderRepeat } from "../components/OrderRepeat.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { PaymentSlip } from "../components/PaymentSlip.tsx";
import { WithdrawalSection } from "../components/WithdrawalSection.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import type { OrderActionResult } from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import type { Route } from "../routes/+types/order";

export function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, accountEmail, dates, invoices, withdraw, withdrawn } = loaderData;
  const answer: OrderActionResult | undefined = actionData;
  const t = useMessages().orders;
  const language = useLanguage();
  return (
    <article className="page container order-page">
      <p className="order-page__back">
        <Link to={screenPath(language, "orders")}>← {t.order.back}</Link>
      </p>
      <h1>{format(t.order.title, { number: order.number })}</h1>
      <OrderSummary order={order} dates={dates} />
      <OrderRepeat number={order.number} answer={answer} />
      <OrderPayment order={order} answer={answer} title={t.fail.choose} />
      {order.payment_slip && (
        <PaymentSlip slip={order.payment_slip} orderNumber={order.number} payBy={dates.payBy} />
      )}
      <OrderInvoices order={order} invoices={invoices} />
      <OrderLines order={order} />
      <WithdrawalSection
        order={order}
        accountEmail={accountEmail}
        dates={dates}
        opened={withdraw}
        answer={answer}
        done={withdrawn}
      />
      <OrderHistory order={order} dates={dates} />
    </article>
  );
}
