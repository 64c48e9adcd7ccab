import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("orders2");

export default function Orders2Page() {
  return <InfoPage name="orders2" />;
}
