import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("success");

export default function SuccessPage() {
  return <InfoPage name="success" />;
}
