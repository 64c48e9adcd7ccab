import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("fail");

export default function FailPage() {
  return <InfoPage name="fail" />;
}
