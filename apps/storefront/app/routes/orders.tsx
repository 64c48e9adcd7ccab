import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/orders";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "orders");

export const meta = pageMeta("orders");

export default function OrdersPage() {
  return <InfoPage name="orders" />;
}
