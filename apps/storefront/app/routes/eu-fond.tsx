import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("eu-fond");

export default function EuFondPage() {
  return <InfoPage name="eu-fond" />;
}
