import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("eu-fond-project");

export default function EuFondProjectPage() {
  return <InfoPage name="eu-fond-project" />;
}
