import { InfoPage } from "../components/InfoPage.tsx";
import { CategoryLinks } from "../components/CategoryLinks.tsx";
import { ProductListing } from "../components/islands.ts";
import { apiFor } from "../lib/context.ts";
import { messagesFor, useMessages } from "../lib/i18n.tsx";
import { languageOfPath } from "../lib/language.ts";
import { loadListing, readListingFilters } from "../lib/listing.server.ts";
import { listingTitle, pageMeta, titled } from "../lib/meta.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/search-results";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { q, brand } = readListingFilters(url.searchParams);
  if (!q && !brand) return { listing: null, categories: [] };
  const api = apiFor({ request, context });
  // Ranked by relevance when searching (no sort chosen); a brand on its own is listed newest first.
  const [listing, suggestions] = await Promise.all([
    loadListing(api, url, {}, q ? undefined : "newest"),
    q ? api.suggest(q).catch(() => null) : null,
  ]);
  return { listing, categories: suggestions?.categories ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData, location, params }) => {
  const listing = loaderData?.listing;
  if (!listing) return pageMeta("search-results")({ location, params });
  const language = languageOfPath(location.pathname);
  const t = messagesFor(language);
  const q = shortened(listing.filters.q ?? brandName(listing) ?? "");
  const title = listingTitle(language, format(t.search.title, { q }), listing.meta.page);
  const count = plural(language, listing.meta.total, t.catalogue.products);
  return [...titled(location.pathname, title, format(t.search.description, { q, count })), { name: "robots", content: "noindex, follow" }];
};

/** A query as a title or heading shows it: long ones cut at 80 characters. */
function shortened(q: string): string {
  return q.length > 80 ? `${q.slice(0, 79)}…` : q;
}

function brandName(listing: { filters: { brand?: string }; choices: { brands: { slug: string; name: string }[] } }) {
  return listing.choices.brands.find((b) => b.slug === listing.filters.brand)?.name ?? listing.filters.brand;
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const { listing, categories } = loaderData;
  const t = useMessages();
  if (!listing) return <InfoPage name="search-results" />;
  const heading = listing.filters.q
    ? format(t.search.heading, { q: shortened(listing.filters.q) })
    : format(t.search.brandHeading, { brand: brandName(listing) ?? "" });
  return (
    <div className="page container">
      <h1>{heading}</h1>
      <CategoryLinks label={t.search.matchingCategories} categories={categories} />
      <ProductListing {...listing} />
    </div>
  );
}
