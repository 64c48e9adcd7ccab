import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("checkout");

export default function CheckoutPage() {
  return <InfoPage name="checkout" />;
}
