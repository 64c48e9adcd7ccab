import { data } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CategoryLinks } from "../components/CategoryLinks.tsx";
import { ProductListing } from "../components/islands.ts";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { loadListing } from "../lib/listing.server.ts";
import { listingTitle, titled } from "../lib/meta.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/category";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor({ request, context });
  const language = pageLanguage(request);
  const category = await api.category(params.slug);
  if (!category) throw data(null, { status: 404 });
  const ownSlug = language === "hr" ? category.slug_hr : category.slug_en;
  if (ownSlug !== params.slug) throw data(null, { status: 404 });
  const listing = await loadListing(api, new URL(request.url), { category: ownSlug }, "price_asc");
  return { category, ...listing, alternates: { hr: `/${category.slug_hr}`, en: `/en/${category.slug_en}` } };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const language = location.pathname.startsWith("/en") ? "en" : "hr";
  const t = messagesFor(language).catalogue;
  const name = language === "hr" ? loaderData.category.name_hr : loaderData.category.name_en;
  const count = plural(language, loaderData.meta.total, t.products);
  return titled(location.pathname, listingTitle(language, name, loaderData.meta.page), format(t.categoryDescription, { name, count }));
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const language = useLanguage();
  const t = useMessages();
  const name = language === "hr" ? category.name_hr : category.name_en;
  return (
    <div className="page container">
      <Breadcrumb trail={category.breadcrumb} current={name} />
      <h1>{name}</h1>
      <CategoryLinks label={t.catalogue.subcategories} categories={category.children} />
      <ProductListing {...loaderData} />
    </div>
  );
}
