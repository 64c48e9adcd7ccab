import { redirect } from "react-router";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import {
  afterPaymentPath,
  awaitsCardPayment,
  orderDates,
  orderNumberOf,
  ownOrder,
  settleGatewayAnswer,
} from "../lib/orders.server.ts";
import type { Route } from "./+types/success";
import { island } from "../lib/island.tsx";

/**
 * The order just placed (`/success?order=2026-000123`): its number, what happens next and, for
 * bank transfer, the payment slip. Coming back from the card gateway (its signed fields in the
 * query), the answer is settled first and the page asked for again without them. Without an order
 * of the customer's own the visitor goes to the order history; an unpaid card order goes to `/fail`.
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "success");
  const api = apiFor(args);
  await settleGatewayAnswer(args, api);
  const language = pageLanguage(args.url);
  const order = await ownOrder(args, api, orderNumberOf(args.url.searchParams.get("order")));
  if (!order) throw redirect(screenPath(language, "orders"));
  if (awaitsCardPayment(order)) throw redirect(afterPaymentPath(language, "fail", order.number));
  return { order, dates: orderDates(order, language) };
}

export const meta = pageMeta("success");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/success.tsx").then((m) => m.SuccessPage));

export default function SuccessPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
