import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { failed, formatDateTime } from "../lib/orders.server.ts";
import type { Route } from "./+types/orders";
import { island } from "../lib/island.tsx";

/** A page number from the query: a whole number from 1, else the first page. */
function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The customer's orders, newest first, a page at a time; each date written in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "orders");
  const language = pageLanguage(args.url);
  const page = pageOf(args.url.searchParams.get("page"));
  const outcome = await apiFor(args).orders(page);
  if (!outcome.ok) failed(args, outcome);
  const { data: orders, meta } = outcome.data;
  return {
    orders: orders.map((order) => ({
      ...order,
      date: formatDateTime(order.created_at, language, "short"),
    })),
    meta,
  };
}

export const meta = pageMeta("orders");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/orders.tsx").then((m) => m.OrdersPage));

export default function OrdersPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
