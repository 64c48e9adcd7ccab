import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("orders");

export default function OrdersPage() {
  return <InfoPage name="orders" />;
}
