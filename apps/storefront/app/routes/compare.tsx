import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("compare");

export default function ComparePage() {
  return <InfoPage name="compare" />;
}
