import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("data-verification");

export default function DataVerificationPage() {
  return <InfoPage name="data-verification" />;
}
