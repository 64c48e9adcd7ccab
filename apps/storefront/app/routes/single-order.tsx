import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/single-order";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "single-order");

export const meta = pageMeta("single-order");

export default function SingleOrderPage() {
  return <InfoPage name="single-order" />;
}
