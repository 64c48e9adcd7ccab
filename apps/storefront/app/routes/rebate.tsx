import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("rebate");

export default function RebatePage() {
  return <InfoPage name="rebate" />;
}
