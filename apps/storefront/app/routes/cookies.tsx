import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("cookies");

export default function CookiesPage() {
  return <InfoPage name="cookies" />;
}
