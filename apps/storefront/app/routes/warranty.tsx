import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("warranty");

export default function WarrantyPage() {
  return <InfoPage name="warranty" />;
}
