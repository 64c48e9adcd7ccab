import { apiFor, pageLanguage } from "../lib/context.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { orderAction } from "../lib/orders-actions.server.ts";
import { orderInvoices } from "../lib/invoices.server.ts";
import { notFound, orderDates, orderNumberOf, ownOrder } from "../lib/orders.server.ts";
import type { Route } from "./+types/order";
import { island } from "../lib/island.tsx";

/**
 * One of the customer's orders (`/orders/2026-000123`): an unknown number, a malformed one or
 * another customer's order is the 404 page with status 404 (the API answers 404 for all three).
 */
export async function loader(args: Route.LoaderArgs) {
  const session = customerOf(args, "order");
  const api = apiFor(args);
  const language = pageLanguage(args.url);
  const number = orderNumberOf(args.params.slug);
  // Asked side by side: another customer's order has no invoices of this customer either.
  const [order, invoices] = await Promise.all([
    ownOrder(args, api, number),
    number ? orderInvoices(args, api, number, language) : null,
  ]);
  if (!order) notFound();
  const search = args.url.searchParams;
  return {
    order,
    dates: orderDates(order, language),
    invoices,
    /** Where a withdrawal's acknowledgement goes: the account's own address. */
    accountEmail: session.user.email,
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

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/order.tsx").then((m) => m.OrderPage));

export default function OrderPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
