import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("wishlist");

export default function WishlistPage() {
  return <InfoPage name="wishlist" />;
}
