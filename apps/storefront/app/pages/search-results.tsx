import { CategoryLinks } from "../components/CategoryLinks.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { ProductListing } from "../components/islands.ts";
import { SearchNothingFound } from "../components/SearchNothingFound.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { narrowed } from "../lib/listing.ts";
import { brandName, shortened } from "../lib/search-heading.ts";
import { format } from "../locales/index.ts";
import type { Route } from "../routes/+types/search-results";

export function SearchResultsPage({ loaderData }: Route.ComponentProps) {
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
      {listing.filters.q && listing.meta.total === 0 && !narrowed(listing.filters) ? (
        <SearchNothingFound q={shortened(listing.filters.q)} />
      ) : (
        <ProductListing {...listing} />
      )}
    </div>
  );
}
