import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/delivery-verification";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "delivery-verification");

export const meta = pageMeta("delivery-verification");

export default function DeliveryVerificationPage() {
  return <InfoPage name="delivery-verification" />;
}
