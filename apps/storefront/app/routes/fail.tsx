import { Link, redirect } from "react-router";
import { OrderPayment } from "../components/OrderPayment.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { type OrderActionResult, orderPath } from "../lib/orders.ts";
import { orderAction } from "../lib/orders-actions.server.ts";
import {
  afterPaymentPath,
  awaitsCardPayment,
  orderDates,
  orderNumberOf,
  ownOrder,
  settleGatewayAnswer,
} from "../lib/orders.server.ts";
import { format } from "../locales/index.ts";
import type { Route } from "./+types/fail";

/**
 * A card payment declined or cancelled (`/fail?order=2026-000123`): the order stays unpaid and can
 * be paid again by card or by bank transfer instead. The gateway's signed answer is settled first,
 * as on `/success`. A paid order, or one not paid by card, is shown on `/success`; no order of the
 * customer's own → the order history.
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "fail");
  const api = apiFor(args);
  await settleGatewayAnswer(args, api);
  const language = pageLanguage(args.url);
  const order = await ownOrder(args, api, orderNumberOf(args.url.searchParams.get("order")));
  if (!order) throw redirect(screenPath(language, "orders"));
  if (!awaitsCardPayment(order))
    throw redirect(afterPaymentPath(language, "success", order.number));
  return { order, dates: orderDates(order, language) };
}

/** Pay again by card (to the gateway) or switch to bank transfer (then the success page with the slip). */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "fail");
  const api = apiFor(args);
  const form = await readForm(args.request);
  const language = pageLanguage(args.url);
  const order = await ownOrder(args, api, orderNumberOf(args.url.searchParams.get("order")));
  if (!order) throw redirect(screenPath(language, "orders"), 303);
  return orderAction(args, api, order, form, "success");
}

export const meta = pageMeta("fail");

export default function FailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, dates } = loaderData;
  const answer: OrderActionResult | undefined = actionData;
  const t = useMessages().orders;
  const language = useLanguage();
  return (
    <article className="page container order-page order-fail">
      <h1>{format(t.fail.heading, { number: order.number })}</h1>
      <p className="notice notice--error">{t.fail.text}</p>
      {order.can_pay_by_card ? (
        <OrderPayment order={order} answer={answer} title={t.fail.choose} />
      ) : (
        <p>{t.fail.notPayable}</p>
      )}
      <OrderSummary order={order} dates={dates} />
      <p className="order-page__links">
        <Link className="button button--quiet" to={orderPath(language, order.number)}>
          {t.success.viewOrder}
        </Link>
      </p>
    </article>
  );
}
