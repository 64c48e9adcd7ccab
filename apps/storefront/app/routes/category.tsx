import { data, redirect } from "react-router";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";
import { loadListing } from "../lib/listing.server.ts";
import { listingTitle, titled } from "../lib/meta.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/category";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const api = apiFor({ url, context });
  const language = pageLanguage(url);
  const category = await api.category(params.slug);
  if (!category) throw data(null, { status: 404 });
  const ownSlug = language === "hr" ? category.slug_hr : category.slug_en;
  if (ownSlug !== params.slug) {
    // The other language's slug is no address of this page; a slug the category had before the
    // staff renamed it moves for good to the present one (docs/back-office.md).
    const otherSlug = language === "hr" ? category.slug_en : category.slug_hr;
    if (otherSlug === params.slug) throw data(null, { status: 404 });
    throw redirect(`${language === "en" ? "/en" : ""}/${ownSlug}${url.search}`, 301);
  }
  const listing = await loadListing(api, url, { category: ownSlug }, "price_asc");
  // The title and description are written here, on the server: the browser's meta then needs no plural rules.
  const t = messagesFor(language).catalogue;
  const name = language === "hr" ? category.name_hr : category.name_en;
  const head = {
    title: listingTitle(language, name, listing.meta.page),
    description: format(t.categoryDescription, {
      name,
      count: plural(language, listing.meta.total, t.products),
    }),
  };
  return {
    category,
    ...listing,
    head,
    alternates: { hr: `/${category.slug_hr}`, en: `/en/${category.slug_en}` },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? titled(location.pathname, loaderData.head.title, loaderData.head.description) : [];

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/category.tsx").then((m) => m.CategoryPage));

export default function CategoryRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
