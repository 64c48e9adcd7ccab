import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("cart");

export default function CartPage() {
  return <InfoPage name="cart" />;
}
