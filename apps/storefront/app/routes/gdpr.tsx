import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("gdpr");

export default function GdprPage() {
  return <InfoPage name="gdpr" />;
}
