import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("b2b");

export default function B2bPage() {
  return <InfoPage name="b2b" />;
}
