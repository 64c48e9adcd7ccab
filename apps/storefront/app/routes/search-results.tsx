import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("search-results");

export default function SearchResultsPage() {
  return <InfoPage name="search-results" />;
}
