import { Link } from "react-router";
import { OrderHistory } from "../components/OrderHistory.tsx";
import { OrderLines } from "../components/OrderLines.tsx";
import { OrderPayment } from "../components/OrderPayment.tsx";
import { OrderRepeat } from "../components/OrderRepeat.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { PaymentSlip } from "../components/PaymentSlip.tsx";
import { WithdrawalSection } from "../components/WithdrawalSection.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import type { OrderActionResult } from "../lib/orders.ts";
import { orderAction } from "../lib/orders-actions.server.ts";
import { notFound, orderDates, orderNumberOf, ownOrder } from "../lib/orders.server.ts";
import { format } from "../locales/index.ts";
import type { Route } from "./+types/order";

/**
 * One of the customer's orders (`/orders/2026-000123`): an unknown number, a malformed one or
 * another customer's order is the 404 page with status 404 (the API answers 404 for all three).
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "order");
  const order = await ownOrder(args, apiFor(args), orderNumberOf(args.params.slug));
  if (!order) notFound();
  const search = new URL(args.request.url).searchParams;
  return {
    order,
    dates: orderDates(order, pageLanguage(args.request)),
    withdraw: search.get("withdraw") === "1",
    withdrawn: search.get("withdrawn") === "1",
  };
}

/** Repeat, pay again or by bank transfer, and the withdrawal's steps (lib/orders-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "order");
  const api = apiFor(args);
  const form = await readForm(args.request);
  const order = await ownOrder(args, api, orderNumberOf(args.params.slug));
  if (!order) notFound();
  return orderAction(args, api, order, form, "order");
}

export const meta = pageMeta("order");

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, dates, withdraw, withdrawn } = loaderData;
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
      {order.payment_slip && <PaymentSlip slip={order.payment_slip} />}
      <OrderLines order={order} />
      <WithdrawalSection order={order} dates={dates} opened={withdraw} answer={answer} done={withdrawn} />
      <OrderHistory order={order} dates={dates} />
    </article>
  );
}
