import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("complaint");

export default function ComplaintPage() {
  return <InfoPage name="complaint" />;
}
