import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("single-order");

export default function SingleOrderPage() {
  return <InfoPage name="single-order" />;
}
