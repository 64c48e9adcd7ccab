import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("page-template");

export default function PageTemplatePage() {
  return <InfoPage name="page-template" />;
}
