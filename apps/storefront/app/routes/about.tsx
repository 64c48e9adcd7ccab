import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("about");

export default function AboutPage() {
  return <InfoPage name="about" />;
}
