import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("download");

export default function DownloadPage() {
  return <InfoPage name="download" />;
}
