import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/my-rebate";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "my-rebate");

export const meta = pageMeta("my-rebate");

export default function MyRebatePage() {
  return <InfoPage name="my-rebate" />;
}
