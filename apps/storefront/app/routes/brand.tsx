import type { BrandDetail, Language } from "@dukan/contract";
import { data } from "react-router";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";
import { localizedPath } from "../lib/language.ts";
import { loadListing } from "../lib/listing.server.ts";
import { brandPath, screenPath } from "../lib/lists-paths.ts";
import { listingTitle, titled } from "../lib/meta.ts";
import { formatNumber } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import type { Route } from "./+types/brand";

/**
 * A brand's page (`/marke/<slug>`, `/en/brands/<slug>`, docs/search.md "Brands"): its logo,
 * description and warranty, and its products with the listing's filters, sort and paging — the
 * brand itself fixed, so the brand facet is not offered. Public, kept by the visitor page cache
 * like a category's (the back end names its keys).
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const api = apiFor({ url, context });
  const language = pageLanguage(url);
  const brand = await api.brand(params.slug);
  if (!brand) throw data(null, { status: 404 });
  const listing = await loadListing(api, url, { brand: brand.slug }, "price_asc");
  const { brand: _chosen, ...filters } = listing.filters;
  const facets = listing.choices.facets && { ...listing.choices.facets, brands: [] };
  const t = messagesFor(language).catalogue;
  return {
    ...listing,
    brand,
    filters,
    choices: { ...listing.choices, facets },
    head: {
      title: listingTitle(language, brand.name, listing.meta.page),
      description: format(t.brandDescription, {
        name: brand.name,
        count: formatNumber(brand.product_count, language),
      }),
    },
    alternates: { hr: brandPath("hr", brand.slug), en: brandPath("en", brand.slug) },
    structuredData: structuredData(brand, language, context.siteUrl),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? titled(location.pathname, loaderData.head.title, loaderData.head.description) : [];

const Page = island(() => import("../pages/brand.tsx").then((m) => m.BrandPage));

export default function BrandRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}

/** `Brand` and `BreadcrumbList` as JSON-LD, built on the server; `<` escaped so no text can close the script. */
function structuredData(brand: BrandDetail, language: Language, siteUrl: string): string[] {
  const t = messagesFor(language);
  const url = siteUrl + brandPath(language, brand.slug);
  const brandLd = {
    "@context": "https://schema.org",
    "@type": "Brand",
    name: brand.name,
    url,
    ...(brand.logo_url ? { logo: siteUrl + brand.logo_url } : {}),
  };
  const trail = [
    { name: t.pages.home.title, url: siteUrl + localizedPath(language, "/") },
    { name: t.pages.brands.title, url: siteUrl + screenPath(language, "brands") },
    { name: brand.name, url },
  ];
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
  return [brandLd, breadcrumbLd].map((ld) => JSON.stringify(ld).replace(/</g, "\\u003c"));
}
