import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("delivery");

export default function DeliveryPage() {
  return <InfoPage name="delivery" />;
}
