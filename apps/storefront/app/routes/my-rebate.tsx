import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("my-rebate");

export default function MyRebatePage() {
  return <InfoPage name="my-rebate" />;
}
