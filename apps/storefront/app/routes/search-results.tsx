import { apiFor, pageLanguage } from "../lib/context.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";
import { loadListing, readListingFilters } from "../lib/listing.server.ts";
import { listingTitle, pageMeta, titled } from "../lib/meta.ts";
import { brandName, shortened } from "../lib/search-heading.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/search-results";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, brand } = readListingFilters(url.searchParams);
  if (!q && !brand) return { listing: null, categories: [], head: null };
  const api = apiFor({ url, context });
  // Ranked by relevance when searching (no sort chosen); a brand on its own is listed newest first.
  const [listing, suggestions] = await Promise.all([
    loadListing(api, url, {}, q ? undefined : "newest"),
    q ? api.suggest(q).catch(() => null) : null,
  ]);
  // The title and description are written here, on the server: the browser's meta then needs no plural rules.
  const language = pageLanguage(url);
  const t = messagesFor(language);
  const shown = shortened(listing.filters.q ?? brandName(listing) ?? "");
  const head = {
    title: listingTitle(language, format(t.search.title, { q: shown }), listing.meta.page),
    description: format(t.search.description, {
      q: shown,
      count: plural(language, listing.meta.total, t.catalogue.products),
    }),
  };
  return { listing, categories: suggestions?.categories ?? [], head };
}

export const meta: Route.MetaFunction = ({ loaderData, location, params }) => {
  if (!loaderData?.head) return pageMeta("search-results")({ location, params });
  return [
    ...titled(location.pathname, loaderData.head.title, loaderData.head.description),
    { name: "robots", content: "noindex, follow" },
  ];
};

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/search-results.tsx").then((m) => m.SearchResultsPage));

export default function SearchResultsRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
