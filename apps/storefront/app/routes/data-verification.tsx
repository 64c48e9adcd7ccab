import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/data-verification";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "data-verification");

export const meta = pageMeta("data-verification");

export default function DataVerificationPage() {
  return <InfoPage name="data-verification" />;
}
