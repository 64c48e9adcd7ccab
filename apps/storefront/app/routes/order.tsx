import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("order");

export default function OrderPage() {
  return <InfoPage name="order" />;
}
