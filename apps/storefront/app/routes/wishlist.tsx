import { InfoPage } from "../components/InfoPage.tsx";
import { guardScreen } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/wishlist";

/** Customers only: a logged-out visitor logs in first and comes back. */
export const loader = (args: Route.LoaderArgs) => guardScreen(args, "wishlist");

export const meta = pageMeta("wishlist");

export default function WishlistPage() {
  return <InfoPage name="wishlist" />;
}
