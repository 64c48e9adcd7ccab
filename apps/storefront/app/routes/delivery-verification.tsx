import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("delivery-verification");

export default function DeliveryVerificationPage() {
  return <InfoPage name="delivery-verification" />;
}
