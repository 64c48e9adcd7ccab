import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { alternatesOf, canonicalQuery } from "../lib/alternates.ts";
import { useLanguage } from "../lib/i18n.tsx";
import type { loader as rootLoader } from "../root.tsx";

/**
 * The page's canonical address and its twin in each language (`hreflang`), with a listing's page
 * after the first (lib/alternates.ts `canonicalQuery`). Rendered in the body,
 * placed in the document's head by React; in the browser an island (lib/island.tsx), so the
 * route table it reads is not in the first page's scripts.
 */
export function PageAlternates() {
  const language = useLanguage();
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
  const matches = useMatches();
  const { search } = useLocation();
  const alternates = alternatesOf(matches);
  if (!alternates) return null;
  const query = canonicalQuery(matches.at(-1)?.id ?? "", search);
  return (
    <>
      <link rel="canonical" href={siteUrl + alternates[language] + query} />
      <link rel="alternate" hrefLang="hr" href={siteUrl + alternates.hr + query} />
      <link rel="alternate" hrefLang="en" href={siteUrl + alternates.en + query} />
      <link rel="alternate" hrefLang="x-default" href={siteUrl + alternates.hr + query} />
    </>
  );
}
