import { useMatches, useRouteLoaderData } from "react-router";
import { alternatesOf } from "../lib/alternates.ts";
import { useLanguage } from "../lib/i18n.tsx";
import type { loader as rootLoader } from "../root.tsx";

/**
 * The page's canonical address and its twin in each language (`hreflang`). Rendered in the body,
 * placed in the document's head by React; in the browser an island (lib/island.tsx), so the
 * route table it reads is not in the first page's scripts.
 */
export function PageAlternates() {
  const language = useLanguage();
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
  const alternates = alternatesOf(useMatches());
  if (!alternates) return null;
  return (
    <>
      <link rel="canonical" href={siteUrl + alternates[language]} />
      <link rel="alternate" hrefLang="hr" href={siteUrl + alternates.hr} />
      <link rel="alternate" hrefLang="en" href={siteUrl + alternates.en} />
      <link rel="alternate" hrefLang="x-default" href={siteUrl + alternates.hr} />
    </>
  );
}
