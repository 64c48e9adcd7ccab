import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "order");

export const meta = pageMeta("order");

export default function OrderPage() {
  return <InfoPage name="order" />;
}
